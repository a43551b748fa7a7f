import WindowSystem

/// The app's window stack: levels first, then the window shown or made key last on top.
extension UIApplication {
    func register(_ window: UIWindow) {
        allWindows.removeAll { $0.value == nil }
        allWindows.append(Weak(window))
        if window.windowScene == nil { window.windowScene = sceneForNewWindow }
        TraitUpdates.subtreeMoved(window)
    }

    static func isBelow(_ a: UIWindow, _ b: UIWindow) -> Bool {
        (a.windowLevel.rawValue, a.stackingStamp) < (b.windowLevel.rawValue, b.stackingStamp)
    }

    func bringToFront(_ window: UIWindow) {
        stackingCounter += 1
        window.stackingStamp = stackingCounter
    }

    /// Restacks the visible windows on the display and refreshes their window-manager hints.
    func restackWindows() {
        guard let backend else { return }
        let visible = windows.filter { !$0.isHidden }
        for window in visible { window.platformWindow?.setStackingHint(stackingHint(for: window)) }
        backend.restack(topmostFirst: visible.reversed().compactMap(\.platformWindow))
    }

    /// Normal levels and below: normal; alert and above: transient for the key normal window;
    /// in between: kept above.
    func stackingHint(for window: UIWindow) -> WindowStackingHint {
        guard window.windowLevel > .normal else { return .normal }
        if window.windowLevel >= .alert, let anchor = mainNormalWindow(excluding: window)?.platformWindow {
            return .transient(for: anchor.id)
        }
        return .above
    }

    private func mainNormalWindow(excluding window: UIWindow) -> UIWindow? {
        if let key = keyWindow, key !== window, key.windowLevel <= .normal { return key }
        return windows.last { $0 !== window && !$0.isHidden && $0.windowLevel <= .normal }
    }

    func setKeyWindow(_ window: UIWindow) {
        bringToFront(window)
        restackWindows()
        window.demandsAttention = false
        guard keyWindowStorage !== window else { return }
        let old = keyWindowStorage
        keyWindowStorage = window
        if let old {
            old.resignKey()
            NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: old)
        }
        window.becomeKey()
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: window)
        ATSPIBridge.keyWindowDidChange(from: old, to: window)
    }

    /// A hidden key window resigns; the topmost remaining visible window becomes key.
    func windowDidHide(_ window: UIWindow) {
        if keyWindowStorage === window {
            keyWindowStorage = nil
            window.resignKey()
            NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: window)
            if let next = windows.last(where: { !$0.isHidden }) { next.makeKey() }
        }
        restackWindows()
    }

    func window(for id: WindowID) -> UIWindow? {
        allWindows.lazy.compactMap(\.value).first { $0.platformWindow?.id == id }
    }
}
