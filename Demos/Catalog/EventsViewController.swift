import UIKit

/// Events: a button, a pad with tap, double-tap, long-press and pan recognizers (the pan scrolls
/// with the wheel too), and a square that Ctrl+wheel zooms and Shift+Ctrl+wheel turns; each event
/// lights up in the log as it fires, and the window shows the responder chain of what was clicked.
/// The pointer turns into a hand over the button and the pad, and into an I-beam over the log.
final class EventsViewController: UIViewController, UIPointerInteractionDelegate {
    private let log = EventLogView(frame: .zero)
    private let square = UIView(frame: CGRect(x: 330, y: 40, width: 50, height: 50))
    private var zoom: CGFloat = 1
    private var angle: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Events"
        view.backgroundColor = .systemBackground

        let button = UIButton(
            type: .system, primaryAction: UIAction { [weak self] _ in self?.log.add("button: primary action") })
        button.setTitle("Button", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 90, height: 36)
        button.backgroundColor = .systemGray6
        button.layer.cornerRadius = 8
        button.isPointerInteractionEnabled = true
        for (event, name) in [
            (UIControl.Event.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
            (.touchDragExit, "touchDragExit"), (.touchUpOutside, "touchUpOutside"),
        ] {
            button.addAction(UIAction { [weak self] _ in self?.log.add("button: \(name)") }, for: event)
        }
        view.addSubview(button)

        let pad = UIView(frame: CGRect(x: 130, y: 20, width: 150, height: 90))
        pad.backgroundColor = .systemIndigo
        pad.layer.cornerRadius = 12
        let double = UITapGestureRecognizer { [weak self] _ in self?.log.add("double tap") }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { [weak self] _ in self?.log.add("tap") }
        single.require(toFail: double)
        let press = UILongPressGestureRecognizer { [weak self] recognizer in
            if recognizer.state == .began { self?.log.add("long press") }
        }
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            guard recognizer.state == .ended, let view = recognizer.view else { return }
            let t = recognizer.translation(in: view)
            let name = recognizer.numberOfTouches == 0 ? "scroll" : "pan"
            self?.log.add("\(name) ended by (\(Int(t.x)), \(Int(t.y)))")
        }
        pan.allowedScrollTypesMask = .all
        for recognizer in [double, single, press, pan] as [UIGestureRecognizer] { pad.addGestureRecognizer(recognizer) }
        pad.addInteraction(UIPointerInteraction(delegate: nil))
        view.addSubview(pad)
        addSquare()

        log.frame = CGRect(x: 20, y: 120, width: 400, height: 100)
        log.addInteraction(UIPointerInteraction(delegate: self))
        view.addSubview(log)
    }

    /// The log reads like text: the I-beam over it.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        UIPointerStyle(shape: .verticalBeam(length: 16))
    }

    /// The square that Ctrl+wheel zooms (between half and twice its size) and Shift+Ctrl+wheel turns.
    private func addSquare() {
        square.backgroundColor = .systemOrange
        let pinch = UIPinchGestureRecognizer { [weak self] recognizer in
            guard let self else { return }
            zoom = min(max(zoom * recognizer.scale, 0.5), 2)
            recognizer.scale = 1
            turnSquare(ended: recognizer.state == .ended ? "zoom ended at ×\(String(format: "%.2f", zoom))" : nil)
        }
        let rotation = UIRotationGestureRecognizer { [weak self] recognizer in
            guard let self else { return }
            angle += recognizer.rotation
            recognizer.rotation = 0
            turnSquare(ended: recognizer.state == .ended ? "turn ended at \(Int((angle * 180 / .pi).rounded()))°" : nil)
        }
        square.addGestureRecognizer(pinch)
        square.addGestureRecognizer(rotation)
        view.addSubview(square)
    }

    private func turnSquare(ended line: String?) {
        square.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: zoom, y: zoom)
        if let line { log.add(line) }
    }

    /// Called by the window with the responder chain of each touch as it begins.
    func show(chain: [String]) {
        log.chain = chain.joined(separator: " → ")
    }
}

/// The last few events, newest first, and the responder chain of the last click.
final class EventLogView: UIView {
    private var lines: [String] = [
        "Tap, double-tap, long-press, drag or wheel the pad", "or click the button;",
        "Ctrl+wheel zooms the square, Shift+Ctrl+wheel turns it",
    ]
    var chain = "" { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func add(_ line: String) {
        lines.insert(line, at: 0)
        lines = Array(lines.prefix(4))
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let style: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.label,
        ]
        for (index, line) in lines.enumerated() {
            line.draw(
                at: CGPoint(x: 0, y: CGFloat(index) * 16),
                withAttributes: index == 0
                    ? [.font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: UIColor.systemBlue] : style)
        }
        "chain: \(chain)".draw(
            in: CGRect(x: 0, y: 68, width: bounds.width, height: 32),
            withAttributes: [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.secondaryLabel])
    }
}

/// A window that reports the responder chain of every touch as it begins, then delivers it.
final class EventsWindow: UIWindow {
    override func sendEvent(_ event: UIEvent) {
        if let touch = event.allTouches?.first, touch.phase == .began,
            let controller = rootViewController as? EventsViewController
        {
            var chain: [String] = []
            var responder: UIResponder? = touch.view
            while let current = responder {
                chain.append(String(describing: type(of: current)))
                responder = current.next
            }
            controller.show(chain: chain)
        }
        super.sendEvent(event)
    }
}
