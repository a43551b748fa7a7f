/// How an alert is shown on a desktop: in a window of its own at `.alert` level, the size of the
/// card, centred over the presenting window (an action sheet sits at that window's bottom edge),
/// while the presenting window is dimmed by 20 % black and takes no touches. The dialog window is
/// cut to the card's rounded corners, so the presenting window shows there; where the platform
/// cannot cut windows, its background, a dimmed white, shows instead. The alert pops in (scale
/// 1.15 → 1 and a fade, 0.2 s) and fades out.
extension UIAlertController {
    /// The dimming colour of the presenting window, and the dialog window's background (seen while
    /// the card fades, and at its corners where windows cannot be cut).
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)
    static let dialogBackground = UIColor(white: 0.8, alpha: 1)
    static let popDuration: TimeInterval = 0.2

    func presentAsDialog(
        from presenter: UIViewController, over window: UIWindow, animated: Bool, completion: (() -> Void)?
    ) {
        presenter.presentedStorage = self
        presentingStorage = presenter
        beingPresented = true
        loadViewIfNeeded()

        let dimming = PresentationContainerView(frame: window.bounds)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = Self.dimmingColor
        window.addSubview(dimming)
        dimmingView = dimming

        let size = preferredCardSize(fitting: window.bounds.size)
        let area = window.frame
        let origin =
            preferredStyle == .alert
            ? CGPoint(x: area.midX - size.width / 2, y: area.midY - size.height / 2)
            : CGPoint(x: area.midX - size.width / 2, y: area.maxY - size.height - 8)
        let dialog = UIWindow(frame: CGRect(origin: CGPoint(x: origin.x.rounded(), y: origin.y.rounded()), size: size))
        dialog.windowLevel = .alert
        dialog.backgroundColor = Self.dialogBackground
        dialog.platformCornerRadius = AlertMetrics.cornerRadius
        dimming.heldWindow = dialog
        dialogWindow = dialog
        dialog.rootViewController = self
        dialog.makeKeyAndVisible()

        if animated {
            dimming.alpha = 0
            view.alpha = 0
            view.transform = CGAffineTransform(scaleX: 1.15, y: 1.15)
            UIView.animate(withDuration: Self.popDuration) {
                dimming.alpha = 1
                self.view.alpha = 1
                self.view.transform = .identity
            }
        }
        UIApplication.shared.afterNextCommit { [weak self] in
            self?.beingPresented = false
            completion?()
        }
    }

    func dismissDialog(animated: Bool, completion: (() -> Void)?) {
        guard let presenter = presentingStorage else { return }
        beingDismissed = true
        appearanceIsManaged = true
        willDisappear(animated: animated)
        let finish = { [self] in
            appearanceIsManaged = false
            dialogWindow?.isHidden = true
            dialogWindow?.rootViewController = nil
            dimmingView?.removeFromSuperview()
            presenter.presentedStorage = nil
            presentingStorage = nil
            beingDismissed = false
            presenter.viewIfLoaded?.window?.makeKey()
            completion?()
        }
        guard animated else {
            finish()
            return
        }
        UIView.animate(
            withDuration: Self.popDuration,
            animations: {
                self.dimmingView?.alpha = 0
                self.view.alpha = 0
            },
            completion: { _ in finish() })
    }
}
