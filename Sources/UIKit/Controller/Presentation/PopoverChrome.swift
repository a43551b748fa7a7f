import Foundation

/// A popover's arrow: a triangle in the box's colour from the box's edge to the tip at its source,
/// its base kept clear of the box's rounded corners.
@MainActor
final class PopoverArrowView: UIView {
    var fill: UIColor = .systemBackground {
        didSet { setNeedsDisplay() }
    }
    private var direction = UIPopoverArrowDirection.unknown

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    /// Puts the arrow between `box` and `tip`, for an arrow pointing in `direction`.
    func place(pointing direction: UIPopoverArrowDirection, at tip: CGPoint, besides box: CGRect) {
        self.direction = direction
        isHidden = direction == .unknown
        let length = UIPopoverPresentationController.arrowLength
        let base = UIPopoverPresentationController.arrowBase
        let corner = UIPopoverPresentationController.cornerRadius
        func along(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            min(max(value - base / 2, low + corner), high - corner - base)
        }
        switch direction {
        case .up: frame = CGRect(x: along(tip.x, box.minX, box.maxX), y: box.minY - length, width: base, height: length)
        case .down: frame = CGRect(x: along(tip.x, box.minX, box.maxX), y: box.maxY, width: base, height: length)
        case .left:
            frame = CGRect(x: box.minX - length, y: along(tip.y, box.minY, box.maxY), width: length, height: base)
        case .right: frame = CGRect(x: box.maxX, y: along(tip.y, box.minY, box.maxY), width: length, height: base)
        default: break
        }
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
        let points: [CGPoint]
        switch direction {
        case .up: points = [CGPoint(x: 0, y: b.maxY), CGPoint(x: b.midX, y: 0), CGPoint(x: b.maxX, y: b.maxY)]
        case .down: points = [CGPoint(x: 0, y: 0), CGPoint(x: b.midX, y: b.maxY), CGPoint(x: b.maxX, y: 0)]
        case .left: points = [CGPoint(x: b.maxX, y: 0), CGPoint(x: 0, y: b.midY), CGPoint(x: b.maxX, y: b.maxY)]
        case .right: points = [CGPoint(x: 0, y: 0), CGPoint(x: b.maxX, y: b.midY), CGPoint(x: 0, y: b.maxY)]
        default: return
        }
        context.setFillColor(fill.cgColor)
        context.addLines(between: points)
        context.closePath()
        context.fillPath()
    }
}

/// Covers a popover's container behind the box: a click there dismisses the popover, and a click
/// over one of its passthrough views goes through to that view.
@MainActor
final class PopoverOutsideClickView: UIView {
    private weak var popover: UIPopoverPresentationController?

    init(_ popover: UIPopoverPresentationController) {
        self.popover = popover
        super.init(frame: .zero)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let container = superview, popover?.passesThrough(at: convert(point, to: container)) == false else {
            return nil
        }
        return super.hitTest(point, with: event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        popover?.clickedOutside()
    }
}
