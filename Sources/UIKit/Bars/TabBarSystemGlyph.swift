/// The glyphs of the system tab bar items, drawn with Bézier paths on a 25-point square as
/// template images (the bar tints them). They are our own simple pictures in the spirit of
/// iOS's, not copies of them.
@MainActor
enum TabBarSystemGlyph {
    /// The side of the square every glyph is drawn on, in points.
    static let side: CGFloat = 25

    /// The glyph for `item`, as a template image.
    static func image(for item: UITabBarItem.SystemItem) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
        let image = renderer.image { _ in
            UIColor.black.set()
            draw(item)
        }
        return image.withRenderingMode(.alwaysTemplate)
    }

    private static func draw(_ item: UITabBarItem.SystemItem) {
        switch item {
        case .more:
            for x in [5.5, 12.5, 19.5] { UIBezierPath(ovalIn: circle(CGPoint(x: x, y: 12.5), 2.5)).fill() }
        case .favorites:
            star(CGPoint(x: 12.5, y: 13.5), radius: 11.5).fill()
        case .featured:
            stroked(star(CGPoint(x: 12.5, y: 13.5), radius: 10.5), width: 1.8).stroke()
        case .topRated:
            star(CGPoint(x: 12.5, y: 10), radius: 9).fill()
            UIBezierPath(roundedRect: CGRect(x: 3.5, y: 20.5, width: 18, height: 3), cornerRadius: 1.5).fill()
        case .recents:
            clock(radius: 10.5)
        case .contacts:
            person()
        case .history:
            history()
        case .bookmarks:
            book()
        case .search:
            stroked(UIBezierPath(ovalIn: circle(CGPoint(x: 10.5, y: 10.5), 7)), width: 2.2).stroke()
            stroked(line(CGPoint(x: 15.8, y: 15.8), CGPoint(x: 22.5, y: 22.5)), width: 3).stroke()
        case .downloads:
            stroked(polyline([CGPoint(x: 12.5, y: 2.5), CGPoint(x: 12.5, y: 16)]), width: 2).stroke()
            stroked(polyline([CGPoint(x: 7, y: 10.5), CGPoint(x: 12.5, y: 16), CGPoint(x: 18, y: 10.5)]), width: 2)
                .stroke()
            stroked(
                polyline([CGPoint(x: 3, y: 15), CGPoint(x: 3, y: 22), CGPoint(x: 22, y: 22), CGPoint(x: 22, y: 15)]),
                width: 2
            )
            .stroke()
        case .mostRecent:
            UIBezierPath(ovalIn: circle(CGPoint(x: 12.5, y: 12.5), 11.5)).fill()
            hands(length: 7).stroke(with: .clear, alpha: 1)
        case .mostViewed:
            eye()
        }
    }

    // MARK: - Pieces

    private static func circle(_ centre: CGPoint, _ radius: CGFloat) -> CGRect {
        CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)
    }

    private static func stroked(_ path: UIBezierPath, width: CGFloat) -> UIBezierPath {
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        return path
    }

    private static func line(_ from: CGPoint, _ to: CGPoint) -> UIBezierPath {
        polyline([from, to])
    }

    private static func polyline(_ points: [CGPoint]) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: points[0])
        for point in points.dropFirst() { path.addLine(to: point) }
        return path
    }

    /// A five-pointed star, point up, its inner corners at 0.4 of `radius`.
    private static func star(_ centre: CGPoint, radius: CGFloat) -> UIBezierPath {
        let corners = (0..<10).map { index in
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
            let distance = index.isMultiple(of: 2) ? radius : radius * 0.4
            return CGPoint(x: centre.x + distance * cos(angle), y: centre.y + distance * sin(angle))
        }
        let path = polyline(corners)
        path.close()
        return path
    }

    /// A clock's two hands from the centre of the square: up, and to the right.
    private static func hands(length: CGFloat) -> UIBezierPath {
        let centre = CGPoint(x: 12.5, y: 12.5)
        let path = polyline([
            CGPoint(x: centre.x, y: centre.y - length), centre, CGPoint(x: centre.x + length * 0.7, y: centre.y),
        ])
        return stroked(path, width: 2)
    }

    private static func clock(radius: CGFloat) {
        stroked(UIBezierPath(ovalIn: circle(CGPoint(x: 12.5, y: 12.5), radius)), width: 2).stroke()
        hands(length: radius - 4).stroke()
    }

    /// A round head over shoulders.
    private static func person() {
        UIBezierPath(ovalIn: circle(CGPoint(x: 12.5, y: 7.5), 5)).fill()
        let body = UIBezierPath()
        body.move(to: CGPoint(x: 3, y: 24))
        body.addArc(withCenter: CGPoint(x: 12.5, y: 24), radius: 9.5, startAngle: .pi, endAngle: 0, clockwise: true)
        body.close()
        body.fill()
    }

    /// A clock inside an arrow going round it anticlockwise.
    private static func history() {
        let centre = CGPoint(x: 12.5, y: 12.5)
        let arc = UIBezierPath(
            arcCenter: centre, radius: 10.5, startAngle: .pi * 0.95, endAngle: .pi * 0.75, clockwise: true)
        stroked(arc, width: 2).stroke()
        let head = polyline([CGPoint(x: 0, y: 9.5), CGPoint(x: 6, y: 9.5), CGPoint(x: 3, y: 14.5)])
        head.close()
        head.fill()
        hands(length: 6).stroke()
    }

    /// An open book: two pages meeting at the spine.
    private static func book() {
        let left = polyline([
            CGPoint(x: 2, y: 5), CGPoint(x: 11.5, y: 7), CGPoint(x: 11.5, y: 22), CGPoint(x: 2, y: 20),
        ])
        left.close()
        left.fill()
        let right = polyline([
            CGPoint(x: 13.5, y: 7), CGPoint(x: 23, y: 5), CGPoint(x: 23, y: 20), CGPoint(x: 13.5, y: 22),
        ])
        right.close()
        right.fill()
    }

    /// An almond-shaped eye with a round pupil.
    private static func eye() {
        let outline = UIBezierPath()
        outline.move(to: CGPoint(x: 1.5, y: 12.5))
        outline.addQuadCurve(to: CGPoint(x: 23.5, y: 12.5), controlPoint: CGPoint(x: 12.5, y: 1))
        outline.addQuadCurve(to: CGPoint(x: 1.5, y: 12.5), controlPoint: CGPoint(x: 12.5, y: 24))
        outline.close()
        stroked(outline, width: 2).stroke()
        UIBezierPath(ovalIn: circle(CGPoint(x: 12.5, y: 12.5), 3.5)).fill()
    }
}
