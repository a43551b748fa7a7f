/// A path seen as key frames for `CAKeyframeAnimation`: the end points of its segments (lines,
/// curves, closing lines), each segment walked at an even speed along its length.
struct PathKeyframes {
    /// The start of the path, then the end of each segment.
    private(set) var points: [CGPoint] = []
    /// Each segment as a polyline of samples, first point included.
    private var polylines: [[CGPoint]] = []
    /// Each segment's length.
    private(set) var lengths: [Double] = []

    private static let samplesPerCurve = 32

    init(_ path: CGPath) {
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                current = e.points[0]
                subpathStart = current
                if points.isEmpty { points.append(current) }
            case .addLineToPoint:
                add([current, e.points[0]])
                current = e.points[0]
            case .addQuadCurveToPoint:
                let (c, end) = (e.points[0], e.points[1])
                add(Self.sample { t in Self.quad(current, c, end, t) })
                current = end
            case .addCurveToPoint:
                let (c1, c2, end) = (e.points[0], e.points[1], e.points[2])
                add(Self.sample { t in Self.cubic(current, c1, c2, end, t) })
                current = end
            case .closeSubpath:
                if current != subpathStart { add([current, subpathStart]) }
                current = subpathStart
            @unknown default:
                break
            }
        }
    }

    var segmentCount: Int { polylines.count }

    /// The point `fraction` of the way along segment `segment`, by length.
    func point(segment: Int, at fraction: Double) -> CGPoint {
        guard segment < polylines.count else { return points.last ?? .zero }
        let (a, b, t) = locate(segment: segment, at: fraction)
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// The direction of travel there, in radians (y down: clockwise positive).
    func tangentAngle(segment: Int, at fraction: Double) -> Double {
        guard segment < polylines.count else { return 0 }
        let (a, b, _) = locate(segment: segment, at: fraction)
        return atan2(Double(b.y - a.y), Double(b.x - a.x))
    }

    private func locate(segment: Int, at fraction: Double) -> (CGPoint, CGPoint, Double) {
        let line = polylines[segment]
        var remaining = min(max(fraction, 0), 1) * lengths[segment]
        for index in 0..<(line.count - 1) {
            let (a, b) = (line[index], line[index + 1])
            let piece = Double(hypot(b.x - a.x, b.y - a.y))
            if remaining <= piece || index == line.count - 2 {
                return (a, b, piece > 0 ? min(remaining / piece, 1) : 0)
            }
            remaining -= piece
        }
        return (line[0], line[line.count - 1], 1)
    }

    private mutating func add(_ polyline: [CGPoint]) {
        if points.isEmpty, let first = polyline.first { points.append(first) }
        polylines.append(polyline)
        points.append(polyline[polyline.count - 1])
        var length = 0.0
        for index in 0..<(polyline.count - 1) {
            length += Double(
                hypot(polyline[index + 1].x - polyline[index].x, polyline[index + 1].y - polyline[index].y))
        }
        lengths.append(length)
    }

    private static func sample(_ curve: (CGFloat) -> CGPoint) -> [CGPoint] {
        (0...samplesPerCurve).map { curve(CGFloat($0) / CGFloat(samplesPerCurve)) }
    }

    private static func quad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    private static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }
}
