import CCairo
import CPixman
import UIKit
import UIKitTesting

/// The compositor against pixman and cairo doing the same pixel work directly on the same
/// window buffer, each pair measured in the same run. Windows are headless and presentation is
/// left out: a figure is the bounds pass plus the paint pass of one frame.
@MainActor
func runCompositorBenchmarks() {
    print("Compositor (headless 1920×1080 window, scale 1; presentation excluded, measured below under Presenting;")
    print("reference: pixman/cairo called directly on the same buffer for the same pixels)")

    // 50 translucent 400×300 layers, overlapping, over the white window.
    let translucent = CompositorScene()
    let colours = (0..<50).map { (i: Int) -> CGColor in
        let (r, g, b) = (CGFloat(i % 7) / 7, CGFloat(i % 5) / 5, CGFloat(i % 3) / 3)
        return CGColor(red: r, green: g, blue: b, alpha: 0.5)
    }
    let boxes = (0..<50).map { (i: Int) -> CGRect in
        CGRect(x: (i % 10) * 152, y: (i / 10) * 195, width: 400, height: 300)
    }
    for (box, colour) in zip(boxes, colours) { translucent.add(box, colour) }
    let fullOver = measure { _ = translucent.frame(everything: true) }
    let rawOver = measure {
        translucent.rawFill(translucent.bounds, .white, op: PIXMAN_OP_SRC)
        for (box, colour) in zip(boxes, colours) { translucent.rawFill(box, colour, op: PIXMAN_OP_OVER) }
    }
    report("full recomposite, 50 translucent 400×300 layers", seconds: fullOver, reference: rawOver)
    goal("≤ 1.10× pixman OVER of the same pixels", fullOver / rawOver <= 1.10)

    let opaque = CompositorScene()
    let solid = colours.map { $0.copy(alpha: 1)! }
    for (box, colour) in zip(boxes, solid) { opaque.add(box, colour) }
    let fullSource = measure { _ = opaque.frame(everything: true) }
    let rawSource = measure {
        opaque.rawFill(opaque.bounds, .white, op: PIXMAN_OP_SRC)
        for (box, colour) in zip(boxes, solid) { opaque.rawFill(box, colour, op: PIXMAN_OP_SRC) }
    }
    report("full recomposite, same layers opaque", seconds: fullSource, reference: rawSource)
    goal("≤ 1.15× pixman SRC (opaque copied, occluded culled)", fullSource / rawSource <= 1.15)

    let many = CompositorScene()
    let small = (0..<1000).map { (i: Int) -> CGRect in
        CGRect(x: (i % 50) * 38, y: (i / 50) * 54, width: 10, height: 10)
    }
    for (index, box) in small.enumerated() { many.add(box, solid[index % solid.count]) }
    let fullMany = measure { _ = many.frame(everything: true) }
    let rawMany = measure {
        many.rawFill(many.bounds, .white, op: PIXMAN_OP_SRC)
        for (index, box) in small.enumerated() { many.rawFill(box, solid[index % solid.count], op: PIXMAN_OP_SRC) }
    }
    report("full recomposite, 1000 opaque 10×10 layers", seconds: fullMany, reference: rawMany)
    let perLayer = (fullMany - rawMany) / 1000
    print(String(format: "    per-layer overhead %.2f µs", perLayer * 1e6))
    goal("per-layer overhead ≤ 0.6 µs", perLayer <= 0.6e-6)

    // One 64×64 layer changes colour in the translucent scene.
    let changing = translucent.add(CGRect(x: 900, y: 500, width: 64, height: 64), colours[0])
    let full = measure { _ = translucent.frame(everything: true) }
    var flip = false
    // The compositor alone: no implicit animation of the colour change.
    CATransaction.setDisableActions(true)
    let change = measure {
        flip.toggle()
        changing.backgroundColor = flip ? colours[1] : colours[2]
        _ = translucent.frame()
    }
    let rawChange = measure {
        translucent.rawFill(CGRect(x: 900, y: 500, width: 64, height: 64), colours[1], op: PIXMAN_OP_OVER)
    }
    report("one 64×64 change (damage only)", seconds: change, reference: rawChange)
    print(
        String(
            format: "    vs pixman OVER + 50 µs: %.2f×; %.0f× cheaper than a full recomposite",
            change / (rawChange + 50e-6), full / change))
    goal(
        "≤ 1.5× (OVER + 50 µs) and ≥ 20× cheaper than full", change / (rawChange + 50e-6) <= 1.5 && full / change >= 20)

    runPerspectiveBenchmark()
    runRoundedBenchmarks()
    print("")
}

