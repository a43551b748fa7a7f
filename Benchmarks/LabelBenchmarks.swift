import CCairo
import UIKit

/// `UILabel.sizeThatFits(_:)` of a label limited to three lines, against Pango measuring the same
/// text itself in the same run: a new PangoLayout on the context our layouts use, wrapped at the
/// same width, cut to three lines with an ellipsis, its extents read. Cold, the label has just been
/// given its text and the layout cache is empty, so it prepares and lays out the text; cached, it
/// finds the layout by a hash lookup. The reference and the cold figure are measured in turn, and
/// their ratio is the median of the rounds' ratios (`measureInterleaved`).
@MainActor
func runLabelBenchmarks() {
    let text =
        "The quick brown fox jumps over the lazy dog, then runs through the forest and across the river "
        + "before the hunters wake, and keeps on running until the sun goes down behind the hills."
    let width: CGFloat = 200

    let pangoContext = PangoContextCache.current
    let description = pango_font_description_from_string("DejaVu Sans 17px")
    defer { pango_font_description_free(description) }

    let label = UILabel()
    label.numberOfLines = 3
    label.text = text
    let fitting = CGSize(width: width, height: 0)

    print("Labels (reference: Pango lays out and measures the same three lines itself)")
    func rawLayout() {
        let layout = pango_layout_new(pangoContext)!
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_width(layout, Int32(width * CGFloat(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        pango_layout_set_height(layout, -3)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        g_object_unref(UnsafeMutableRawPointer(layout))
    }
    func coldSize() {
        label.text = text
        TextLayoutCache.current.removeAll()
        _ = label.sizeThatFits(fitting)
    }
    let figures = measureInterleaved(budget: 0.5, [rawLayout, coldSize])
    let (raw, cold) = (figures[0], figures[1])
    let cached = measure { _ = label.sizeThatFits(fitting) }
    let intrinsic = measure { _ = label.intrinsicContentSize }
    report("reference: raw Pango layout of the same text", seconds: raw, reference: raw)
    report("UILabel.sizeThatFits, 3 lines, cold", seconds: cold, ratio: figures.ratio(1, to: 0))
    report("UILabel.sizeThatFits, 3 lines, cached layout", seconds: cached, reference: raw)
    report("UILabel.intrinsicContentSize, kept", seconds: intrinsic, reference: raw)
    goal("cold ≤ 1.3× the raw Pango layout", figures.ratio(1, to: 0) <= 1.3)
    goal("cached ≤ 0.1× the raw Pango layout", cached <= raw / 10)
}
