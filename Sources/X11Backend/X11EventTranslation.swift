import CX11
import WindowSystem

/// How X input details map to platform terms; stateless, so the mapping reads in one place.
enum X11EventTranslation {
    /// The modifiers held in an X event's state mask: Mod1 is Alt, Mod4 is the Super ("command") key,
    /// as on every common keymap.
    static func modifiers(state: UInt32) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { modifiers.insert(.alternate) }
        if state & UInt32(Mod4Mask) != 0 { modifiers.insert(.command) }
        if state & UInt32(LockMask) != 0 { modifiers.insert(.capsLock) }
        return modifiers
    }

    /// What an X button press or release means, or nil when it means nothing to us.
    ///
    /// Buttons 1–3 are primary, middle and secondary. Wheels are buttons 4–7, reported once per notch
    /// on the press only, following `PointerEvent.Kind.scroll`: 4 (wheel away from the user) is
    /// `dy: -1`, 5 (towards the user, content moves up) is `dy: +1`, 6 (tilt left) is `dx: -1` and
    /// 7 (tilt right) is `dx: +1`. Other buttons (8 and 9, back and forward) are ignored.
    static func pointerAction(button: UInt32, isPress: Bool) -> (kind: PointerEvent.Kind, button: Int)? {
        switch button {
        case 1...3: (isPress ? .down : .up, Int(button))
        case 4 where isPress: (.scroll(dx: 0, dy: -1), 0)
        case 5 where isPress: (.scroll(dx: 0, dy: 1), 0)
        case 6 where isPress: (.scroll(dx: -1, dy: 0), 0)
        case 7 where isPress: (.scroll(dx: 1, dy: 0), 0)
        default: nil
        }
    }

    /// The keysym of a key event and the text it types (empty for keys that type nothing), and whether
    /// that text is an input method's commit rather than a key's.
    ///
    /// Presses go through the input context when there is one (UTF-8, compose sequences); releases,
    /// which input methods do not handle, and displays without an input method use `XLookupString`,
    /// whose text is Latin-1. Xlib hands a server's commit over as a press of keycode 0 that looks up
    /// to text alone, with no keysym.
    static func symbolAndText(of event: inout XKeyEvent, inputContext: XIC?) -> (
        keysym: UInt32, text: String, isCommit: Bool
    ) {
        if event.type == KeyPress, let inputContext {
            var buffer = [CChar](repeating: 0, count: 64)
            var keysym: KeySym = 0
            var status: Int32 = 0
            var length = Xutf8LookupString(inputContext, &event, &buffer, Int32(buffer.count), &keysym, &status)
            if status == XBufferOverflow {
                buffer = [CChar](repeating: 0, count: Int(length) + 1)
                length = Xutf8LookupString(inputContext, &event, &buffer, Int32(buffer.count), &keysym, &status)
            }
            let hasText = status == XLookupChars || status == XLookupBoth
            let text =
                hasText
                ? String(
                    decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) },
                    as: UTF8.self) : ""
            if status == XLookupChars && event.keycode == 0 { return (0, text, true) }
            if status != XLookupKeySym && status != XLookupBoth { keysym = XLookupKeysym(&event, 0) }
            return (UInt32(truncatingIfNeeded: keysym), text, false)
        }
        var buffer = [CChar](repeating: 0, count: 32)
        var keysym: KeySym = 0
        let length = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
        let text = String(buffer.prefix(Int(length)).map { Character(Unicode.Scalar(UInt8(bitPattern: $0))) })
        return (UInt32(truncatingIfNeeded: keysym), text, false)
    }
}
