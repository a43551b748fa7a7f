import CCairo

extension TextLayout {
    /// Whether fontconfig knows a font family of this name (case-insensitive).
    package static func hasFontFamily(_ name: String) -> Bool {
        let map = pango_cairo_font_map_get_default()
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(map, &families, &count)
        defer { g_free(families) }
        guard let families else { return false }
        let wanted = name.lowercased()
        for index in 0..<Int(count) {
            if let family = families[index], let familyName = pango_font_family_get_name(family),
                String(cString: familyName).lowercased() == wanted
            {
                return true
            }
        }
        return false
    }
}
