import UIKit

/// Layer effects and layer classes: masked corners, borders, shadows with and without a path, a
/// gradient mask, axial/radial/conic gradients, a trimmed shape, text, a replicator and an emitter.
final class LayersPage: CatalogPage {
    /// Sparkles that burst where the page is clicked, then stop: a page at rest costs no CPU.
    private let sparkles = LayersPage.makeSparkles(in: CGRect(x: 250, y: 290, width: 120, height: 100))

    override init(frame: CGRect) {
        super.init(frame: frame)
        let corners = CALayer()
        corners.frame = CGRect(x: 20, y: 60, width: 90, height: 60)
        corners.backgroundColor = UIColor.systemBlue.cgColor
        corners.cornerRadius = 20
        corners.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        corners.borderWidth = 3
        corners.borderColor = UIColor.systemIndigo.cgColor
        layer.addSublayer(corners)

        let shadowed = CALayer()
        shadowed.frame = CGRect(x: 130, y: 60, width: 90, height: 60)
        shadowed.backgroundColor = UIColor.white.cgColor
        shadowed.cornerRadius = 12
        shadowed.shadowOpacity = 0.35
        shadowed.shadowRadius = 8
        shadowed.shadowOffset = CGSize(width: 0, height: 5)
        shadowed.shadowPath = CGPath(roundedRect: shadowed.bounds, cornerWidth: 12, cornerHeight: 12, transform: nil)
        layer.addSublayer(shadowed)

        let masked = CAGradientLayer()
        masked.frame = CGRect(x: 240, y: 60, width: 90, height: 60)
        masked.colors = [UIColor.systemOrange.cgColor, UIColor.systemPink.cgColor]
        masked.startPoint = CGPoint(x: 0, y: 0.5)
        masked.endPoint = CGPoint(x: 1, y: 0.5)
        let fade = CAGradientLayer()
        fade.frame = masked.bounds
        fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        masked.mask = fade
        layer.addSublayer(masked)

        for (index, type) in [CAGradientLayerType.axial, .radial, .conic].enumerated() {
            let gradient = CAGradientLayer()
            gradient.type = type
            gradient.frame = CGRect(x: 20 + CGFloat(index) * 80, y: 150, width: 64, height: 64)
            gradient.colors = [UIColor.systemYellow.cgColor, UIColor.systemRed.cgColor, UIColor.systemPurple.cgColor]
            gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
            gradient.endPoint = type == .axial ? CGPoint(x: 1, y: 1) : CGPoint(x: 1, y: 0.5)
            gradient.cornerRadius = 32
            gradient.masksToBounds = true
            layer.addSublayer(gradient)
        }

        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 270, y: 150, width: 64, height: 64)
        ring.path = CGPath(ellipseIn: ring.bounds.insetBy(dx: 6, dy: 6), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.lineWidth = 8
        ring.lineCap = .round
        ring.strokeEnd = 0.7
        layer.addSublayer(ring)

        let text = CATextLayer()
        text.frame = CGRect(x: 20, y: 240, width: 200, height: 30)
        text.string = "CATextLayer"
        text.fontSize = 20
        text.foregroundColor = UIColor.label.cgColor
        text.contentsScale = UIScreen.main.scale
        layer.addSublayer(text)

        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 230, y: 240, width: 120, height: 40)
        replicator.instanceCount = 6
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceAlphaOffset = -0.15
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 12, width: 14, height: 14)
        dot.cornerRadius = 7
        dot.backgroundColor = UIColor.systemBlue.cgColor
        replicator.addSublayer(dot)
        layer.addSublayer(replicator)

        layer.addSublayer(sparkles)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: LayersPage.burstSparkles))
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Emits from where the page was clicked for half a second.
    private func burstSparkles(_ tap: UITapGestureRecognizer) {
        let point = tap.location(in: self)
        sparkles.emitterPosition = CGPoint(x: point.x - sparkles.frame.minX, y: point.y - sparkles.frame.minY)
        sparkles.birthRate = 1
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            self?.sparkles.birthRate = 0
        }
    }

    override func draw(_ rect: CGRect) {
        "Layer effects and classes".draw(
            at: CGPoint(x: 20, y: 16),
            withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.label])
        "click for CAEmitterLayer sparkles".draw(
            at: CGPoint(x: 250, y: 380),
            withAttributes: [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.secondaryLabel])
    }
}
