import Foundation

/// The glyph of a standard bar button item, drawn with paths in a 22-point box: outlines with
/// round caps and joins, and solid shapes, all in one colour. Shapes follow SF Symbols, simplified.
/// The close item is the exception: a grey cross in a light grey 30-point circle, as on iOS.
@MainActor
struct SystemItemGlyph {
    /// The box a glyph is drawn in.
    static let side: CGFloat = 22
    /// The close item's circle.
    static let closeSide: CGFloat = 30

    private let outlines = UIBezierPath()
    private let solids = UIBezierPath()
    private let lineWidth: CGFloat

    private init(lineWidth: CGFloat = 1.8) {
        self.lineWidth = lineWidth
    }

    /// The size `item` takes on a bar; nil for text items and spaces.
    static func size(of item: UIBarButtonItem.SystemItem) -> CGSize? {
        if item.title != nil || item.isSpace { return nil }
        return item == .close ? CGSize(width: closeSide, height: closeSide) : CGSize(width: side, height: side)
    }

    /// Draws `item`'s glyph with its box at `origin`, in `color` (the close item in its greys,
    /// at `color`'s opacity).
    static func draw(_ item: UIBarButtonItem.SystemItem, at origin: CGPoint, color: UIColor) {
        if item == .close {
            drawClose(at: origin, opacity: color.cgColor.alpha)
        } else {
            glyph(for: item)?.draw(at: origin, color: color)
        }
    }

    private func draw(at origin: CGPoint, color: UIColor) {
        let move = CGAffineTransform(translationX: origin.x, y: origin.y)
        color.set()
        if !outlines.isEmpty {
            let path = outlines.copy() as! UIBezierPath
            path.apply(move)
            path.lineWidth = lineWidth
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            path.stroke()
        }
        if !solids.isEmpty {
            let path = solids.copy() as! UIBezierPath
            path.apply(move)
            path.fill()
        }
    }

