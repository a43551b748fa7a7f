import UIKit

/// Geometry and transforms: rotation and scale about the centre, bounds-origin scrolling, and cards
/// turned about the y axis with perspective, two of them sharing one vanishing point.
final class TransformsPage: CatalogPage {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let rotated = Self.tile(CGRect(x: 30, y: 70, width: 90, height: 60), .systemBlue)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 8)
        addSubview(rotated)

        let scaled = Self.tile(CGRect(x: 160, y: 70, width: 90, height: 60), .systemOrange)
        scaled.transform = CGAffineTransform(scaleX: 1.3, y: 0.7)
        addSubview(scaled)

        let scroller = UIView(frame: CGRect(x: 300, y: 60, width: 120, height: 80))
        scroller.backgroundColor = .systemGray5
        scroller.clipsToBounds = true
        scroller.bounds.origin = CGPoint(x: 20, y: 20)
        for index in 0..<4 {
            scroller.addSubview(
                Self.tile(
                    CGRect(x: CGFloat(index) * 40, y: CGFloat(index) * 25, width: 36, height: 36),
                    UIColor(hue: CGFloat(index) / 4, saturation: 0.6, brightness: 0.9, alpha: 1)))
        }
        addSubview(scroller)

        let card = Self.tile(CGRect(x: 40, y: 200, width: 160, height: 110), .systemIndigo)
        var flip = CATransform3DIdentity
        flip.m34 = -1.0 / 500
        card.layer.transform = CATransform3DRotate(flip, .pi / 4, 0, 1, 0)
        addSubview(card)

        let stage = UIView(frame: CGRect(x: 230, y: 190, width: 220, height: 130))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400
        stage.layer.sublayerTransform = perspective
        for (index, color) in [UIColor.systemTeal, .systemPink].enumerated() {
            let panel = Self.tile(CGRect(x: 20 + CGFloat(index) * 100, y: 15, width: 80, height: 100), color)
            panel.layer.transform = CATransform3DMakeRotation(index == 0 ? .pi / 5 : -.pi / 5, 0, 1, 0)
            stage.addSubview(panel)
        }
        addSubview(stage)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        "Geometry and transforms".draw(
            at: CGPoint(x: 20, y: 16),
            withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.label])
        let caption: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.secondaryLabel,
        ]
        "rotate · scale · bounds origin".draw(at: CGPoint(x: 20, y: 160), withAttributes: caption)
        "m34 perspective · shared sublayerTransform".draw(at: CGPoint(x: 20, y: 330), withAttributes: caption)
    }

    private static func tile(_ frame: CGRect, _ color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        view.layer.cornerRadius = 8
        return view
    }
}
