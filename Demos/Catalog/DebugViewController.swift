import UIKit

/// A window rendered with the compositor's debug tints on (blended and offscreen), the visual aids
/// `CASEMENT_DEBUG=blended,offscreen,flash` turns on for every window: blended (non-opaque) layers
/// are tinted red, offscreen-rendered ones yellow — the costs of rendering made visible.
final class DebugViewController: UIViewController {
    override func loadView() {
        view = DebugCaptionView(frame: UIScreen.main.bounds)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rendering debug"
        view.backgroundColor = .systemBackground

        let opaque = UIView(frame: CGRect(x: 20, y: 60, width: 80, height: 60))
        opaque.backgroundColor = .systemBlue
        opaque.isOpaque = true
        view.addSubview(opaque)

        let translucent = UIView(frame: CGRect(x: 120, y: 60, width: 80, height: 60))
        translucent.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.5)
        view.addSubview(translucent)

        let group = UIView(frame: CGRect(x: 220, y: 60, width: 80, height: 60))
        group.backgroundColor = .systemGreen
        group.alpha = 0.7
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        inner.backgroundColor = .systemGreen
        group.addSubview(inner)
        view.addSubview(group)

        let rounded = UIView(frame: CGRect(x: 320, y: 60, width: 80, height: 60))
        rounded.layer.cornerRadius = 16
        rounded.clipsToBounds = true
        rounded.backgroundColor = .systemOrange
        let child = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 60))
        child.backgroundColor = .systemPink
        rounded.addSubview(child)
        view.addSubview(rounded)
    }
}

private final class DebugCaptionView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.needsDisplayOnBoundsChange = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        "Debug tints: blended red, offscreen yellow".draw(
            at: CGPoint(x: 20, y: 18),
            withAttributes: [.font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.label])
        let caption: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.secondaryLabel,
        ]
        for (index, text) in ["opaque", "alpha 0.5 colour", "group opacity", "rounded clip"].enumerated() {
            text.draw(at: CGPoint(x: 20 + CGFloat(index) * 100, y: 128), withAttributes: caption)
        }
    }
}
