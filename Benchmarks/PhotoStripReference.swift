import CCairo
import Foundation
import UIKit

/// The collections group's reference frame for its fling: the least a frame of the photo grid
/// scrolled `step` points can cost, done by hand on a 1920×1080 surface. The window's pixels move up
/// `step` rows with one memmove; then, clipped to the strip scrolled into view, the strip is filled
/// and the photos it cuts through are drawn with cairo directly: each picture scaled bilinearly to
/// its cell, and its number (DejaVu Sans 13px, laid out once when the photo first enters the strip
/// and kept while it is there, as a cell's label is laid out once).
@MainActor
final class PhotoStripReference {
    private static let width = 1920
    private static let height = 1080

    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let pango: OpaquePointer
    private let font: OpaquePointer
    private let pictures: [CGImage]
    private let step: Int
    /// A row of photos' height: a quarter of the width.
    private let rowHeight: Int
    private var offset = 0
    /// The laid-out numbers of the photos in the last strip.
    private var captions: [Int: OpaquePointer] = [:]

    init(step: Int, photos: [UIImage]) {
        self.step = step
        rowHeight = Self.width / PhotoGrid.columns
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(Self.width), Int32(Self.height))!
        cr = cairo_create(surface)!
        pango = makeReferencePangoContext(on: cr)
        font = pango_font_description_from_string("DejaVu Sans 13px")
        pictures = photos.map { $0.cgImage! }
    }

    isolated deinit {
        for layout in captions.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_font_description_free(font)
        g_object_unref(UnsafeMutableRawPointer(pango))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// One frame: scrolls `step` points (back to the top at the end) and draws the strip.
    func frame() {
        let rows = PhotoGrid.count / PhotoGrid.columns
        if offset + step + Self.height > rows * rowHeight { offset = 0 }
        offset += step
        cairo_surface_flush(surface)
        let pixels = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        memmove(pixels, pixels + step * stride, (Self.height - step) * stride)
        cairo_surface_mark_dirty(surface)

        let stripTop = Self.height - step
        let first = (offset + stripTop) / rowHeight * PhotoGrid.columns
        let last = ((offset + Self.height - 1) / rowHeight + 1) * PhotoGrid.columns - 1
        for (item, layout) in captions where item < first || item > last {
            g_object_unref(UnsafeMutableRawPointer(layout))
            captions[item] = nil
        }
        cairo_save(cr)
        cairo_rectangle(cr, 0, Double(stripTop), Double(Self.width), Double(step))
        cairo_clip(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        for item in first...last { draw(item) }
        cairo_restore(cr)
    }

    /// Photo `item`: its picture scaled to its cell, then its number over the bottom leading corner.
    private func draw(_ item: Int) {
        let inset = Double(PhotoGrid.itemInset)
        let side = Double(rowHeight) - 2 * inset
        let left = Double(item % PhotoGrid.columns * rowHeight) + inset
        let top = Double(item / PhotoGrid.columns * rowHeight - offset) + inset
        cairo_save(cr)
        cairo_translate(cr, left, top)
        let scale = side / Double(PhotoGrid.photoSide)
        cairo_scale(cr, scale, scale)
        cairo_set_source_surface(cr, pictures[item % pictures.count].surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_paint(cr)
        cairo_restore(cr)
        let caption = captions[item] ?? layOut(item)
        captions[item] = caption
        let labelInset = Double(PhotoGrid.labelInset)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_move_to(cr, left + labelInset, top + side - labelInset - 16)
        pango_cairo_show_layout(cr, caption)
    }

    private func layOut(_ item: Int) -> OpaquePointer {
        let layout = pango_layout_new(pango)!
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, PhotoGrid.caption(item), -1)
        return layout
    }
}
