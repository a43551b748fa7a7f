import WindowSystem

extension UIWindow {
    /// The platform window, created on first use when the app is connected to a backend.
    var platform: PlatformWindow? {
        if let platformWindow { return platformWindow }
        guard let backend = UIApplication.shared.backend else { return nil }
        let created = backend.makeWindow(
            WindowConfiguration(
                frame: screen.pixels(frame), title: windowTitle, applicationName: UIApplication.applicationName,
                kind: platformKind))
        platformWindow = created
        host = LayerHost(rootLayer: layer, window: created, scale: screen.scale)
        host?.didPresent = { UIApplication.shared.windowDidPresent() }
        created.setStackingHint(UIApplication.shared.stackingHint(for: self))
        if platformCornerRadius > 0 { created.setCornerRadius(platformCornerPixels) }
        applyWindowManagerHints(to: created)
        adoptPlatformSize()
        return created
    }

    /// Where keys start when nothing is first responder: the controller on top of the root
    /// controller's presentations, and inside it the child on screen (a tab's, a navigation stack's
    /// top), so keys go up through every container shown (a navigation controller hears Escape);
    /// the window when it has no root controller.
    var keyResponderWithoutFirstResponder: UIResponder {
        guard var controller = rootViewController else { return self }
        while let presented = controller.presentedStorage { controller = presented }
        while let shown = controller.childShownForKeys { controller = shown }
        return controller
    }

    /// The scene's title, else the root controller's, else the app's name.
    var windowTitle: String {
        if let title = windowScene?.title, !title.isEmpty { return title }
        return rootViewController?.title ?? UIApplication.applicationName
    }

    func updateTitle() {
        platformWindow?.setTitle(windowTitle)
    }

    func didShow() {
        updateMenuBarNowAndAtEndOfTurn()
        UIApplication.shared.bringToFront(self)
        if let root = rootViewController { showRootView(of: root) }
        platform?.show()
        UIApplication.shared.restackWindows()
        NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: self)
        ATSPIBridge.windowVisibilityDidChange(self, shown: true)
    }

    func didHide() {
        UIApplication.shared.cancelTouches(in: self)
        rootViewController?.disappearWithPresentations()
        platformWindow?.hide()
        UIApplication.shared.windowDidHide(self)
        NotificationCenter.default.post(name: UIWindow.didBecomeHiddenNotification, object: self)
        ATSPIBridge.windowVisibilityDidChange(self, shown: false)
    }

    func frameDidChange() {
        rootViewController?.viewIfLoaded?.frame = contentFrame
        guard !applyingPlatformFrame else { return }
        platformWindow?.setFrame(screen.pixels(frame))
        adoptPlatformSize()
    }

    /// Takes the platform window's size when it could not take the one asked for (the platform
    /// caps windows at the screen's size), so views lay out in what is shown.
    private func adoptPlatformSize() {
        guard let platformWindow else { return }
        let shown = screen.points(platformWindow.frame)
        guard shown.size != frame.size else { return }
        applyFrame(CGRect(origin: frame.origin, size: shown.size))
    }

    /// Applies a move or resize reported by the platform (for example a window manager resize); a
    /// new size is the desktop's rotation: `viewWillTransition(to:with:)` for the root controller and
    /// what it presents, then the new frame, and `traitCollectionDidChange` when a size class changed.
    func platformDidConfigure(_ pixels: PixelRect) {
        if followScreen(at: pixels) { return }
        let newFrame = screen.points(pixels)
        guard newFrame != frame else { return }
        guard newFrame.size != frame.size, let root = rootViewController else {
            applyFrame(newFrame)
            return
        }
        let coordinator = ControllerTransition(
            container: self, from: nil, to: nil, fromView: nil, toView: nil, animated: false, style: .none,
            animator: nil, interactor: nil)
        let previousTraits = traitCollection
        var controller: UIViewController? = root
        let contentSize = CGSize(
            width: newFrame.width, height: max(0, newFrame.height - (contentFrame.minY - bounds.minY)))
        while let current = controller {
            current.viewWillTransition(to: contentSize, with: coordinator)
            controller = current.presentedStorage
        }
        applyFrame(newFrame)
        coordinator.start()
        if traitCollection != previousTraits { updateTraitsIfNeeded() }
    }

    func applyFrame(_ newFrame: CGRect) {
        applyingPlatformFrame = true
        frame = newFrame
        applyingPlatformFrame = false
    }

    func rootViewControllerDidChange(from old: UIViewController?) {
        if let old, old !== rootViewController {
            if !isHidden { old.disappearWithPresentations() }
            old.endPresentationsAtOnce()
            if old.viewIfLoaded?.superview === self { old.view.removeFromSuperview() }
        }
        updateTitle()
        if let root = rootViewController, !isHidden { showRootView(of: root) }
    }

    /// Puts the root controller's view in the window, filling it, in the order iOS shows it:
    /// `viewWillAppear` now, layout at the next commit, `viewDidAppear` after that commit.
    private func showRootView(of controller: UIViewController) {
        let rootView = controller.view!
        rootView.frame = contentFrame
        controller.willAppear(animated: false)
        if rootView.superview !== self { insertSubview(rootView, at: 0) }
        if let menuBar { bringSubviewToFront(menuBar) }
        rootView.setNeedsLayout()
        UIApplication.shared.afterNextCommit { [weak controller] in controller?.didAppear(animated: false) }
    }
}
