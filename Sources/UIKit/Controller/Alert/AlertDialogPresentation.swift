/// How an alert is shown on a desktop: in a window of its own at `.alert` level, the size of the
/// card, centred over the presenting window (an action sheet sits at that window's bottom edge),
/// while the presenting window is dimmed by 20 % black and takes no touches. The dialog window is
/// cut to the card's rounded corners, so the presenting window shows there; where the platform
/// cannot cut windows, its background, a dimmed white, shows instead. The alert pops in (scale
/// 1.15 → 1 and a fade, 0.2 s) and fades out.
final class AlertDialogPresentation: UIPresentationController {
    /// The dimming colour of the presenting window, and the dialog window's background (seen while
    /// the card fades, and at its corners where windows cannot be cut).
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)
    static let dialogBackground = UIColor.appearance(
        "alertDialogBackgroundColor", light: UIColor(white: 0.8, alpha: 1), dark: UIColor(white: 0.2, alpha: 1))
    static let popDuration: TimeInterval = 0.2

    /// While presented: the window the alert is shown in (kept by the dimming view over the
    /// presenter's window, so nothing holds it once that is gone), and that dimming view.
    private(set) weak var dialogWindow: UIWindow?
    private weak var dimmingView: PresentationContainerView?
    private unowned let alert: UIAlertController

    init(alert: UIAlertController, presenting: UIViewController?) {
        self.alert = alert
        super.init(presentedViewController: alert, presenting: presenting)
    }

    override func presentOutsideContainer(over window: UIWindow, animated: Bool, completion: (() -> Void)?) -> Bool {
        let dimming = PresentationContainerView(frame: window.bounds)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = Self.dimmingColor
        window.addSubview(dimming)
        dimmingView = dimming

        let size = alert.preferredCardSize(fitting: window.bounds.size)
        let area = window.frame
        let origin =
            alert.preferredStyle == .alert
            ? CGPoint(x: area.midX - size.width / 2, y: area.midY - size.height / 2)
            : CGPoint(x: area.midX - size.width / 2, y: area.maxY - size.height - 8)
        let dialog = UIWindow(frame: CGRect(origin: CGPoint(x: origin.x.rounded(), y: origin.y.rounded()), size: size))
        dialog.windowLevel = .alert
        // The dialog looks as the presenter does, raised above it as iOS raises alerts.
        dialog.overrideUserInterfaceStyle = window.traitCollection.userInterfaceStyle
        alert.traitOverrides.userInterfaceLevel = .elevated
        dialog.backgroundColor = Self.dialogBackground
        dialog.platformCornerRadius = AlertMetrics.cornerRadius
        dimming.heldWindow = dialog
        dialogWindow = dialog
        dialog.rootViewController = alert
        dialog.makeKeyAndVisible()
        // Shown while the user is in another app: the desktop flashes the window until it is key.
        if UIApplication.shared.applicationState != .active {
            window.demandsAttention = true
            dialog.demandsAttention = true
        }

        if animated {
            let card = alert.view!
            dimming.alpha = 0
            card.alpha = 0
            card.transform = CGAffineTransform(scaleX: 1.15, y: 1.15)
            UIView.animate(withDuration: Self.popDuration) {
                dimming.alpha = 1
                card.alpha = 1
                card.transform = .identity
            }
        }
        UIApplication.shared.afterNextCommit { [weak alert] in
            alert?.beingPresented = false
            completion?()
        }
        return true
    }

    override func dismissOutsideContainer(animated: Bool, completion: (() -> Void)?) -> Bool {
        guard dialogWindow != nil, let presenter = alert.presentingStorage else { return false }
        // Held until the end: letting the presenter go of it may release it.
        let alert = self.alert
        alert.beingDismissed = true
        alert.appearanceIsManaged = true
        alert.willDisappear(animated: animated)
        let finish = { [self, alert] in
            alert.appearanceIsManaged = false
            removeAtOnce()
            presenter.presentedStorage = nil
            alert.presentingStorage = nil
            alert.beingDismissed = false
            alert.presentationStorage = nil
            presenter.viewIfLoaded?.window?.makeKey()
            completion?()
        }
        guard animated else {
            finish()
            return true
        }
        UIView.animate(
            withDuration: Self.popDuration,
            animations: {
                self.dimmingView?.alpha = 0
                alert.view.alpha = 0
            },
            completion: { _ in finish() })
        return true
    }

    override func removeAtOnce() {
        dialogWindow?.isHidden = true
        dialogWindow?.rootViewController = nil
        dimmingView?.removeFromSuperview()
    }
}
