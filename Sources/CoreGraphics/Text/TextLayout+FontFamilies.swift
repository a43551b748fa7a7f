extension TextLayout {
    /// Whether fontconfig knows a font family of this name (case-insensitive).
    package static func hasFontFamily(_ name: String) -> Bool {
        !FontCatalog.faces(inFamily: name).isEmpty
    }
}
