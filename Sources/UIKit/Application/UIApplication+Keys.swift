import WindowSystem

/// Keys from the display: each press and release becomes a `UIPress` with its `UIKey`, sent to the
/// key window (its first responder, else the window), and media keys become remote-control events.
extension UIApplication {
    func handleKey(_ key: KeyEvent) {
        guard let window = keyWindow ?? window(for: key.window) else { return }
        if let subtype = Self.remoteControlSubtype(keysym: key.keysym) {
            guard key.isDown else { return }
            sendEvent(UIEvent(type: .remoteControl, subtype: subtype, timestamp: key.timestamp))
            return
        }
        let uiKey = UIKey(keyEvent: key)
        let start: UIResponder = window.firstResponder ?? window
        if key.isDown, performKeyCommand(for: uiKey, from: start) {
            consumedKeys.insert(key.keysym)
            return
        }
        // The release of a key whose press ran a key command is not a press either.
        if !key.isDown, consumedKeys.remove(key.keysym) != nil { return }
        let press = UIPress(key: uiKey, phase: key.isDown ? .began : .ended, timestamp: key.timestamp, window: window)
        press.responder = start
        sendEvent(UIPressesEvent(presses: [press], timestamp: key.timestamp))
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
        return false
    }

    private static func remoteControlSubtype(keysym: UInt32) -> UIEvent.EventSubtype? {
        switch keysym {
        case 0x1008_FF14: .remoteControlTogglePlayPause  // XF86AudioPlay
        case 0x1008_FF31: .remoteControlPause  // XF86AudioPause
        case 0x1008_FF15: .remoteControlStop  // XF86AudioStop
        case 0x1008_FF17: .remoteControlNextTrack  // XF86AudioNext
        case 0x1008_FF16: .remoteControlPreviousTrack  // XF86AudioPrev
        default: nil
        }
    }
}

extension UIWindow {
    /// Hands key presses to the first responder (else the window) by phase.
    func deliverPresses(_ event: UIPressesEvent) {
        let target: UIResponder = firstResponder ?? self
        for press in event.allPresses {
            let set: Set<UIPress> = [press]
            switch press.phase {
            case .began: target.pressesBegan(set, with: event)
            case .changed: target.pressesChanged(set, with: event)
            case .stationary: break
            case .ended: target.pressesEnded(set, with: event)
            case .cancelled: target.pressesCancelled(set, with: event)
            }
        }
    }
}
