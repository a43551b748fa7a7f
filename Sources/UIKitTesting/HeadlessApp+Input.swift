import UIKit
import WindowSystem

/// Synthetic mouse input, in window points at the current manual-clock time; each call is one
/// run-loop turn (the event is delivered, then layout, drawing and presenting run).
extension HeadlessApp {
    /// Presses the mouse button at `point` in `window`, with `modifiers` held (Shift+click).
    public func pointerDown(at point: CGPoint, in window: UIWindow, button: Int = 1, modifiers: KeyModifiers = []) {
        injectPointer(.down, at: point, in: window, button: button, modifiers: modifiers)
    }

    /// Moves the pointer to `point` in `window` (a drag while the button is down).
    public func pointerMove(to point: CGPoint, in window: UIWindow) {
        injectPointer(.moved, at: point, in: window, button: 0)
    }

    /// Releases the mouse button at `point` in `window`.
    public func pointerUp(at point: CGPoint, in window: UIWindow, button: Int = 1) {
        injectPointer(.up, at: point, in: window, button: button)
    }

    /// Clicks (press and release) at `point` in `window`, with `modifiers` held. Clicks at the
    /// same place with no time passing between them count up the touch's `tapCount`.
    public func click(at point: CGPoint, in window: UIWindow, modifiers: KeyModifiers = []) {
        pointerDown(at: point, in: window, modifiers: modifiers)
        pointerUp(at: point, in: window)
    }

    /// Turns the mouse wheel by whole notches with the pointer at `point` in `window`, one event per
    /// notch as X reports them: positive `dy` is towards the user (content scrolls up), positive `dx`
    /// a tilt to the right. `modifiers` are the keys held (Shift, Ctrl).
    public func scroll(
        dx: Int = 0, dy: Int = 0, at point: CGPoint, in window: UIWindow, modifiers: KeyModifiers = []
    ) {
        for _ in 0..<abs(dy) {
            injectPointer(.scroll(dx: 0, dy: dy > 0 ? 1 : -1), at: point, in: window, button: 0, modifiers: modifiers)
        }
        for _ in 0..<abs(dx) {
            injectPointer(.scroll(dx: dx > 0 ? 1 : -1, dy: 0), at: point, in: window, button: 0, modifiers: modifiers)
        }
    }

    /// Scrolls continuously by `dx`, `dy` points in one event with the pointer at `point` in `window`,
    /// as a touchpad's two fingers do (what X11 reports through XInput 2 scroll valuators). The signs
    /// are those of `scroll(dx:dy:at:in:modifiers:)`: positive `dy` moves onto content further down,
    /// positive `dx` onto content further right. `phase: .ended` says the fingers lifted, which
    /// platforms other than X11 report (on X11 the gesture ends when deltas stop coming); `modifiers`
    /// are the keys held.
    public func smoothScroll(
        dx: CGFloat = 0, dy: CGFloat = 0, phase: ScrollPhase = .changed, at point: CGPoint, in window: UIWindow,
        modifiers: KeyModifiers = []
    ) {
        let scale = window.screen.scale
        injectPointer(
            .smoothScroll(dx: Double(dx * scale), dy: Double(dy * scale), phase: phase), at: point, in: window,
            button: 0, modifiers: modifiers)
    }

    private func injectPointer(
        _ kind: PointerEvent.Kind, at point: CGPoint, in window: UIWindow, button: Int, modifiers: KeyModifiers = []
    ) {
        guard let id = platformWindow(of: window)?.id else { return }
        let scale = window.screen.scale
        let location = PixelPoint(x: Int((point.x * scale).rounded()), y: Int((point.y * scale).rounded()))
        inject(
            .pointer(
                PointerEvent(
                    window: id, kind: kind, button: button, location: location, modifiers: modifiers,
                    timestamp: scheduler.now)
            ))
    }
}

/// Synthetic keys, by USB HID usage, as a US keyboard reports them unless the test says what a key
/// typed; each call is one run-loop turn.
extension HeadlessApp {
    /// Presses (or, with `isDown: false`, releases) `key` in `window` with `modifiers` held; `text` is
    /// what it types, by default what it types on a US keyboard with those modifiers (nothing for
    /// keys that type no character).
    public func key(
        _ key: UIKeyboardHIDUsage, text: String? = nil, modifiers: KeyModifiers = [], isDown: Bool = true,
        in window: UIWindow
    ) {
        let typed = text ?? USKeyboardLayout.text(of: key, modifiers: modifiers)
        injectKey(
            KeyUsage.keyboard(UInt16(key.rawValue)), text: typed,
            textIgnoringModifiers: USKeyboardLayout.textIgnoringModifiers(of: key, modifiers: modifiers, text: typed),
            modifiers: modifiers, isDown: isDown, in: window)
    }

