/// How glyphs are painted: filled, stroked, both, not at all, and whether they join the clip.
public enum CGTextDrawingMode: Int32, Sendable {
    case fill = 0
    case stroke = 1
    case fillStroke = 2
    case invisible = 3
    case fillClip = 4
    case strokeClip = 5
    case fillStrokeClip = 6
    case clip = 7

    var fills: Bool { [.fill, .fillStroke, .fillClip, .fillStrokeClip].contains(self) }
    var strokes: Bool { [.stroke, .fillStroke, .strokeClip, .fillStrokeClip].contains(self) }
    var clips: Bool { rawValue >= CGTextDrawingMode.fillClip.rawValue }
}

/// A font face known to fontconfig, by PostScript or family name.
public final class CGFont: @unchecked Sendable, Equatable {
    /// The name the font was made with.
    public let fullName: String?
    public var postScriptName: String? { fullName }

    /// The font of that family or PostScript name, or nil when fontconfig has none.
    public init?(_ name: String) {
        guard TextLayout.hasFontFamily(name) || FontCatalog.face(named: name) != nil else { return nil }
        fullName = name
    }

    /// The same, named by a `CFString` as on iOS (`CGFont(font.fontName as CFString)`).
    public convenience init?(_ name: CFString) {
        self.init(name as String)
    }

    public static func == (lhs: CGFont, rhs: CGFont) -> Bool {
        lhs.fullName == rhs.fullName
    }
}

/// The text state kept in the graphics state: font, size, character spacing and drawing mode.
/// UIKit's string drawing honours the drawing mode (for example `.stroke` for outlined text), as on iOS.
extension CGContext {
    public func setFont(_ font: CGFont) {
        state.font = font
    }

    public func setFontSize(_ size: CGFloat) {
        state.fontSize = size
    }

    public func setCharacterSpacing(_ spacing: CGFloat) {
        state.characterSpacing = spacing
    }

    public func setTextDrawingMode(_ mode: CGTextDrawingMode) {
        state.textDrawingMode = mode
    }

    package var textDrawingMode: CGTextDrawingMode { state.textDrawingMode }
}