/// A 400×300 image layer turned 30° about y with m34 = -1/500, against pixman's own projective
/// bilinear composite of the same image through the same homography.
@MainActor
private func runPerspectiveBenchmark() {
    let scene = CompositorScene()
    let image = gradientImage(width: 400, height: 300)
    let layer = CALayer()
    layer.frame = CGRect(x: 760, y: 390, width: 400, height: 300)
    layer.contents = image
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    let turned = CATransform3DRotate(perspective, 30 * .pi / 180, 0, 1, 0)
    let nudged = CATransform3DRotate(perspective, 30.0001 * .pi / 180, 0, 1, 0)
    layer.transform = turned
    scene.root.addSublayer(layer)
    _ = scene.frame(everything: true)
    var flip = false
    let ours = measure {
        flip.toggle()
        layer.transform = flip ? nudged : turned
        _ = scene.frame()
    }
    // The same map: image pixels → anchor-centred → rotate + perspective → position.
    let m = CATransform3DConcat(
        CATransform3DConcat(CATransform3DMakeTranslation(-200, -150, 0), turned),
        CATransform3DMakeTranslation(960, 540, 0))
    let raw = measure { scene.rawWarp(image, m) }
    report("400×300 layer, 30° about y, m34 -1/500, bilinear", seconds: ours, reference: raw)
    goal("≤ 1.66 ms per frame", ours <= 1.66e-3)
}

/// 200 layers with rounded corners clipping their content, against cairo clipping and painting
/// the same shapes directly.
@MainActor
private func runRoundedBenchmarks() {
    let image = gradientImage(width: 80, height: 80)
    let frames = (0..<200).map { (i: Int) -> CGRect in
        CGRect(x: 10 + (i % 20) * 95, y: 10 + (i / 20) * 105, width: 80, height: 80)
    }
    for withSublayer in [false, true] {
        let scene = CompositorScene()
        for frame in frames {
            let layer = CALayer()
            layer.frame = frame
            layer.cornerRadius = 16
            layer.masksToBounds = true
            if withSublayer {
                layer.backgroundColor = CGColor(red: 0.2, green: 0.5, blue: 0.8, alpha: 1)
                let child = CALayer()
                child.frame = CGRect(x: 40, y: 40, width: 60, height: 60)
                child.backgroundColor = CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
                layer.addSublayer(child)
            } else {
                layer.contents = image
            }
            scene.root.addSublayer(layer)
        }
        var passes = 0
        let ours = measure { passes = scene.frame(everything: true).offscreenPasses }
        let raw = measure { scene.rawRounded(frames, image: withSublayer ? nil : image) }
        report(
            withSublayer ? "200 rounded clips of a sublayer" : "200 rounded clips of an image (contents)",
            seconds: ours,
            reference: raw)
        print("    offscreen passes per frame: \(passes)")
    }
}

private func gradientImage(width: Int, height: Int) -> CGImage {
    let context = CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    for y in stride(from: 0, to: height, by: 10) {
        for x in stride(from: 0, to: width, by: 10) {
            context.setFillColor(
                CGColor(red: CGFloat(x) / CGFloat(width), green: CGFloat(y) / CGFloat(height), blue: 0.5, alpha: 1))
            context.fill(CGRect(x: x, y: y, width: 10, height: 10))
        }
    }
    return context.makeImage()!
}

/// A headless 1920×1080 window whose frames the benchmark paints without presenting, and the
/// window's buffer as a pixman image and a cairo context for the references.
@MainActor
private final class CompositorScene {
    let app: HeadlessApp
    let window: UIWindow
    let host: LayerHost
    let pixels: OpaquePointer
    let cairo: OpaquePointer
    let buffer: CGContext
    let bounds = CGRect(x: 0, y: 0, width: 1920, height: 1080)
    var root: CALayer { window.layer }

