import CCairo
import UIKit

/// Our `CGContext` against the same operations issued to cairo directly, each pair measured in the
/// same run on identical 800×600 surfaces, so the ratio is the wrapper's overhead (target: ≤ 1.10).
@MainActor
func runCoreGraphicsBenchmarks() {
    let (width, height) = (800, 600)
    let context = CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    let cr = cairo_create(surface)!
    defer {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }
    // The same starting state as a Core Graphics bitmap context: y up, line width 1, miter limit 10.
    var flip = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: Double(height))
    cairo_set_matrix(cr, &flip)
    cairo_set_miter_limit(cr, 10)

    // A 24-point star and a 100-segment zig-zag polyline across the surface.
    let star = (0..<24).map { i -> CGPoint in
        let angle = Double(i) * .pi / 12
        let radius = i.isMultiple(of: 2) ? 250.0 : 110.0
        return CGPoint(x: 400 + radius * cos(angle), y: 300 + radius * sin(angle))
    }
    let polyline = (0...100).map { i in CGPoint(x: 20 + Double(i) * 7.6, y: i.isMultiple(of: 2) ? 120 : 480) }

    print("CoreGraphics overhead (reference: the same operations issued to cairo directly)")

    let rawFill = measure {
        cairo_new_path(cr)
        cairo_move_to(cr, Double(star[0].x), Double(star[0].y))
        for p in star.dropFirst() { cairo_line_to(cr, Double(p.x), Double(p.y)) }
        cairo_close_path(cr)
        cairo_set_source_rgba(cr, 0.2, 0.4, 0.6, 1)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
    }
    let ourFill = measure {
        context.beginPath()
        context.addLines(between: star)
        context.closePath()
        context.setFillColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        context.fillPath()
    }
    report("fill path (24-point star)", seconds: ourFill, reference: rawFill)

    cairo_set_line_width(cr, 2)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    context.setLineWidth(2)
    context.setLineJoin(.round)
    let rawStroke = measure {
        cairo_new_path(cr)
        cairo_move_to(cr, Double(polyline[0].x), Double(polyline[0].y))
        for p in polyline.dropFirst() { cairo_line_to(cr, Double(p.x), Double(p.y)) }
        cairo_set_source_rgba(cr, 0.8, 0.1, 0.1, 1)
        cairo_stroke(cr)
    }
    let ourStroke = measure {
        context.beginPath()
        context.move(to: polyline[0])
        for p in polyline.dropFirst() { context.addLine(to: p) }
        context.setStrokeColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)
        context.strokePath()
    }
    report("stroke path (100-segment polyline, width 2)", seconds: ourStroke, reference: rawStroke)

    var x = 0.0
    let rawRect = measure {
        x = x >= 700 ? 0 : x + 1
        cairo_new_path(cr)
        cairo_rectangle(cr, x, 100, 100, 100)
        cairo_set_source_rgba(cr, 0.1, 0.7, 0.3, 1)
        cairo_fill(cr)
    }
    let ourRect = measure {
        x = x >= 700 ? 0 : x + 1
        context.setFillColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 1)
        context.fill(CGRect(x: x, y: 100, width: 100, height: 100))
    }
    report("fill rect (100×100)", seconds: ourRect, reference: rawRect)

    // The same with the colour set once, so a new CGColor per call is not counted.
    cairo_set_source_rgba(cr, 0.1, 0.7, 0.3, 1)
    let rawRectOnly = measure {
        x = x >= 700 ? 0 : x + 1
        cairo_new_path(cr)
        cairo_rectangle(cr, x, 100, 100, 100)
        cairo_fill(cr)
    }
    let ourRectOnly = measure {
        x = x >= 700 ? 0 : x + 1
        context.fill(CGRect(x: x, y: 100, width: 100, height: 100))
    }
    report("fill rect (100×100), colour set once", seconds: ourRectOnly, reference: rawRectOnly)

    // What the effects cost, against the plain rect fill above.
    context.setShadow(offset: CGSize(width: 4, height: -4), blur: 8)
    let shadowed = measure {
        context.fill(CGRect(x: 300, y: 200, width: 100, height: 100))
    }
    context.setShadow(offset: .zero, blur: 0, color: nil)
    report("  fill rect with a shadow (blur 8), vs fill rect", seconds: shadowed, reference: ourRect)

    let gradient = CGGradient(
        colorsSpace: nil,
        colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
        locations: [0, 1])!
    context.saveGState()
    context.clip(to: CGRect(x: 300, y: 200, width: 100, height: 100))
    let gradientTime = measure {
        context.drawLinearGradient(
            gradient, start: CGPoint(x: 300, y: 0), end: CGPoint(x: 400, y: 0), options: [])
    }
    context.restoreGState()
    report("  linear gradient in a 100×100 clip, vs fill rect", seconds: gradientTime, reference: ourRect)

    context.setBlendMode(.sourceIn)
    let sourceIn = measure {
        context.fill(CGRect(x: 300, y: 200, width: 100, height: 100))
    }
    context.setBlendMode(.normal)
    report("  fill rect in sourceIn (bounded by hand), vs fill rect", seconds: sourceIn, reference: ourRect)
}
