import CCairo
import UIKit

/// Text measured by Pango itself, with no Casement layout code in between: the reference label sizes
/// are checked against. It uses the Pango context Casement's layouts use (unhinted metrics,
/// unrounded glyph positions) and DejaVu Sans, so sizes agree to rounding.
struct PangoReference {
    var size: CGSize
    var lineCount: Int

    /// Lays out `text` at `pointSize`; with a `width`, wrapped (or ellipsized) to it, and with
    /// `lines`, cut to that many lines.
    init(
        _ text: String, pointSize: CGFloat = 17, width: CGFloat? = nil, wrap: PangoWrapMode = PANGO_WRAP_WORD_CHAR,
        ellipsize: PangoEllipsizeMode = PANGO_ELLIPSIZE_NONE, lines: Int = 0
    ) {
        let layout = pango_layout_new(PangoContextCache.current)!
        let font = pango_font_description_from_string("DejaVu Sans")!
        pango_font_description_set_absolute_size(font, Double(pointSize) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, -1)
        if let width { pango_layout_set_width(layout, Int32(width * CGFloat(PANGO_SCALE))) }
        pango_layout_set_wrap(layout, wrap)
        pango_layout_set_ellipsize(layout, ellipsize)
        if lines > 0 { pango_layout_set_height(layout, Int32(-lines)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        size = CGSize(
            width: CGFloat(logical.width) / CGFloat(PANGO_SCALE), height: CGFloat(logical.height) / CGFloat(PANGO_SCALE)
        )
        lineCount = Int(pango_layout_get_line_count(layout))
        pango_font_description_free(font)
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// The size rounded up to whole points, as labels report sizes.
    var wholePoints: CGSize {
        CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
}
