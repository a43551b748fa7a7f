import WindowSystem

/// A tooltip for a view (iOS 15, Mac Catalyst): when the pointer rests over the view for `delay`
/// seconds, a small label shows the tooltip just below the pointer, until the pointer leaves the
/// view (or the configuration's source rectangle), a button goes down, or the view leaves its window.
///
/// The tooltip is the delegate's configuration for the pointer's place, else `defaultToolTip`.
@preconcurrency @MainActor
open class UIToolTipInteraction: NSObject, UIInteraction {
    /// How long the pointer must rest before the tooltip shows (GTK's hover timeout).
    public static let delay: TimeInterval = 0.5

    open var isEnabled = true {
        didSet { if !isEnabled { hideToolTip() } }
    }
    open var defaultToolTip: String?
    open weak var delegate: (any UIToolTipInteractionDelegate)?
    public private(set) weak var view: UIView?

    private var hover: UIHoverGestureRecognizer?
    private var pending: ScheduledWork?
    /// Where the shown tooltip applies, in the view's coordinates.
    private var shownSourceRect: CGRect?

    public override init() {
        super.init()
    }

    public convenience init(defaultToolTip: String) {
        self.init()
        self.defaultToolTip = defaultToolTip
    }

    open func willMove(to view: UIView?) {
        hideToolTip()
        if let hover { self.view?.removeGestureRecognizer(hover) }
        hover = nil
    }

    open func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let recognizer = UIHoverGestureRecognizer { [weak self] in self?.hoverChanged($0) }
        view.addGestureRecognizer(recognizer)
        hover = recognizer
    }

    private func hoverChanged(_ recognizer: UIHoverGestureRecognizer) {
        guard let view else { return }
        let point = recognizer.location(in: view)
        switch recognizer.state {
        case .began, .changed:
            if let shownSourceRect {
                if shownSourceRect.contains(point) { return }
                hideToolTip()
            }
            pending?.cancel()
            pending = UIApplication.shared.schedule(after: Self.delay) { [weak self] in self?.showToolTip(at: point) }
        default:
            hideToolTip()
        }
    }

    /// The configuration for `point` (in the view): the delegate's, else the default tooltip over the view.
    private func configuration(at point: CGPoint) -> UIToolTipConfiguration? {
        if let delegate { return delegate.toolTipInteraction(self, configurationAt: point) }
        guard let defaultToolTip, !defaultToolTip.isEmpty else { return nil }
        return UIToolTipConfiguration(toolTip: defaultToolTip)
    }

    private func showToolTip(at point: CGPoint) {
        pending = nil
        guard isEnabled, let view, let window = view.window, !window.isHidden,
            let configuration = configuration(at: point), !configuration.toolTip.isEmpty
        else { return }
        let source = configuration.sourceRect.isNull ? view.bounds : configuration.sourceRect
        guard source.contains(point) else { return }
        shownSourceRect = source
        ToolTipWindow.show(configuration.toolTip, at: view.convert(point, to: window), in: window, owner: self)
    }

    /// Hides this interaction's tooltip and forgets a pending one.
    func hideToolTip() {
        pending?.cancel()
        pending = nil
        shownSourceRect = nil
        ToolTipWindow.hide(owner: self)
    }
}

/// Gives a tooltip interaction the tooltip for a place in its view.
@preconcurrency @MainActor
public protocol UIToolTipInteractionDelegate: NSObjectProtocol {
    /// The tooltip at `point` (in the interaction's view), or nil for none there.
    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint)
        -> UIToolTipConfiguration?
}

extension UIToolTipInteractionDelegate {
    public func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint)
        -> UIToolTipConfiguration?
    {
        interaction.defaultToolTip.map { UIToolTipConfiguration(toolTip: $0) }
    }
}

/// A tooltip's text and the part of the view it applies to (the whole view by default).
@preconcurrency @MainActor
open class UIToolTipConfiguration: NSObject {
    public let toolTip: String
    /// Where the tooltip applies, in the view's coordinates; `.null` for the whole view.
    public let sourceRect: CGRect

    public init(toolTip: String, in sourceRect: CGRect) {
        self.toolTip = toolTip
        self.sourceRect = sourceRect
        super.init()
    }

    public convenience init(toolTip: String) {
        self.init(toolTip: toolTip, in: .null)
    }
}
