import UIKit

/// `UIImageView` in every content mode, animating frames drawn with `UIGraphicsImageRenderer`,
/// tinting a template image, and switching to its highlighted image; the switches print their events.
final class ImageViewViewController: ControlPageViewController {
    override class var pageTitle: String { "Image View" }
    override class var controlClass: String { "UIImageView" }

    private static let modes: [(String, UIView.ContentMode)] = [
        ("scaleToFill", .scaleToFill), ("scaleAspectFit", .scaleAspectFit), ("scaleAspectFill", .scaleAspectFill),
        ("redraw", .redraw), ("center", .center), ("top", .top), ("bottom", .bottom), ("left", .left),
        ("right", .right), ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft),
        ("bottomRight", .bottomRight),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        let day = Self.landscape(night: false)
        let modes = CaptionedTilesView(
            Self.modes.map { name, mode in
                let view = UIImageView(image: day)
                view.contentMode = mode
                view.backgroundColor = .systemGray6
                view.clipsToBounds = true
                return (name, view)
            }, tileSize: CGSize(width: 68, height: 68), columns: 5)
        addSection("Content modes", [StateRow(nil, modes, placement: .whole, height: modes.preferredHeight + 16)])

        let animated = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        animated.animationImages = (0..<Self.frameCount).map(Self.frame)
        animated.animationDuration = 1.2
        animated.startAnimating()
        let animating = switchRow("isAnimating", isOn: true) { isOn in
            if isOn { animated.startAnimating() } else { animated.stopAnimating() }
        }
        addSection("Animation images", [StateRow("12 frames, 1.2 s", animated, height: 72), animating])

        let star = Self.star.withRenderingMode(.alwaysTemplate)
        let tints: [(String, UIColor?)] = [
            ("tintColor", nil), ("systemOrange", .systemOrange), ("systemGreen", .systemGreen),
            ("systemPink", .systemPink),
        ]
        var tinted: [(caption: String, view: UIView)] = tints.map { name, color in
            let view = UIImageView(image: star)
            if let color { view.tintColor = color }
            return (name, view)
        }
        tinted.append(("original", UIImageView(image: Self.star.withRenderingMode(.alwaysOriginal))))
        let templates = CaptionedTilesView(tinted, tileSize: CGSize(width: 36, height: 36), columns: 5)
        addSection(
            "Template images", [StateRow(nil, templates, placement: .whole, height: templates.preferredHeight + 16)])

        let highlighted = UIImageView(image: day, highlightedImage: Self.landscape(night: true))
        let highlighting = switchRow("isHighlighted", isOn: false) { highlighted.isHighlighted = $0 }
        addSection(
            "Highlighted image", [StateRow("Day; night when highlighted", highlighted, height: 60), highlighting])
    }

    /// A row named `name` with a switch that calls `change` with its new state, printing its events.
    private func switchRow(_ name: String, isOn: Bool, change: @escaping (Bool) -> Void) -> StateRow {
        let toggle = UISwitch()
        toggle.isOn = isOn
        toggle.addAction(UIAction { [weak toggle] _ in change(toggle?.isOn ?? false) }, for: .valueChanged)
        logEvents(of: toggle, as: name, [.valueChanged]) { $0.isOn ? "on" : "off" }
        return StateRow(name, toggle)
    }

    /// A 96 × 48 landscape, wider than a tile and shorter, framed so each content mode's crop shows:
    /// a sun over green hills by day, the moon over dark ones by night.
    private static func landscape(night: Bool) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 96, height: 48)).image { context in
            let bounds = CGRect(x: 0, y: 0, width: 96, height: 48)
            (night
                ? UIColor(red: 0.1, green: 0.12, blue: 0.3, alpha: 1)
                : UIColor(red: 0.55, green: 0.8, blue: 1, alpha: 1))
                .setFill()
            context.fill(bounds)
            (night ? UIColor(white: 0.95, alpha: 1) : UIColor.systemYellow).setFill()
            UIBezierPath(ovalIn: CGRect(x: 66, y: 6, width: 16, height: 16)).fill()
            (night ? UIColor(red: 0.1, green: 0.3, blue: 0.15, alpha: 1) : UIColor.systemGreen).setFill()
            UIBezierPath(ovalIn: CGRect(x: -20, y: 28, width: 80, height: 44)).fill()
            UIBezierPath(ovalIn: CGRect(x: 40, y: 32, width: 76, height: 40)).fill()
            UIColor.systemRed.setStroke()
            let frame = UIBezierPath(rect: bounds.insetBy(dx: 1, dy: 1))
            frame.lineWidth = 2
            frame.stroke()
        }
    }

    private static let frameCount = 12

    /// Frame `index` of the animation: a dot a twelfth further round a ring, in a colour a twelfth
    /// further round the hue circle, with the frame's number in the middle.
    private static func frame(_ index: Int) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60)).image { _ in
            let ring = UIBezierPath(ovalIn: CGRect(x: 8, y: 8, width: 44, height: 44))
            ring.lineWidth = 3
            UIColor.systemGray5.setStroke()
            ring.stroke()
            let angle = CGFloat(index) / CGFloat(frameCount) * 2 * .pi - .pi / 2
            let colour = UIColor(hue: CGFloat(index) / CGFloat(frameCount), saturation: 0.8, brightness: 0.9, alpha: 1)
            colour.setFill()
            UIBezierPath(
                ovalIn: CGRect(x: 30 + 22 * cos(angle) - 6, y: 30 + 22 * sin(angle) - 6, width: 12, height: 12)
            )
            .fill()
            let number = "\(index + 1)" as NSString
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: colour,
            ]
            let size = number.size(withAttributes: attributes)
            number.draw(at: CGPoint(x: 30 - size.width / 2, y: 30 - size.height / 2), withAttributes: attributes)
        }
    }

    /// A five-pointed star drawn in black, for use as a template or as it is.
    private static let star = UIGraphicsImageRenderer(size: CGSize(width: 36, height: 36)).image { _ in
        let star = UIBezierPath()
        for point in 0..<10 {
            let radius: CGFloat = point.isMultiple(of: 2) ? 17 : 7
            let angle = CGFloat(point) * .pi / 5 - .pi / 2
            let corner = CGPoint(x: 18 + radius * cos(angle), y: 19 + radius * sin(angle))
            if point == 0 { star.move(to: corner) } else { star.addLine(to: corner) }
        }
        star.close()
        star.fill()
    }
}
