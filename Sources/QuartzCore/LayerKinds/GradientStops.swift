/// A gradient layer's colours at their locations, and the three ways the layer paints them.
///
/// Locations are used as given when there is one per colour, otherwise spread evenly from 0 to 1.
/// Before the first location the first colour holds, after the last the last colour.
struct GradientStops {
    /// How many flat wedges a conic gradient is cut into: half a degree each, finer than 8-bit
    /// colour steps for any two-colour sweep.
    static let conicWedges = 720

    private let colors: [CGColor]
    private let locations: [CGFloat]
    /// The stops as straight RGBA, sorted by location (equal locations keep their order).
    private let sorted: [(location: CGFloat, rgba: (CGFloat, CGFloat, CGFloat, CGFloat))]

    /// Nil when there is no `CGColor` among `colors`.
    init?(colors: [Any]?, locations: [NSNumber]?) {
        let colors = colors?.compactMap { $0 as? CGColor } ?? []
        guard !colors.isEmpty else { return nil }
        let given = locations?.map { CGFloat($0.doubleValue) }
        let spread = colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) }
        let locations = given.flatMap { $0.count == colors.count ? $0 : nil } ?? spread
        self.colors = colors
        self.locations = locations
        sorted = zip(locations, colors).enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map { (location: $0.element.0, rgba: $0.element.1.rgba) }
    }

    private var gradient: CGGradient? {
        CGGradient(colorsSpace: nil, colors: colors, locations: locations)
    }

    /// Colours constant across the line from `start` to `end`, the end colours continuing beyond it.
    func drawAxial(in ctx: CGContext, from start: CGPoint, to end: CGPoint) {
        guard colors.count > 1, let gradient else { return fill(ctx, with: colors[0]) }
        ctx.drawLinearGradient(
            gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    }

    /// Location 0 at `center`, 1 on the ellipse with half-axes `radii`, the last colour outside it.
    /// A flat ellipse has no inside: everything takes the last colour.
    func drawRadial(in ctx: CGContext, center: CGPoint, radii: (x: CGFloat, y: CGFloat)) {
        guard colors.count > 1, let gradient else { return fill(ctx, with: colors[0]) }
        guard radii.x > 0, radii.y > 0 else { return fill(ctx, with: colors[colors.count - 1]) }
        ctx.saveGState()
        ctx.translateBy(x: center.x, y: center.y)
        ctx.scaleBy(x: radii.x, y: radii.y)
        ctx.drawRadialGradient(
            gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        ctx.restoreGState()
    }

    /// One sweep around `center`, clockwise in a y-down space, starting on the ray towards `target`
    /// (to the right when the two coincide), filling `area`.
    ///
    /// Drawn as `conicWedges` flat-coloured wedges without antialiasing (so neighbours leave no
    /// seams); neighbouring wedges of the same 8-bit colour are merged into one polygon.
    func drawConic(in ctx: CGContext, center: CGPoint, towards target: CGPoint, covering area: CGRect) {
        guard colors.count > 1 else { return fill(ctx, with: colors[0]) }
        let base = target == center ? 0 : atan2(target.y - center.y, target.x - center.x)
        let corners = [
            CGPoint(x: area.minX, y: area.minY), CGPoint(x: area.maxX, y: area.minY),
            CGPoint(x: area.minX, y: area.maxY), CGPoint(x: area.maxX, y: area.maxY),
        ]
        // Beyond every corner even along a wedge's chord (at most 0.25° from the arc's ends).
        let radius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()! + 2
        func rim(_ step: Int) -> CGPoint {
            let angle = base + 2 * .pi * CGFloat(step) / CGFloat(Self.conicWedges)
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        ctx.saveGState()
        ctx.setShouldAntialias(false)
        var first = 0
        while first < Self.conicWedges {
            let rgba = color(at: (CGFloat(first) + 0.5) / CGFloat(Self.conicWedges))
            var last = first + 1
            while last < Self.conicWedges,
                Self.quantized(color(at: (CGFloat(last) + 0.5) / CGFloat(Self.conicWedges))) == Self.quantized(rgba)
            {
                last += 1
            }
            ctx.beginPath()
            ctx.move(to: center)
            for step in first...last { ctx.addLine(to: rim(step)) }
            ctx.closePath()
            ctx.setFillColor(red: rgba.0, green: rgba.1, blue: rgba.2, alpha: rgba.3)
            ctx.fillPath()
            first = last
        }
        ctx.restoreGState()
    }

    /// The straight RGBA colour at location `t`.
    func color(at t: CGFloat) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        guard let upper = sorted.firstIndex(where: { $0.location > t }) else { return sorted[sorted.count - 1].rgba }
        guard upper > 0 else { return sorted[0].rgba }
        let (below, above) = (sorted[upper - 1], sorted[upper])
        let f = (t - below.location) / (above.location - below.location)
        let (a, b) = (below.rgba, above.rgba)
        return (a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, a.2 + (b.2 - a.2) * f, a.3 + (b.3 - a.3) * f)
    }

    private static func quantized(_ c: (CGFloat, CGFloat, CGFloat, CGFloat)) -> [Int] {
        [c.0, c.1, c.2, c.3].map { Int(($0 * 255).rounded()) }
    }

    private func fill(_ ctx: CGContext, with color: CGColor) {
        ctx.setFillColor(color)
        ctx.fill(ctx.boundingBoxOfClipPath)
    }
}
