import CCairo

/// A paragraph of text in one font, measured and drawn with Pango; what UIKit's string drawing
/// and labels are built on.
///
/// Sizes are in user-space units (points): a 17-point font is 17 units tall whatever the context's
/// scale, so measuring and drawing agree at any scale. Not thread-safe: use a layout on the thread
/// that made it.
package final class TextLayout {
    /// The family used when none is given; UIKit's system font maps to it.
    package static let defaultFontFamily = "DejaVu Sans"

    private let layout: OpaquePointer

    /// Lays out `text` in the font `fontFamily` (empty: `defaultFontFamily`) at `pointSize`, wrapping
    /// at word (or, failing that, character) boundaries to `maxWidth` when it is given.
    package init(
        text: String, fontFamily: String, pointSize: CGFloat, weight: FontWeight, italic: Bool = false,
        maxWidth: CGFloat? = nil
    ) {
        layout = pango_layout_new(PangoContextCache.current)
        let font = pango_font_description_new()
        pango_font_description_set_family(font, fontFamily.isEmpty ? Self.defaultFontFamily : fontFamily)
        pango_font_description_set_absolute_size(font, Double(max(0, pointSize)) * Double(PANGO_SCALE))
        pango_font_description_set_weight(font, PangoWeight(UInt32(weight.openTypeWeight)))
        pango_font_description_set_style(font, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        if let maxWidth, maxWidth.isFinite, maxWidth >= 0 {
            pango_layout_set_width(layout, Int32(min(Double(Int32.max / 2), Double(maxWidth) * Double(PANGO_SCALE))))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        pango_layout_set_text(layout, text, -1)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// The logical extent of the text (advance widths and line heights), rounded up to whole points.
    package var size: CGSize {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        return CGSize(
            width: (Double(logical.width) / scale).rounded(.up),
            height: (Double(logical.height) / scale).rounded(.up))
    }

    /// The distance from the top of the layout to the first line's baseline.
    package var baseline: CGFloat {
        CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE)
    }

    /// How many lines the text occupies after wrapping.
    package var lineCount: Int {
        Int(pango_layout_get_line_count(layout))
    }

    /// Draws the text with the top-left of the layout at `origin` in `context`'s current user space,
    /// in `color` times the context's alpha.
    ///
    /// Lines run towards +y, so text is upright in UIKit's flipped (y-down) contexts. In an
    /// unflipped (y-up) context it comes out mirrored upside down and extends upwards from `origin`
    /// on screen, as UIKit's string drawing does on iOS when given such a context; flip the CTM
    /// (`translateBy(x: 0, y: height)`, `scaleBy(x: 1, y: -1)`) first to avoid that.
    package func draw(in context: CGContext, at origin: CGPoint, color: CGColor) {
        let cr = context.cairo
        cairo_save(cr)
        cairo_new_path(cr)
        context.setSource(color)
        cairo_move_to(cr, Double(origin.x), Double(origin.y))
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
        cairo_new_path(cr)
    }
}

/// One Pango context per thread, on the thread's default cairo font map, set up for layout that
/// does not depend on the target's resolution: no hinting of metrics, unrounded glyph positions.
private enum PangoContextCache {
    private static let key = "Casement.CoreGraphics.PangoContext"

    private final class Box {
        let context: OpaquePointer

        init(_ context: OpaquePointer) {
            self.context = context
        }

        deinit {
            g_object_unref(UnsafeMutableRawPointer(context))
        }
    }

    static var current: OpaquePointer {
        if let box = Thread.current.threadDictionary[key] as? Box { return box.context }
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        Thread.current.threadDictionary[key] = Box(context)
        return context
    }
}