    /// Presses and releases `key` in `window` (see `key(_:text:modifiers:isDown:in:)`).
    public func typeKey(
        _ key: UIKeyboardHIDUsage, text: String? = nil, modifiers: KeyModifiers = [], in window: UIWindow
    ) {
        self.key(key, text: text, modifiers: modifiers, isDown: true, in: window)
        self.key(key, text: text, modifiers: modifiers, isDown: false, in: window)
    }

    /// Presses and releases a media key (`KeyUsage.playPause`, `.nextTrack`, …), which types nothing.
    public func typeKey(_ usage: KeyUsage, in window: UIWindow) {
        injectKey(usage, text: "", textIgnoringModifiers: "", modifiers: [], isDown: true, in: window)
        injectKey(usage, text: "", textIgnoringModifiers: "", modifiers: [], isDown: false, in: window)
    }

    /// Types `text` into `window` one character at a time, each as a press and release of the key a
    /// US keyboard types it with (holding Shift where it needs it); a character no US key types comes
    /// from an undefined key, as a layout or input method that has it would report it.
    public func typeText(_ text: String, in window: UIWindow) {
        for character in text {
            if let (key, shift) = USKeyboardLayout.key(typing: character) {
                typeKey(key, text: String(character), modifiers: shift ? .shift : [], in: window)
                continue
            }
            let typed = String(character)
            let latin1 = character.unicodeScalars.count == 1 && character.unicodeScalars.first!.value < 0x100
            for isDown in [true, false] {
                injectKey(
                    .undefined, text: typed, textIgnoringModifiers: latin1 ? typed.lowercased() : typed, modifiers: [],
                    isDown: isDown, in: window)
            }
        }
    }

    private func injectKey(
        _ usage: KeyUsage, text: String, textIgnoringModifiers: String, modifiers: KeyModifiers, isDown: Bool,
        in window: UIWindow
    ) {
        guard let id = platformWindow(of: window)?.id else { return }
        inject(
            .key(
                KeyEvent(
                    window: id, isDown: isDown, usage: usage, characters: text,
                    charactersIgnoringModifiers: textIgnoringModifiers, modifiers: modifiers,
                    timestamp: scheduler.now)))
    }
}

/// Synthetic input method text, as an X input method server reports it while the user composes CJK
/// text; each call is one run-loop turn.
extension HeadlessApp {
    /// An input method's preedit change, commit or cancelled composition in `window`.
    public func textInput(_ event: TextInputEvent, in window: UIWindow) {
        guard let id = platformWindow(of: window)?.id else { return }
        inject(.textInput(id, event))
    }
}

/// Synthetic touchscreen fingers, in window points; `finger` identifies a finger from its touch to its lift.
extension HeadlessApp {
    /// Puts finger `finger` down at `point` in `window`.
    public func touchDown(_ finger: UInt32, at point: CGPoint, in window: UIWindow) {
        injectTouch(finger, .began, at: point, in: window)
    }

    /// Moves finger `finger` to `point`.
    public func touchMove(_ finger: UInt32, to point: CGPoint, in window: UIWindow) {
        injectTouch(finger, .moved, at: point, in: window)
    }

    /// Lifts finger `finger` at `point`.
    public func touchUp(_ finger: UInt32, at point: CGPoint, in window: UIWindow) {
        injectTouch(finger, .ended, at: point, in: window)
    }

    /// The platform takes finger `finger` away (another client claimed the touch).
    public func touchCancel(_ finger: UInt32, at point: CGPoint, in window: UIWindow) {
        injectTouch(finger, .cancelled, at: point, in: window)
    }

    private func injectTouch(_ finger: UInt32, _ phase: TouchEvent.Phase, at point: CGPoint, in window: UIWindow) {
        guard let id = platformWindow(of: window)?.id else { return }
        let scale = window.screen.scale
        inject(
            .touch(
                TouchEvent(
                    window: id, touchID: finger, phase: phase, x: Double(point.x * scale), y: Double(point.y * scale),
                    modifiers: [], timestamp: scheduler.now)))
    }
}
