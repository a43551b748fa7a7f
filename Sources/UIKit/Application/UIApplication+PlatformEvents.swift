import WindowSystem

extension UIApplication {
    /// Turns a backend event into window and app-state changes.
    ///
    /// Runs in the run-loop turn the event woke the loop for; what handling it changed is committed
    /// and presented at the end of that same turn, so input never waits for a frame tick.
    func handle(_ event: PlatformEvent) {
        switch event {
        case .exposed(let id, _):
            window(for: id)?.host?.setNeedsComposite()
        case .configured(let id, let frame):
            window(for: id)?.platformDidConfigure(frame)
        case .focusChanged(let id, let focused):
            focusChanged(window(for: id), focused: focused)
        case .mapChanged(let id, let mapped, let requested):
            guard let window = window(for: id) else { return }
            if mapped { window.host?.setNeedsComposite() } else { cancelTouches(in: window) }
            if !requested { mapped ? windowRestored() : windowIconified() }
        case .closeRequested(let id), .destroyed(let id):
            guard let window = window(for: id) else { return }
            closeRequested(window)
        case .pointer(let pointer):
            handlePointer(pointer)
        case .pointerGrabLost(let id):
            cancelTouches(in: window(for: id))
        case .touch(let touch):
            handleTouch(touch)
        case .key(let key):
            // Escape ends the app's drag in progress, as on the Mac; the key goes nowhere else.
            if key.isDown, key.usage == .keyboard(UInt16(UIKeyboardHIDUsage.keyboardEscape.rawValue)),
                let drag = dragSession, drag.source != nil
            {
                return drag.cancel()
            }
            handleKey(key)
        case .textInput(let id, let input):
            handleTextInput(input, in: window(for: id))
        case .selectionChanged(let selection):
            guard selection == .clipboard else { return }
            NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: UIPasteboard.general)
        case .desktopSettingsChanged(let settings):
            adoptDesktopSettings(settings, notify: true)
        case .screensChanged(let screens):
            screensChanged(screens)
        case .externalDrag(let id, let drag):
            handleExternalDrag(drag, in: id)
        }
    }

    private func focusChanged(_ window: UIWindow?, focused: Bool) {
        guard let window else { return }
        if focused {
            focusedWindow = window
            // Focus that arrives for another window while our own request is in flight is stale.
            let stale = pendingFocusRequest.map { $0 !== window } ?? false
            if pendingFocusRequest === window { pendingFocusRequest = nil }
            if !stale, !window.isHidden { setKeyWindow(window) }
            if applicationState == .inactive { becomeActive() }
        } else {
            cancelTouches(in: window)
            cancelPresses()
            if focusedWindow === window { focusedWindow = nil }
            // Focus moving between two app windows arrives as out-then-in: decide at the end of the turn.
            backend?.scheduler.scheduleAtEndOfTurn { [weak self] in
                guard let self, focusedWindow == nil else { return }
                resignActive()
            }
        }
    }

    private func windowIconified() {
        let shown = windows.filter { !$0.isHidden }
        if shown.allSatisfy({ $0.platformWindow?.isMapped == false }) { enterBackground() }
    }

    private func windowRestored() {
        enterForeground()
    }

    /// The window manager closed a window, or another client destroyed it: with other scenes open, a
    /// normal window's scene is destroyed (its session discarded); else the last visible window
    /// terminates the app, others hide (a destroyed platform window ignores the request).
    func closeRequested(_ window: UIWindow) {
        if let scene = window.windowScene, window.windowLevel <= .normal, scenes.count > 1, scenes.contains(scene) {
            destroy(scene)
            return
        }
        let othersShown = windows.contains { $0 !== window && !$0.isHidden && $0.platformKind == .normal }
        if othersShown {
            window.isHidden = true
        } else {
            terminate()
        }
    }
}
