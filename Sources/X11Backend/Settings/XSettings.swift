import WindowSystem

/// The settings an XSETTINGS manager publishes (the freedesktop.org XSETTINGS specification 0.5): a
/// desktop daemon (gsd-xsettings, xsettingsd, xfsettingsd) owns the selection `_XSETTINGS_S<screen>`
/// and writes every setting, by name, into the `_XSETTINGS_SETTINGS` property of the owner's window.
struct XSettings: Equatable {
    /// One setting's value, as the property encodes it.
    enum Value: Equatable {
        case integer(Int32)
        case string(String)
        /// Red, green, blue and alpha, each 0...65535.
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    var values: [String: Value] = [:]

    /// Decodes the property's bytes; nil when they are not a well-formed settings list (a truncated
    /// property, an unknown type), so a broken manager reads as no settings rather than half of them.
    init?(property bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        guard let order = reader.byte(), order <= 1 else { return nil }
        reader.bigEndian = order == 1
        reader.skip(3)
        guard reader.card32() != nil, let count = reader.card32() else { return nil }
        for _ in 0..<count {
            guard let type = reader.byte() else { return nil }
            reader.skip(1)
            guard let nameLength = reader.card16(), let name = reader.string(Int(nameLength)) else { return nil }
            reader.align()
            guard reader.card32() != nil else { return nil }  // the serial of the setting's last change
            switch type {
            case 0:
                guard let value = reader.card32() else { return nil }
                values[name] = .integer(Int32(bitPattern: value))
            case 1:
                guard let length = reader.card32(), let value = reader.string(Int(length)) else { return nil }
                reader.align()
                values[name] = .string(value)
            case 2:
                // The specification orders a colour's channels red, blue, green, alpha.
                guard let red = reader.card16(), let blue = reader.card16(), let green = reader.card16(),
                    let alpha = reader.card16()
                else { return nil }
                values[name] = .color(red: red, green: green, blue: blue, alpha: alpha)
            default:
                return nil
            }
        }
    }

    init(values: [String: Value]) {
        self.values = values
    }

    func integer(_ name: String) -> Int32? {
        if case .integer(let value)? = values[name] { return value }
        return nil
    }

    func string(_ name: String) -> String? {
        if case .string(let value)? = values[name] { return value }
        return nil
    }

    /// Reads the property's fields in its byte order.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var bigEndian = false

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func skip(_ count: Int) {
            offset += count
        }

        /// Moves to the next multiple of 4, where every field after a name or string starts.
        mutating func align() {
            offset = (offset + 3) & ~3
        }

        mutating func card16() -> UInt16? {
            unsigned(2).map { UInt16($0) }
        }

        mutating func card32() -> UInt32? {
            unsigned(4)
        }

        mutating func string(_ length: Int) -> String? {
            guard length >= 0, offset + length <= bytes.count else { return nil }
            defer { offset += length }
            return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        }

        private mutating func unsigned(_ size: Int) -> UInt32? {
            guard offset + size <= bytes.count else { return nil }
            var value: UInt32 = 0
            for index in 0..<size {
                let byte = UInt32(bytes[offset + (bigEndian ? index : size - 1 - index)])
                value = value << 8 | byte
            }
            offset += size
            return value
        }
    }
}

extension XSettings {
    /// The desktop's preferences as these settings state them.
    ///
    /// Appearance: dark when `Gtk/ApplicationPreferDarkTheme` is 1 or `Net/ThemeName` names a dark
    /// theme (ends in "-dark" or GTK's ":dark" variant, in any case); light when a theme is named
    /// otherwise; unstated without either.
    ///
    /// Text scale: `Gdk/UnscaledDPI` over 96 × 1024 (GNOME's text scaling factor, which leaves out the
    /// window scale) times the size in `Gtk/FontName` over 11 points (GTK's default "Sans 11"; desktops
    /// without a scaling factor enlarge text by the font size); unstated without either. `Xft/DPI` is
    /// left out: it grows with the screen's scale, which `UIScreen.scale` already follows.
    var desktopSettings: DesktopSettings {
        var settings = DesktopSettings()
        if integer("Gtk/ApplicationPreferDarkTheme") == 1 {
            settings.appearance = .dark
        } else if let theme = string("Net/ThemeName"), !theme.isEmpty {
            let name = theme.lowercased()
            settings.appearance = name.hasSuffix("-dark") || name.hasSuffix(":dark") ? .dark : .light
        }
        let dpiScale = integer("Gdk/UnscaledDPI").flatMap { $0 > 0 ? Double($0) / (96 * 1024) : nil }
        let fontScale = string("Gtk/FontName").flatMap(Self.pointSize).map { $0 / 11 }
        if dpiScale != nil || fontScale != nil {
            settings.textScale = (dpiScale ?? 1) * (fontScale ?? 1)
        }
        return settings
    }

    /// The screen's dots per inch from `Xft/DPI` (dots per inch × 1024); nil when unset or not positive.
    ///
    /// GNOME's settings daemon puts the text scaling factor into `Xft/DPI` as well as into
    /// `Gdk/UnscaledDPI`, which the text scale follows (see `desktopSettings`); with both, the density is
    /// 96 times their ratio, the window scaling factor, so larger text does not also enlarge the screen.
    var dotsPerInch: Double? {
        guard let dpi = integer("Xft/DPI"), dpi > 0 else { return nil }
        if let unscaled = integer("Gdk/UnscaledDPI"), unscaled > 0 { return 96 * Double(dpi) / Double(unscaled) }
        return Double(dpi) / 1024
    }

    /// The size at the end of a Pango font description ("Cantarell 11", "Noto Sans, Bold 10.5").
    static func pointSize(ofFontName name: String) -> Double? {
        guard let last = name.split(separator: " ").last, let size = Double(last), size > 0 else { return nil }
        return size
    }
}
