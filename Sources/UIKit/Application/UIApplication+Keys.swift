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
        let press = UIPress(
            key: UIKey(keyEvent: key), phase: key.isDown ? .began : .ended, timestamp: key.timestamp, window: window)
        press.responder = window.firstResponder ?? window
        sendEvent(UIPressesEvent(presses: [press], timestamp: key.timestamp))
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
