import CCairo

/// Which font to lay text out in: what UIKit's `UIFont` resolves to, as a value Pango understands.
///
/// A family name plus the face's weight, slant and width, at a size in user-space units (points).
/// Fontconfig picks the installed face that matches best and falls back per character for glyphs
/// the family lacks.
package struct FontDescription: Hashable, Sendable {
    /// The family used when none is given; UIKit's system font maps to it.
    package static let defaultFamily = "DejaVu Sans"
    /// The fixed-pitch family UIKit's monospaced system font maps to.
    package static let monospacedFamily = "DejaVu Sans Mono"

    package var family: String
    package var pointSize: CGFloat
    /// The OpenType weight, 100 (thin) ... 400 (regular) ... 1000.
    package var weight: Int
    package var italic: Bool
    /// Fontconfig's width: 100 is normal, 75 condensed, 125 expanded.
    package var width: Int
    /// Whether digits use tabular (equal-width) figures: the OpenType feature "tnum".
    package var tabularDigits: Bool

    package init(
        family: String = FontDescription.defaultFamily, pointSize: CGFloat, weight: Int = 400, italic: Bool = false,
        width: Int = 100, tabularDigits: Bool = false
    ) {
        self.family = family.isEmpty ? Self.defaultFamily : family
        self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
        self.weight = max(1, min(1000, weight))
        self.italic = italic
        self.width = width
        self.tabularDigits = tabularDigits
    }

    /// A new Pango font description; the caller frees it with `pango_font_description_free`.
    package func makePangoDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        // Through `withCString`: a short name (most are) has no C string of its own to lend, and
        // passing the String would copy it to the heap for each description.
        family.withCString { pango_font_description_set_family(description, $0) }
        pango_font_description_set_absolute_size(description, Double(pointSize) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(UInt32(weight)))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_stretch(description, pangoStretch)
        return description
    }

    /// Pango's nearest named stretch for fontconfig's width.
    private var pangoStretch: PangoStretch {
        Self.stretches.min { abs($0.0 - width) < abs($1.0 - width) }!.1
    }

    private static let stretches: [(Int, PangoStretch)] = [
        (50, PANGO_STRETCH_ULTRA_CONDENSED), (63, PANGO_STRETCH_EXTRA_CONDENSED), (75, PANGO_STRETCH_CONDENSED),
        (87, PANGO_STRETCH_SEMI_CONDENSED), (100, PANGO_STRETCH_NORMAL), (113, PANGO_STRETCH_SEMI_EXPANDED),
        (125, PANGO_STRETCH_EXPANDED), (150, PANGO_STRETCH_EXTRA_EXPANDED), (200, PANGO_STRETCH_ULTRA_EXPANDED),
    ]
}
