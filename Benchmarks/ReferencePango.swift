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
