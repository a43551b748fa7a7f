import WindowSystem

extension UIWindow {
    /// The platform window, created on first use when the app is connected to a backend.
    var platform: PlatformWindow? {
        if let platformWindow { return platformWindow }
        guard let backend = UIApplication.shared.backend else { return nil }
        let created = backend.makeWindow(
            WindowConfiguration(
                frame: screen.pixels(frame), title: windowTitle, applicationName: UIApplication.applicationName))
        platformWindow = created
        host = LayerHost(rootLayer: layer, window: created, scale: screen.scale)
        host?.didPresent = { UIApplication.shared.windowDidPresent() }
        created.setStackingHint(UIApplication.shared.stackingHint(for: self))
        return created
    }

    var windowTitle: String {
        rootViewController?.title ?? UIApplication.applicationName
    }

    func updateTitle() {
        platformWindow?.setTitle(windowTitle)
    }

    func didShow() {
        UIApplication.shared.bringToFront(self)
        if let root = rootViewController { showRootView(of: root) }
        platform?.show()
        UIApplication.shared.restackWindows()
        NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: self)
    }

    func didHide() {
        UIApplication.shared.cancelTouches(in: self)
        rootViewController?.disappear(animated: false)
        platformWindow?.hide()
        UIApplication.shared.windowDidHide(self)
        NotificationCenter.default.post(name: UIWindow.didBecomeHiddenNotification, object: self)
    }

    func frameDidChange() {
        rootViewController?.viewIfLoaded?.frame = bounds
        guard !applyingPlatformFrame else { return }
        platformWindow?.setFrame(screen.pixels(frame))
    }

    /// Applies a move or resize reported by the platform (for example a window manager resize).
    func platformDidConfigure(_ pixels: PixelRect) {
        let newFrame = screen.points(pixels)
        guard newFrame != frame else { return }
        applyingPlatformFrame = true
        frame = newFrame
        applyingPlatformFrame = false
    }

    func rootViewControllerDidChange(from old: UIViewController?) {
        if let old, old !== rootViewController {
            if !isHidden { old.disappear(animated: false) }
            if old.viewIfLoaded?.superview === self { old.view.removeFromSuperview() }
        }
        updateTitle()
        if let root = rootViewController, !isHidden { showRootView(of: root) }
    }

    /// Puts the root controller's view in the window, filling it, with seed 000 §2.2's appearance order:
    /// `viewWillAppear` now, layout at the next commit, `viewDidAppear` after that commit.
    private func showRootView(of controller: UIViewController) {
        let rootView = controller.view!
        rootView.frame = bounds
        controller.beginAppearance(animated: false)
        if rootView.superview !== self { addSubview(rootView) }
        rootView.setNeedsLayout()
        UIApplication.shared.afterNextCommit { [weak controller] in controller?.endAppearance(animated: false) }
    }
}
