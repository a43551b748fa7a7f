import CCairo
import Synchronization

/// The vertical measurements of a font at its size, in points, as UIKit's `UIFont` reports them.
///
/// `ascent` and `descent` are both positive distances from the baseline; `lineHeight` is the
/// font's recommended baseline-to-baseline distance and `leading` the gap it adds to ascent plus
/// descent. Cap and x height come from the ink of "H" and "x".
package struct FontMetrics: Hashable, Sendable {
    package var ascent: CGFloat
    package var descent: CGFloat
    package var lineHeight: CGFloat
    package var capHeight: CGFloat
    package var xHeight: CGFloat

    package var leading: CGFloat { max(0, lineHeight - ascent - descent) }

    private static let cache = Mutex<[FontDescription: FontMetrics]>([:])

    /// The metrics of `font`, measured once per description and then remembered; any thread.
    package static func of(_ font: FontDescription) -> FontMetrics {
        if let known = cache.withLock({ $0[font] }) { return known }
        let measured = measure(font)
        cache.withLock { $0[font] = measured }
        return measured
    }

    private static func measure(_ font: FontDescription) -> FontMetrics {
        let context = PangoContextCache.current
        let description = font.makePangoDescription()
        defer { pango_font_description_free(description) }
        let scale = CGFloat(PANGO_SCALE)
        var ascent: CGFloat = 0
        var descent: CGFloat = 0
        var height: CGFloat = 0
        if let loaded = pango_context_load_font(context, description) {
            let metrics = pango_font_get_metrics(loaded, nil)
            ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / scale
            descent = CGFloat(pango_font_metrics_get_descent(metrics)) / scale
            height = CGFloat(pango_font_metrics_get_height(metrics)) / scale
            pango_font_metrics_unref(metrics)
            g_object_unref(UnsafeMutableRawPointer(loaded))
        }
        return FontMetrics(
            ascent: ascent, descent: descent, lineHeight: max(height, ascent + descent),
            capHeight: inkHeightAboveBaseline("H", description: description, context: context),
            xHeight: inkHeightAboveBaseline("x", description: description, context: context))
    }

    /// How far the ink of `text` rises above the baseline.
    private static func inkHeightAboveBaseline(
        _ text: String, description: OpaquePointer, context: OpaquePointer
    ) -> CGFloat {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        return CGFloat(pango_layout_get_baseline(layout) - ink.y) / CGFloat(PANGO_SCALE)
    }
}
