import WindowSystem

/// Keys from the display: each press and release becomes a `UIPress` with its `UIKey`, sent to the
/// key window's first responder (else the window), and media keys become remote-control events.
///
/// A press goes first to keyboard focus (`UIWindow.handleKeyForFocus`: Tab, and the keys the
/// focused control handles), then to the key commands along the responder chain, then to keyboard
/// scrolling (`UIWindow.handleScrollKey`); only a key none takes becomes a `UIPress`, and its
/// release is no press either.
///
/// One `UIPress` lasts from the key's press to its release. A held key's repeats are no new presses;
/// when its press ran a key command, each repeat runs the command again (holding an arrow key moves
/// on, as on iPadOS).
extension UIApplication {
    func handleKey(_ key: KeyEvent) {
        guard let window = keyWindow ?? window(for: key.window) else { return }
        if let subtype = Self.remoteControlSubtype(key.usage) {
            guard key.isDown else { return }
            sendEvent(UIEvent(type: .remoteControl, subtype: subtype, timestamp: key.timestamp))
            return
        }
        let uiKey = UIKey(keyEvent: key)
        let start: UIResponder = window.firstResponder ?? window.keyResponderWithoutFirstResponder
        if key.isDown {
            if consumedKeys.contains(key.usage) {
                if !window.handleKeyForFocus(uiKey), !performKeyCommand(for: uiKey, from: start) {
                    _ = window.handleScrollKey(uiKey)
                }
                return
            }
            guard pressesInProgress[key.usage] == nil else {
                // A held key repeats (at the X server's rate) in text being edited; a press does not.
                (start as? KeyRepeating)?.repeatKey(uiKey)
                return
            }
            if window.handleKeyForFocus(uiKey) || performKeyCommand(for: uiKey, from: start)
                || window.handleScrollKey(uiKey)
            {
                consumedKeys.insert(key.usage)
                return
            }
            let press = UIPress(key: uiKey, phase: .began, timestamp: key.timestamp, window: window)
            press.responder = start
            pressesInProgress[key.usage] = press
            send(changed: [press], time: key.timestamp)
        } else {
            // The release of a key whose press ran a key command is not a press either.
            if consumedKeys.remove(key.usage) != nil { return }
            guard let press = pressesInProgress[key.usage] else { return }
            press.phase = .ended
            press.timestamp = key.timestamp
            send(changed: [press], time: key.timestamp)
            pressesInProgress[key.usage] = nil
        }
    }

    /// Cancels the presses in progress (the app lost keyboard focus while keys were held).
    func cancelPresses() {
        consumedKeys = []
        guard !pressesInProgress.isEmpty else { return }
        let time = CACurrentMediaTime()
        let presses = Array(pressesInProgress.values)
        for press in presses {
            press.phase = .cancelled
            press.timestamp = time
        }
        send(changed: presses, time: time)
        pressesInProgress = [:]
    }

    /// Sends one event holding every press in progress: `changed` in their new phases, the others
    /// `.stationary`.
    private func send(changed: [UIPress], time: TimeInterval) {
        var all = Set(changed)
        for press in pressesInProgress.values where !all.contains(press) {
            press.phase = .stationary
            all.insert(press)
        }
        sendEvent(UIPressesEvent(presses: all, timestamp: time))
    }

    /// Runs the first key command matching `key` offered along the chain from `start` (the first
    /// responder first): its action goes to the responder that can perform it, starting with the
    /// one offering the command. Returns whether a command ran; the press is then not delivered.
    private func performKeyCommand(for key: UIKey, from start: UIResponder) -> Bool {
        var responder: UIResponder? = start
        while let current = responder {
            for command in current.keyCommands ?? [] where command.matches(key) {
                guard let action = command.action,
                    let target = current.target(forAction: action, withSender: command) as? UIResponder
                else { continue }
                return target.perform(action, withSender: command, for: nil)
            }
            responder = current.next
        }
        return performMainMenuShortcut(for: key, from: start) || performEditShortcut(for: key, from: start)
    }

    /// Runs the main menu's key command for `key` (while the app shows a menu bar): its action goes to
    /// the first responder along the chain from `start` that can perform it, unless that responder's
    /// validation disables it. F10 alone opens the bar's first menu, as in GTK apps.
    private func performMainMenuShortcut(for key: UIKey, from start: UIResponder) -> Bool {
        if key.keyCode == .keyboardF10,
            key.modifierFlags.intersection([.shift, .control, .alternate, .command]).isEmpty,
            let bar = keyWindow?.menuBar
        {
            bar.openMenu(at: 0)
            return true
        }
        guard let command = mainMenu.keyCommand(matching: key), let action = command.action,
            let target = start.target(forAction: action, withSender: command) as? UIResponder
        else { return false }
        let shown = command.validationCopy()
        target.validate(shown)
        guard !shown.attributes.contains(.disabled) else { return false }
        return target.perform(action, withSender: command, for: nil)
    }

    /// Sends the edit action a desktop shortcut names (Ctrl+C: `copy:`) to the first responder
    /// along the chain from `start` that can perform it; false when none can, so the key goes on
    /// as a press.
    private func performEditShortcut(for key: UIKey, from start: UIResponder) -> Bool {
        guard let edit = StandardEditAction(shortcut: key),
            let target = start.target(forAction: edit.selector, withSender: self) as? UIResponder
        else { return false }
        return target.perform(edit.selector, withSender: self, for: nil)
    }

    /// The remote-control event a media key (HID consumer page) sends, or nil for other keys.
    private static func remoteControlSubtype(_ usage: KeyUsage) -> UIEvent.EventSubtype? {
        switch usage {
        case .playPause: .remoteControlTogglePlayPause
        case .pause: .remoteControlPause
        case .stop: .remoteControlStop
        case .nextTrack: .remoteControlNextTrack
        case .previousTrack: .remoteControlPreviousTrack
        default: nil
        }
    }
}
