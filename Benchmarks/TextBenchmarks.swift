import CCairo
import UIKit

/// String drawing against the same text laid out and shown by Pango directly, on identical flipped
/// 800×600 surfaces in the same run. The reference keeps its PangoLayout, as our layout cache keeps
/// ours, and renders with the same Pango settings as `TextLayout` (unhinted metrics, unrounded glyph
/// positions), so the ratio is the wrapper's overhead rather than a difference in text quality.
/// Then `UITextView` editing a long document, headless (`TextViewBenchmarks.swift`) and on X11
/// (`TextViewBenchmarks+Typing.swift`).
@MainActor
func runTextBenchmarks() {
    let text = "The quick brown fox jumps over the lazy dog — 0123456789"
    let font = UIFont.systemFont(ofSize: 17)
    let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.black]

    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 800, 600)!
    let cr = cairo_create(surface)!
    let pangoContext = makeReferencePangoContext(on: cr)
    let layout = pango_layout_new(pangoContext)!
    let description = pango_font_description_from_string("DejaVu Sans 17px")
    pango_layout_set_font_description(layout, description)
    pango_layout_set_text(layout, text, -1)
    defer {
        pango_font_description_free(description)
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(pangoContext))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    let context = CGContext(pixelWidth: 800, pixelHeight: 600)
    print("Text (reference: a kept PangoLayout shown with pango_cairo_show_layout)")
    let raw = measure {
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_move_to(cr, 20, 20)
        pango_cairo_show_layout(cr, layout)
    }
    UIGraphicsPushContext(context)
    let ours = measure { text.draw(at: CGPoint(x: 20, y: 20), withAttributes: attributes) }
    let measuring = measure { _ = text.size(withAttributes: attributes) }
    UIGraphicsPopContext()
    report("String.draw(at:withAttributes:), one line", seconds: ours, reference: raw)
    report("String.size(withAttributes:) (cached layout)", seconds: measuring, reference: raw)
    print("")
    runTextViewEditingBenchmarks()
    typeIntoTextViewOnX11()
    print("")
}