    private static func drawClose(at origin: CGPoint, opacity: CGFloat) {
        let box = CGRect(origin: origin, size: CGSize(width: closeSide, height: closeSide))
        UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12 * opacity).setFill()
        UIBezierPath(ovalIn: box).fill()
        let cross = UIBezierPath()
        let inset = box.insetBy(dx: 10.5, dy: 10.5)
        cross.move(to: CGPoint(x: inset.minX, y: inset.minY))
        cross.addLine(to: CGPoint(x: inset.maxX, y: inset.maxY))
        cross.move(to: CGPoint(x: inset.maxX, y: inset.minY))
        cross.addLine(to: CGPoint(x: inset.minX, y: inset.maxY))
        cross.lineWidth = 2.5
        cross.lineCapStyle = .round
        UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6 * opacity).setStroke()
        cross.stroke()
    }

    // MARK: - Shapes

    /// Adds an open polyline through `points` to the outlines.
    private func line(_ points: (CGFloat, CGFloat)...) {
        add(points, to: outlines, closed: false)
    }

    /// Adds a closed outline through `points`.
    private func outline(_ points: (CGFloat, CGFloat)...) {
        add(points, to: outlines, closed: true)
    }

    /// Adds a solid polygon through `points`.
    private func solid(_ points: (CGFloat, CGFloat)...) {
        add(points, to: solids, closed: true)
    }

    private func add(_ points: [(CGFloat, CGFloat)], to path: UIBezierPath, closed: Bool) {
        guard let first = points.first else { return }
        path.move(to: CGPoint(x: first.0, y: first.1))
        for point in points.dropFirst() { path.addLine(to: CGPoint(x: point.0, y: point.1)) }
        if closed { path.close() }
    }

    private func curve(to end: (CGFloat, CGFloat), control: (CGFloat, CGFloat)) {
        outlines.addQuadCurve(to: CGPoint(x: end.0, y: end.1), controlPoint: CGPoint(x: control.0, y: control.1))
    }

    private func circle(center: (CGFloat, CGFloat), radius: CGFloat) {
        outlines.append(
            UIBezierPath(
                arcCenter: CGPoint(x: center.0, y: center.1), radius: radius, startAngle: 0, endAngle: 2 * .pi,
                clockwise: true))
    }

    /// The glyph of `item`, or nil when it is drawn as text or is a space.
    private static func glyph(for item: UIBarButtonItem.SystemItem) -> SystemItemGlyph? {
        switch item {
        case .add: crossed(plus: true)
        case .stop: crossed(plus: false)
        case .compose: compose()
        case .reply: reply()
        case .action: action()
        case .organize: organize()
        case .bookmarks: bookmarks()
        case .search: search()
        case .refresh: refresh()
        case .camera: camera()
        case .trash: trash()
        case .pageCurl: pageCurl()
        case .play, .pause, .rewind, .fastForward: media(item)
        default: nil
        }
    }

    private static func crossed(plus: Bool) -> SystemItemGlyph {
        let glyph = SystemItemGlyph(lineWidth: 2)
        if plus {
            glyph.line((11, 3), (11, 19))
            glyph.line((3, 11), (19, 11))
        } else {
            glyph.line((5, 5), (17, 17))
            glyph.line((17, 5), (5, 17))
        }
        return glyph
    }

    private static func compose() -> SystemItemGlyph {
        let glyph = SystemItemGlyph()
        glyph.line((11, 4), (4, 4), (4, 18), (18, 18), (18, 11))
        glyph.line((9, 13), (19, 3))
        return glyph
    }

    private static func reply() -> SystemItemGlyph {
        let glyph = SystemItemGlyph()
        glyph.line((9, 5), (3, 11), (9, 17))
        glyph.line((3, 11), (12, 11))
        glyph.curve(to: (19, 18), control: (19, 11))
        return glyph
    }

    private static func action() -> SystemItemGlyph {
        let glyph = SystemItemGlyph()
        glyph.line((8, 9), (5, 9), (5, 20), (17, 20), (17, 9), (14, 9))
        glyph.line((11, 2), (11, 14))
        glyph.line((7.5, 5.5), (11, 2), (14.5, 5.5))
        return glyph
    }

    private static func organize() -> SystemItemGlyph {
        let glyph = SystemItemGlyph()
        glyph.outline((3, 5), (9, 5), (11, 7.5), (19, 7.5), (19, 18), (3, 18))
        return glyph
    }

    private static func bookmarks() -> SystemItemGlyph {
        let glyph = SystemItemGlyph()
        glyph.line((11, 6), (11, 19))
        for side: CGFloat in [3, 19] {
            glyph.line((11, 6))
            glyph.curve(to: (side, 5), control: ((11 + side) / 2, 3.5))
            glyph.line((side, 5), (side, 18))
            glyph.curve(to: (11, 19), control: ((11 + side) / 2, 16.5))
        }
        return glyph
    }

    private static func search() -> SystemItemGlyph {
        let glyph = SystemItemGlyph(lineWidth: 2)
        glyph.circle(center: (9.5, 9.5), radius: 6)
        glyph.line((14, 14), (19, 19))
        return glyph
    }

    private static func refresh() -> SystemItemGlyph {
        let glyph = SystemItemGlyph()
        glyph.outlines.append(
            UIBezierPath(
                arcCenter: CGPoint(x: 11, y: 12), radius: 7, startAngle: -.pi / 2 + 0.9, endAngle: 3 * .pi / 2,
                clockwise: true))
        glyph.line((8, 2), (11.5, 5), (8, 8))
        return glyph
    }

    private static func camera() -> SystemItemGlyph {
        let glyph = SystemItemGlyph()
        glyph.outlines.append(UIBezierPath(roundedRect: CGRect(x: 2, y: 7, width: 18, height: 12), cornerRadius: 2))
        glyph.line((7.5, 7), (9, 4.5), (13, 4.5), (14.5, 7))
        glyph.circle(center: (11, 13), radius: 3.2)
        return glyph
    }

    private static func trash() -> SystemItemGlyph {
        let glyph = SystemItemGlyph(lineWidth: 1.6)
        glyph.line((3, 6), (19, 6))
        glyph.line((8.5, 6), (8.5, 3.5), (13.5, 3.5), (13.5, 6))
        glyph.line((5, 6), (6.2, 19), (15.8, 19), (17, 6))
        glyph.line((9, 9.5), (9, 15.5))
        glyph.line((13, 9.5), (13, 15.5))
        return glyph
    }

    private static func pageCurl() -> SystemItemGlyph {
        let glyph = SystemItemGlyph()
        glyph.outline((4, 3), (18, 3), (18, 13), (12, 19), (4, 19))
        glyph.line((18, 13), (12, 13), (12, 19))
        return glyph
    }

    private static func media(_ item: UIBarButtonItem.SystemItem) -> SystemItemGlyph {
        let glyph = SystemItemGlyph()
        switch item {
        case .play:
            glyph.solid((6, 3), (18, 11), (6, 19))
        case .pause:
            glyph.solids.append(UIBezierPath(rect: CGRect(x: 5, y: 4, width: 4, height: 14)))
            glyph.solids.append(UIBezierPath(rect: CGRect(x: 13, y: 4, width: 4, height: 14)))
        case .rewind:
            glyph.solid((11, 5), (2, 11), (11, 17))
            glyph.solid((20, 5), (11, 11), (20, 17))
        default:
            glyph.solid((2, 5), (11, 11), (2, 17))
            glyph.solid((11, 5), (20, 11), (11, 17))
        }
        return glyph
    }
}
