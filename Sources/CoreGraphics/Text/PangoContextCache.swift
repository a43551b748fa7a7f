import CCairo

/// One Pango context per thread, on the thread's default cairo font map, set up for layout that
/// does not depend on the target's resolution: no hinting of metrics, unrounded glyph positions.
///
/// Pango objects are not thread-safe; everything made from this context stays on its thread.
/// Package-visible so that benchmarks and tests can hold raw Pango to the same settings.
package enum PangoContextCache {
    private final class Box {
        let context: OpaquePointer

        init(_ context: OpaquePointer) {
            self.context = context
        }

        deinit {
            g_object_unref(UnsafeMutableRawPointer(context))
        }
    }

    /// This thread's context.
    package static var current: OpaquePointer { perThread.value.context }

    private static let perThread = ThreadLocal { Box(makeContext()) }

    private static func makeContext() -> OpaquePointer {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }
}
