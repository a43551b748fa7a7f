import WindowSystem

/// Where X keys are on a USB HID keyboard, and what they type without modifiers.
///
/// A key is placed by its keysym when a US keyboard has a key for it (so a letter is the same usage
/// on every layout that types it, and key commands keep their keys); keys whose symbol a US keyboard
/// lacks (`é`, `ß`, `ñ`) are placed by keycode in the main block, where X servers use evdev keycodes
/// (the Linux key code plus 8), so each physical key still has a usage of its own. Media keys are on
/// the HID consumer page.
enum X11KeyUsage {
    /// The usage of the key that produced `keysym` with X keycode `keycode`.
    static func usage(keysym: UInt32, keycode: UInt32) -> KeyUsage {
        if let usage = usage(keysym: keysym) { return usage }
        return usage(keycode: keycode) ?? .undefined
    }

    /// The usage a US keyboard gives the key typing `keysym`: letters and digits by range, the rest
    /// by table; nil when no US key types it.
    static func usage(keysym: UInt32) -> KeyUsage? {
        switch keysym {
        case 0x61...0x7A: .keyboard(0x04 + UInt16(keysym - 0x61))  // a–z
        case 0x41...0x5A: .keyboard(0x04 + UInt16(keysym - 0x41))  // A–Z
        case 0x31...0x39: .keyboard(0x1E + UInt16(keysym - 0x31))  // 1–9
        case 0xFFBE...0xFFC9: .keyboard(0x3A + UInt16(keysym - 0xFFBE))  // F1–F12
        case 0xFFB1...0xFFB9: .keyboard(0x59 + UInt16(keysym - 0xFFB1))  // keypad 1–9
        default: keysymTable[keysym]
        }
    }

    /// The usage of the main-block key with evdev keycode `keycode`, or nil outside it.
    static func usage(keycode: UInt32) -> KeyUsage? {
        for row in mainBlock where keycode >= row.firstKeycode {
            let index = Int(keycode - row.firstKeycode)
            if index < row.usages.count { return .keyboard(row.usages[index]) }
        }
        return nil
    }

    /// What the key types without modifiers: a Latin-1 keysym's character with letters lowercased
    /// (as iOS reports `charactersIgnoringModifiers`), else what it typed.
    static func charactersIgnoringModifiers(keysym: UInt32, typed text: String) -> String {
        guard keysym < 0x100, let scalar = Unicode.Scalar(keysym) else { return text }
        return String(Character(scalar)).lowercased()
    }

    /// Keysyms (X11/keysymdef.h, XF86keysym.h) of the keys that ranges above do not cover.
    private static let keysymTable: [UInt32: KeyUsage] = [
        0x30: .keyboard(0x27),  // 0
        0x20: .keyboard(0x2C),  // space
        0x2D: .keyboard(0x2D),  // -
        0x3D: .keyboard(0x2E),  // =
        0x5B: .keyboard(0x2F),  // [
        0x5D: .keyboard(0x30),  // ]
        0x5C: .keyboard(0x31),  // backslash
        0x3B: .keyboard(0x33),  // ;
        0x27: .keyboard(0x34),  // '
        0x60: .keyboard(0x35),  // `
        0x2C: .keyboard(0x36),  // ,
        0x2E: .keyboard(0x37),  // .
        0x2F: .keyboard(0x38),  // /
        0xFF0D: .keyboard(0x28),  // Return
        0xFF1B: .keyboard(0x29),  // Escape
        0xFF08: .keyboard(0x2A),  // BackSpace
        0xFF09: .keyboard(0x2B),  // Tab
        0xFE20: .keyboard(0x2B),  // ISO_Left_Tab (Shift+Tab)
        0xFFE5: .keyboard(0x39),  // Caps_Lock
        0xFF61: .keyboard(0x46),  // Print
        0xFF14: .keyboard(0x47),  // Scroll_Lock
        0xFF13: .keyboard(0x48),  // Pause
        0xFF63: .keyboard(0x49),  // Insert
        0xFF50: .keyboard(0x4A),  // Home
        0xFF55: .keyboard(0x4B),  // Page_Up
        0xFFFF: .keyboard(0x4C),  // Delete
        0xFF57: .keyboard(0x4D),  // End
        0xFF56: .keyboard(0x4E),  // Page_Down
        0xFF53: .keyboard(0x4F),  // Right
        0xFF51: .keyboard(0x50),  // Left
        0xFF54: .keyboard(0x51),  // Down
        0xFF52: .keyboard(0x52),  // Up
        0xFF7F: .keyboard(0x53),  // Num_Lock
        0xFFAF: .keyboard(0x54),  // KP_Divide
        0xFFAA: .keyboard(0x55),  // KP_Multiply
        0xFFAD: .keyboard(0x56),  // KP_Subtract
        0xFFAB: .keyboard(0x57),  // KP_Add
        0xFF8D: .keyboard(0x58),  // KP_Enter
        0xFFB0: .keyboard(0x62),  // KP_0
        0xFFAE: .keyboard(0x63),  // KP_Decimal
        0xFF67: .keyboard(0x65),  // Menu
        0xFFE3: .keyboard(0xE0),  // Control_L
        0xFFE1: .keyboard(0xE1),  // Shift_L
        0xFFE9: .keyboard(0xE2),  // Alt_L
        0xFFEB: .keyboard(0xE3),  // Super_L
        0xFFE4: .keyboard(0xE4),  // Control_R
        0xFFE2: .keyboard(0xE5),  // Shift_R
        0xFFEA: .keyboard(0xE6),  // Alt_R
        0xFE03: .keyboard(0xE6),  // ISO_Level3_Shift (AltGr)
        0xFFEC: .keyboard(0xE7),  // Super_R
        0x1008_FF14: .playPause,  // XF86AudioPlay
        0x1008_FF31: .pause,  // XF86AudioPause
        0x1008_FF15: .stop,  // XF86AudioStop
        0x1008_FF17: .nextTrack,  // XF86AudioNext
        0x1008_FF16: .previousTrack,  // XF86AudioPrev
    ]

    /// The main block's rows by evdev keycode (X keycode = Linux key code + 8): consecutive keycodes
    /// from the first, with the usage of each key on a US keyboard.
    private static let mainBlock: [(firstKeycode: UInt32, usages: [UInt16])] = [
        (10, [0x1E, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27, 0x2D, 0x2E]),  // 1 2 … 0 - =
        (24, [0x14, 0x1A, 0x08, 0x15, 0x17, 0x1C, 0x18, 0x0C, 0x12, 0x13, 0x2F, 0x30]),  // Q W E … P [ ]
        (38, [0x04, 0x16, 0x07, 0x09, 0x0A, 0x0B, 0x0D, 0x0E, 0x0F, 0x33, 0x34, 0x35]),  // A S D … L ; ' `
        (51, [0x31, 0x1D, 0x1B, 0x06, 0x19, 0x05, 0x11, 0x10, 0x36, 0x37, 0x38]),  // \ Z X … M , . /
        (94, [0x64]),  // the ISO key between left Shift and Z
    ]
}
