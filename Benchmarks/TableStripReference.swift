import CCairo
import Foundation

/// The tables group's reference frame: the least a frame of a list scrolled `step` points can cost,
/// done by hand on a 1920×1080 surface. The window's pixels move up `step` rows with one memmove;
/// then, clipped to the strip scrolled into view, the strip is filled and the rows it cuts through are
/// drawn with cairo and Pango directly: each row's text at the leading margin and its secondary text
/// against the trailing one (body text, DejaVu Sans 17px, laid out once when the row first enters
/// and kept while it is in the strip, as a cell's labels are laid out once), and its separator.
@MainActor
final class TableStripReference {
    private static let width = 1920
    private static let height = 1080
    private static let rowHeight = 44
    private static let margin = 16.0

    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let pango: OpaquePointer
    private let font: OpaquePointer
    private let step: Int
    private let rows: Int
    private var offset = 0
    /// The laid-out texts of the rows in the last strip: the text, the secondary text and its width.
    private var shown: [Int: (text: OpaquePointer, detail: OpaquePointer, detailWidth: Double)] = [:]

    init(step: Int, rows: Int) {
        self.step = step
        self.rows = rows
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(Self.width), Int32(Self.height))!
        cr = cairo_create(surface)!
        pango = makeReferencePangoContext(on: cr)
        font = pango_font_description_from_string("DejaVu Sans 17px")
    }

    isolated deinit {
        for row in shown.values {
            g_object_unref(UnsafeMutableRawPointer(row.text))
            g_object_unref(UnsafeMutableRawPointer(row.detail))
        }
        pango_font_description_free(font)
        g_object_unref(UnsafeMutableRawPointer(pango))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// One frame: scrolls `step` points (back to the top at the end) and draws the strip.
    func frame() {
        if offset + step + Self.height > rows * Self.rowHeight { offset = 0 }
        offset += step
        cairo_surface_flush(surface)
        let pixels = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        memmove(pixels, pixels + step * stride, (Self.height - step) * stride)
        cairo_surface_mark_dirty(surface)

        let stripTop = Self.height - step
        let first = (offset + stripTop) / Self.rowHeight
        let last = (offset + Self.height - 1) / Self.rowHeight
        for (row, layouts) in shown where row < first || row > last {
            g_object_unref(UnsafeMutableRawPointer(layouts.text))
            g_object_unref(UnsafeMutableRawPointer(layouts.detail))
            shown[row] = nil
        }
        cairo_save(cr)
        cairo_rectangle(cr, 0, Double(stripTop), Double(Self.width), Double(step))
        cairo_clip(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        for row in first...last { draw(row, top: Double(row * Self.rowHeight - offset)) }
        cairo_restore(cr)
    }

    private func draw(_ row: Int, top: Double) {
        let layouts = shown[row] ?? layOut(row)
        shown[row] = layouts
        // Body text's line is about 20 points: centred in the 44-point row.
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_move_to(cr, Self.margin, top + 12)
        pango_cairo_show_layout(cr, layouts.text)
        cairo_set_source_rgb(cr, 0.24, 0.24, 0.26)
        cairo_move_to(cr, Double(Self.width) - Self.margin - layouts.detailWidth, top + 12)
        pango_cairo_show_layout(cr, layouts.detail)
        cairo_set_source_rgb(cr, 0.78, 0.78, 0.8)
        cairo_rectangle(cr, Self.margin, top + Double(Self.rowHeight) - 1, Double(Self.width) - Self.margin, 1)
        cairo_fill(cr)
    }

    private func layOut(_ row: Int) -> (text: OpaquePointer, detail: OpaquePointer, detailWidth: Double) {
        func layout(_ string: String) -> OpaquePointer {
            let layout = pango_layout_new(pango)!
            pango_layout_set_font_description(layout, font)
            pango_layout_set_text(layout, string, -1)
            return layout
        }
        let detail = layout(TableRows.detail(row))
        var logical = PangoRectangle()
        pango_layout_get_extents(detail, nil, &logical)
        return (layout(TableRows.text(row)), detail, Double(logical.width) / Double(PANGO_SCALE))
    }
}
