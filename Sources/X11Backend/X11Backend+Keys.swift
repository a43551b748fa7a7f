import WindowSystem

/// Keeps a key's usage from its press to its release: a modifier pressed or released meanwhile
/// changes the keysym (`a` to `A`, `,` to `?`), and the app must still see the release of the key it
/// saw pressed.
extension X11Backend {
    /// The usage to report for a press (or repeat) or release of the key with `keycode`.
    func keyUsage(keycode: UInt32, keysym: UInt32, isDown: Bool) -> KeyUsage {
        if isDown {
            let usage = pressedKeys[keycode] ?? X11KeyUsage.usage(keysym: keysym, keycode: keycode)
            pressedKeys[keycode] = usage
            return usage
        }
        return pressedKeys.removeValue(forKey: keycode) ?? X11KeyUsage.usage(keysym: keysym, keycode: keycode)
    }
}
