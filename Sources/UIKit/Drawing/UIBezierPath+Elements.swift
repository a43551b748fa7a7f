/// Element lists behind `UIBezierPath`'s rounded rectangles, `reversing()` and `contains(_:)`.
extension UIBezierPath {
    /// The cubic Bézier handle length for a quarter circle of radius 1.
    private static let kappa: CGFloat = 0.552_284_749_831

    /// A closed rounded rectangle in UIKit's coordinates (top is `minY`), clockwise on screen from
    /// the end of the top-left corner. Corners not in `corners` are square. Radii that do not fit
    /// in half the width or height are scaled down together, keeping their proportions.
    static func roundedRect(_ rect: CGRect, corners: UIRectCorner, radii: CGSize) -> [PathElement] {
        let r = rect.standardized
        var (rx, ry) = (max(0, radii.width), max(0, radii.height))
        let scale = min(1, rx > 0 ? r.width / 2 / rx : 1, ry > 0 ? r.height / 2 / ry : 1)
        (rx, ry) = (rx * scale, ry * scale)
        func radius(_ corner: UIRectCorner) -> (CGFloat, CGFloat) {
            corners.contains(corner) && rx > 0 && ry > 0 ? (rx, ry) : (0, 0)
        }
        let (tl, tr, br, bl) = (radius(.topLeft), radius(.topRight), radius(.bottomRight), radius(.bottomLeft))
        var elements: [PathElement] = [.move(to: CGPoint(x: r.minX + tl.0, y: r.minY))]
        // Each corner: a line to where its arc starts, then (when rounded) the quarter ellipse.
        func corner(
            _ radius: (CGFloat, CGFloat), at point: CGPoint, arrivingAlong a: CGPoint, leavingAlong b: CGPoint
        ) {
            let (w, h) = radius
            let start = CGPoint(x: point.x - a.x * w, y: point.y - a.y * h)
            let end = CGPoint(x: point.x + b.x * w, y: point.y + b.y * h)
            elements.append(.line(to: start))
            guard w > 0 else { return }
            let control1 = CGPoint(x: start.x + a.x * w * kappa, y: start.y + a.y * h * kappa)
            let control2 = CGPoint(x: end.x - b.x * w * kappa, y: end.y - b.y * h * kappa)
            elements.append(.curve(to: end, control1: control1, control2: control2))
        }
        let (right, down, left, up) = (
            CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)
        )
        corner(tr, at: CGPoint(x: r.maxX, y: r.minY), arrivingAlong: right, leavingAlong: down)
        corner(br, at: CGPoint(x: r.maxX, y: r.maxY), arrivingAlong: down, leavingAlong: left)
        corner(bl, at: CGPoint(x: r.minX, y: r.maxY), arrivingAlong: left, leavingAlong: up)
        corner(tl, at: CGPoint(x: r.minX, y: r.minY), arrivingAlong: up, leavingAlong: right)
        elements.append(.close)
        return elements
    }

    /// `path`'s subpaths, each running backwards: it starts where the original ended and visits
    /// the same points in reverse, curves with their control points swapped. A closed subpath
    /// stays closed, its closing line now running from its original first point to its last.
    static func reversedElements(of path: CGPath) -> [PathElement] {
        var elements: [PathElement] = []
        for subpath in path.subpathSegments {
            elements.append(.move(to: subpath.end))
            for segment in subpath.segments.reversed() {
                switch segment.count {
                case 2: elements.append(.line(to: segment[0]))
                case 3: elements.append(.quadCurve(to: segment[0], control: segment[1]))
                default: elements.append(.curve(to: segment[0], control1: segment[2], control2: segment[1]))
                }
            }
            if subpath.isClosed { elements.append(.close) }
        }
        return elements
    }

    /// The path's closed subpaths only, for `contains(_:)`.
    var closedSubpaths: CGPath {
        var elements: [PathElement] = []
        for subpath in path.subpathSegments where subpath.isClosed {
            elements.append(.move(to: subpath.start))
            for segment in subpath.segments {
                switch segment.count {
                case 2: elements.append(.line(to: segment[1]))
                case 3: elements.append(.quadCurve(to: segment[2], control: segment[1]))
                default: elements.append(.curve(to: segment[3], control1: segment[1], control2: segment[2]))
                }
            }
            elements.append(.close)
        }
        return CGPath(elements: elements)
    }
}
