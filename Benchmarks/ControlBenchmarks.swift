import CCairo
import Foundation
import UIKit
import UIKitTesting

/// A window of 500 labels and 100 system buttons with titles built from nothing: the views made,
/// added to a headless 1280×1024 window and committed (layout, display, composite, present).
///
/// The reference is the same 600 strings in the same frames drawn by Pango itself, each into the
/// backing store of a plain `CALayer` (a new PangoLayout per string, shown with
/// `pango_cairo_show_layout`), committed the same way. Text layout and rasterising, backing stores
/// and compositing are what any toolkit pays for such a window, and both sides pay them; so the
/// ratio is what views, labels and buttons add on top. (600 plain coloured views would be a
/// reference without text, and the ratio would mostly measure Pango.) Every build starts with an
/// empty text layout cache, as a new window would; a second figure keeps the cache warm, as a
/// window rebuilt with the same strings finds it.
@MainActor
func runControlBenchmarks() {
    print("Controls (headless 1280×1024 window, scale 1; 500 labels + 100 system buttons built, laid out and drawn;")
    print("reference: the same 600 strings drawn by Pango into 600 plain CALayers' backing stores, same commit)")
    // An app of its own: groups before this one have launched theirs since the first.
    let app = HeadlessApp(delegate: BenchDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 1024))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    app.runUntilIdle()

    var rawLayers: CALayer?
    var built: UIView?
    // What the other side put in the window goes first, so each build starts from an empty window.
    func clearWindow() {
        rawLayers?.removeFromSuperlayer()
        rawLayers = nil
        built?.removeFromSuperview()
        built = nil
    }
    func buildRaw() {
        clearWindow()
        let container = CALayer()
        container.frame = window.bounds
        for (index, frame) in ControlGrid.frames.enumerated() {
            let layer = PangoTextLayer()
            layer.text = ControlGrid.title(index)
            layer.isButton = index >= ControlGrid.labelCount
            layer.frame = frame
            layer.setNeedsDisplay()
            container.addSublayer(layer)
        }
        window.layer.addSublayer(container)
        rawLayers = container
        app.runUntilIdle()
    }

    // How long the last build took to make and add the views, and to commit them.
    var split = (adding: 0.0, committing: 0.0)
    func build() {
        let start = DispatchTime.now().uptimeNanoseconds
        clearWindow()
        let container = UIView(frame: window.bounds)
        for (index, frame) in ControlGrid.frames.enumerated() {
            if index < ControlGrid.labelCount {
                let label = UILabel(frame: frame)
                label.font = ControlGrid.labelFont
                label.text = ControlGrid.title(index)
                container.addSubview(label)
            } else {
                let button = UIButton(type: .system)
                button.frame = frame
                button.setTitle(ControlGrid.title(index), for: .normal)
                container.addSubview(button)
            }
        }
        window.addSubview(container)
        built = container
        let added = DispatchTime.now().uptimeNanoseconds
        app.runUntilIdle()
        let end = DispatchTime.now().uptimeNanoseconds
        split = (Double(added - start) / 1e9, Double(end - added) / 1e9)
    }
    // For profiling one side alone (`valgrind --toggle-collect` on `ctlStep`): CTL_ONLY=raw|cold|warm
    // runs CTL_N builds of that side after one that warms up what loads once (fontconfig's files).
    if let only = ProcessInfo.processInfo.environment["CTL_ONLY"] {
        let side: () -> Void =
            switch only {
            case "raw": buildRaw
            case "cold":
                {
                    TextLayoutCache.current.removeAll()
                    build()
                }
            default: build
            }
        side()
        for _ in 0..<(Int(ProcessInfo.processInfo.environment["CTL_N"] ?? "") ?? 300) { ctlStep(side) }
        exit(0)
    }
    // Measured in turn, so a machine whose speed drifts during the run moves all three alike.
    let figures = measureInterleaved(
        budget: 3,
        [
            buildRaw,
            {
                TextLayoutCache.current.removeAll()
                build()
            },
            build,
        ])
    let (raw, cold, warm) = (figures[0], figures[1], figures[2])
    let splits = (0..<5).map { _ in
        TextLayoutCache.current.removeAll()
        build()
        return split
    }
    let middle = splits.sorted { $0.adding + $0.committing < $1.adding + $1.committing }[2]
    clearWindow()
    app.runUntilIdle()
    window.isHidden = true

    report("reference: 600 CALayers drawn by raw Pango", seconds: raw, reference: raw)
    report("500 labels + 100 buttons, cold layout cache", seconds: cold, ratio: figures.ratio(1, to: 0))
    goal("built from nothing ≤ 1.5× the reference", figures.ratio(1, to: 0) <= 1.5)
    report("same, layout cache warm", seconds: warm, ratio: figures.ratio(2, to: 0))
    print(
        String(
            format: "    per full build: %.1f ms cold, %.1f ms warm (reference %.1f ms)", cold * 1000, warm * 1000,
            raw * 1000))
    print(
        String(
            format: "    of a cold build: %.1f ms making and adding the views, %.1f ms committing them",
            middle.adding * 1000, middle.committing * 1000))
    print("")
}

/// One build, as a symbol profilers can select.
@MainActor @inline(never) func ctlStep(_ body: () -> Void) { body() }

/// Where the benchmark's views go: labels in ten columns of fifty rows, then buttons in ten of ten.
@MainActor
private enum ControlGrid {
    static let labelCount = 500
    static let buttonCount = 100
    static let labelFont = UIFont.systemFont(ofSize: 13)

    static let frames: [CGRect] =
        (0..<labelCount).map { index in
            CGRect(x: 4 + CGFloat(index % 10) * 127, y: 2 + CGFloat(index / 10) * 16, width: 120, height: 16)
        }
        + (0..<buttonCount).map { index in
            CGRect(x: 4 + CGFloat(index % 10) * 127, y: 806 + CGFloat(index / 10) * 21, width: 120, height: 20)
        }

    static func title(_ index: Int) -> String {
        index < labelCount ? "Label number \(index)" : "Button \(index - labelCount)"
    }
}

/// A plain layer drawing one line of text with Pango alone, centred down its bounds as a label
/// centres it: a label's text in black at 13 points, a button's title in blue at 15.
private final class PangoTextLayer: CALayer {
    var text = ""
    var isButton = false

    override func draw(in ctx: CGContext) {
        let cairo = ctx.cairo
        let layout = pango_layout_new(PangoContextCache.current)!
        let description = pango_font_description_from_string(isButton ? "DejaVu Sans 15px" : "DejaVu Sans 13px")
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let height = CGFloat(logical.height) / CGFloat(PANGO_SCALE)
        if isButton {
            cairo_set_source_rgba(cairo, 0, 0.48, 1, 1)
        } else {
            cairo_set_source_rgba(cairo, 0, 0, 0, 1)
        }
        // A button centres its title across its width too.
        let left = isButton ? (bounds.width - CGFloat(logical.width) / CGFloat(PANGO_SCALE)) / 2 : 0
        cairo_move_to(cairo, left, (bounds.height - height) / 2)
        pango_cairo_show_layout(cairo, layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
    }
}
