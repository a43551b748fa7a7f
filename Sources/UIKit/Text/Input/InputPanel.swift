/// Where a first responder's `inputView` and `inputAccessoryView` show on a desktop: a panel
/// window of their own under the responder (above it when there is no room below), the accessory
/// on top, as wide as the responder or the views need. It never keeps key status: keys go on to
/// the responder's window, so typing still reaches the field while the panel's controls work.
@MainActor
final class InputPanel {
    private static var shown: InputPanel?

    private let window: InputPanelWindow
    private weak var responder: UIView?

    private init(responder: UIView, views: [UIView], frame: CGRect) {
        self.responder = responder
        window = InputPanelWindow(frame: frame)
        window.windowLevel = .alert
        window.backgroundColor = .secondarySystemBackground
        window.sourceWindow = responder.window
        var y: CGFloat = 0
        for view in views {
            let height = Self.height(of: view, width: frame.width)
            view.frame = CGRect(x: 0, y: y, width: frame.width, height: height)
            view.autoresizingMask = [.flexibleWidth]
            window.addSubview(view)
            y += height
        }
    }

    /// Shows `input` and `accessory` (either may be nil) under `responder`, replacing any panel
    /// shown; with neither, hides the panel.
    static func show(for responder: UIView, input: UIView?, accessory: UIView?) {
        hide()
        let views = [accessory, input].compactMap { $0 }
        guard !views.isEmpty, let sourceWindow = responder.window else { return }
        let width = max(responder.bounds.width, views.map(\.frame.width).max() ?? 0)
        let height = views.reduce(0) { $0 + Self.height(of: $1, width: width) }
        let rect = sourceWindow.convert(responder.convert(responder.bounds, to: sourceWindow), to: nil as UIWindow?)
        let frame = MenuPopup.placement(
            of: CGSize(width: width, height: height), from: rect, on: sourceWindow.screen.frameForWindows)
        let panel = InputPanel(responder: responder, views: views, frame: frame)
        shown = panel
        panel.window.isHidden = false
    }

    /// Hides the panel of `responder` (of any responder when nil).
    static func hide(for responder: UIView? = nil) {
        guard let panel = shown, responder == nil || panel.responder === responder else { return }
        shown = nil
        for view in panel.window.subviews { view.removeFromSuperview() }
        panel.window.isHidden = true
    }

    private static func height(of view: UIView, width: CGFloat) -> CGFloat {
        if view.frame.height > 0 { return view.frame.height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic > 0 ? intrinsic : view.sizeThatFits(CGSize(width: width, height: 0)).height
    }
}

/// The panel's window: made key by a click in it, it hands key status straight back to the
/// window of the responder it serves.
final class InputPanelWindow: UIWindow {
    weak var sourceWindow: UIWindow?

    override func becomeKey() {
        super.becomeKey()
        if let sourceWindow, !sourceWindow.isHidden { sourceWindow.makeKey() }
    }
}