    init() {
        app = HeadlessApp(delegate: BenchDelegate())
        window = UIWindow(frame: bounds)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        app.runUntilIdle()
        host = window.host!
        buffer = app.platformWindow(of: window)!.beginFrame()
        pixels = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, Int32(buffer.width), Int32(buffer.height),
            buffer.data!.assumingMemoryBound(to: UInt32.self), Int32(buffer.bytesPerRow))
        cairo = cairo_create(buffer.surface)
    }

    isolated deinit {
        pixman_image_unref(pixels)
        cairo_destroy(cairo)
    }

    @discardableResult
    func add(_ frame: CGRect, _ colour: CGColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = colour
        root.addSublayer(layer)
        return layer
    }

    func frame(everything: Bool = false) -> FrameStatistics {
        host.paintFrameWithoutPresenting(everything: everything) ?? FrameStatistics()
    }

    func rawFill(_ rect: CGRect, _ colour: CGColor, op: pixman_op_t) {
        let (r, g, b, a) = colour.rgba
        func channel(_ v: CGFloat) -> UInt16 { UInt16(max(0, min(1, v)) * 65535 + 0.5) }
        var c = pixman_color_t(red: channel(r * a), green: channel(g * a), blue: channel(b * a), alpha: channel(a))
        var box = pixman_box32_t(
            x1: Int32(rect.minX), y1: Int32(rect.minY), x2: Int32(rect.maxX), y2: Int32(rect.maxY))
        pixman_image_fill_boxes(op, pixels, &c, 1, &box)
    }

    /// pixman's projective bilinear composite of `image` through the flattened `m`.
    func rawWarp(_ image: CGImage, _ m: CATransform3D) {
        let source = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, Int32(image.width), Int32(image.height),
            cairo_image_surface_get_data(image.surface).map {
                UnsafeMutableRawPointer($0).assumingMemoryBound(to: UInt32.self)
            },
            Int32(image.bytesPerRow))!
        var forward = pixman_f_transform()
        forward.m = (
            (Double(m.m11), Double(m.m21), Double(m.m41)), (Double(m.m12), Double(m.m22), Double(m.m42)),
            (Double(m.m14), Double(m.m24), Double(m.m44))
        )
        var inverse = pixman_f_transform()
        _ = pixman_f_transform_invert(&inverse, &forward)
        var fixed = pixman_transform()
        _ = pixman_transform_from_pixman_f_transform(&fixed, &inverse)
        pixman_image_set_transform(source, &fixed)
        pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        // The projected corners' box.
        var (x0, y0, x1, y1) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for (x, y) in [
            (0.0, 0.0), (Double(image.width), 0), (0, Double(image.height)),
            (Double(image.width), Double(image.height)),
        ] {
            let w = x * Double(m.m14) + y * Double(m.m24) + Double(m.m44)
            let px = (x * Double(m.m11) + y * Double(m.m21) + Double(m.m41)) / w
            let py = (x * Double(m.m12) + y * Double(m.m22) + Double(m.m42)) / w
            (x0, y0, x1, y1) = (min(x0, px), min(y0, py), max(x1, px), max(y1, py))
        }
        let (bx, by) = (Int32(x0.rounded(.down)), Int32(y0.rounded(.down)))
        let (bw, bh) = (Int32(x1.rounded(.up)) - bx, Int32(y1.rounded(.up)) - by)
        var white = pixman_color_t(red: 65535, green: 65535, blue: 65535, alpha: 65535)
        var box = pixman_box32_t(x1: bx, y1: by, x2: bx + bw, y2: by + bh)
        pixman_image_fill_boxes(PIXMAN_OP_SRC, pixels, &white, 1, &box)
        pixman_image_composite32(PIXMAN_OP_OVER, source, nil, pixels, bx, by, 0, 0, bx, by, bw, bh)
        pixman_image_unref(source)
    }

    /// cairo clipping to each rounded rectangle and painting the image (or a background and a
    /// square child) inside it.
    func rawRounded(_ frames: [CGRect], image: CGImage?) {
        cairo_reset_clip(cairo)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
        for frame in frames {
            let (x, y, w, h, r) = (
                Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height), 16.0
            )
            cairo_new_path(cairo)
            cairo_arc(cairo, x + w - r, y + r, r, -.pi / 2, 0)
            cairo_arc(cairo, x + w - r, y + h - r, r, 0, .pi / 2)
            cairo_arc(cairo, x + r, y + h - r, r, .pi / 2, .pi)
            cairo_arc(cairo, x + r, y + r, r, .pi, 3 * .pi / 2)
            cairo_close_path(cairo)
            cairo_save(cairo)
            cairo_clip(cairo)
            if let image {
                cairo_set_source_surface(cairo, image.surface, x, y)
                cairo_paint(cairo)
            } else {
                cairo_set_source_rgb(cairo, 0.2, 0.5, 0.8)
                cairo_paint(cairo)
                cairo_set_source_rgb(cairo, 0.9, 0.3, 0.2)
                cairo_rectangle(cairo, x + 40, y + 40, 60, 60)
                cairo_fill(cairo)
            }
            cairo_restore(cairo)
        }
    }
}
