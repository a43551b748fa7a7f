import CCairo

/// A Pango context on `cr` with the settings `TextLayout` uses (unhinted metrics, no hinting, grey
/// antialiasing, unrounded glyph positions), so a reference draws text as the project does and a
/// ratio measures overhead rather than a difference in text quality. The caller unrefs it.
func makeReferencePangoContext(on cr: OpaquePointer) -> OpaquePointer {
    let context = pango_cairo_create_context(cr)!
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
    return context
}

/// Pango alone laying out one paragraph as `TextLayout` has it laid out: a new layout in the
/// reference context with the font, the text and the width to wrap at (words, else characters),
/// then the extents of its lines. Use on the thread that made it.
final class ReferenceParagraphLayout {
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let context: OpaquePointer
    private let font: OpaquePointer
    private let width: Int32

    /// `font` is a Pango font description string ("DejaVu Sans 17px"); `width` in points.
    init(font: String, width: Double) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        cr = cairo_create(surface)
        context = makeReferencePangoContext(on: cr)
        self.font = pango_font_description_from_string(font)
        self.width = Int32(width * Double(PANGO_SCALE))
    }

    deinit {
        pango_font_description_free(font)
        g_object_unref(UnsafeMutableRawPointer(context))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Lays `text` out once and returns its height in Pango units, so the work cannot be skipped.
    @discardableResult
    func layOut(_ text: String) -> Int32 {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_width(layout, width)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        var height: Int32 = 0
        for index in 0..<pango_layout_get_line_count(layout) {
            var ink = PangoRectangle()
            var logical = PangoRectangle()
            pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, index), &ink, &logical)
            height += logical.height
        }
        return height
    }
}
