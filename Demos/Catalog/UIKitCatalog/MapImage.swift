import UIKit

/// A map of an imaginary island, 2000 × 1500 points, drawn with `UIGraphicsImageRenderer` for the
/// zooming demo: lettered and numbered grid squares, each labelled in small print, towns with names
/// in several sizes, roads, a lake and a river, so every zoom scale shows something the last did not.
enum MapImage {
    static let size = CGSize(width: 2000, height: 1500)
    /// The sea around the island, at the map's edges.
    static let seaColor = UIColor(red: 0.62, green: 0.8, blue: 0.93, alpha: 1)
    private static let gridStep: CGFloat = 100

    /// Towns: where, name, and whether a city (bigger dot and name) or a village.
    private static let towns: [(CGPoint, String, Bool)] = [
        (CGPoint(x: 520, y: 560), "Cairo Harbour", true), (CGPoint(x: 1480, y: 930), "Pango Bay", true),
        (CGPoint(x: 980, y: 420), "Xlib Heights", true), (CGPoint(x: 760, y: 1060), "Pixman Point", true),
        (CGPoint(x: 1230, y: 1180), "Cassowary Ridge", false), (CGPoint(x: 640, y: 820), "Glyph Falls", false),
        (CGPoint(x: 1540, y: 520), "Baseline", false), (CGPoint(x: 1120, y: 760), "Kerning", false),
        (CGPoint(x: 420, y: 980), "Vsync", false), (CGPoint(x: 1700, y: 760), "Damage Rect", false),
    ]

    /// The map, at one pixel per point.
    static func make() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            seaColor.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            drawLand()
            drawWater()
            drawRoads()
            drawGrid()
            for (point, name, isCity) in towns { drawTown(name, at: point, isCity: isCity) }
            drawTitle()
        }
    }

    private static func drawLand() {
        // A closed curve through the midpoints of a ring of points at varying distances.
        let radii: [CGFloat] = [1.0, 0.86, 0.97, 0.8, 0.93, 1.05, 0.88, 0.96, 0.78, 0.92, 1.02, 0.84]
        let centre = CGPoint(x: 1000, y: 790)
        let corners = radii.enumerated().map { index, radius in
            let angle = CGFloat(index) / CGFloat(radii.count) * 2 * .pi
            return CGPoint(x: centre.x + cos(angle) * 820 * radius, y: centre.y + sin(angle) * 560 * radius)
        }
        let midpoint = { (a: CGPoint, b: CGPoint) in CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
        let land = UIBezierPath()
        land.move(to: midpoint(corners[corners.count - 1], corners[0]))
        for (index, corner) in corners.enumerated() {
            land.addQuadCurve(to: midpoint(corner, corners[(index + 1) % corners.count]), controlPoint: corner)
        }
        land.close()
        UIColor(red: 0.88, green: 0.92, blue: 0.78, alpha: 1).setFill()
        land.fill()
        UIColor(red: 0.5, green: 0.66, blue: 0.46, alpha: 1).setStroke()
        land.lineWidth = 5
        land.stroke()
        UIColor(red: 0.66, green: 0.82, blue: 0.6, alpha: 1).setFill()
        for forest in [
            CGRect(x: 700, y: 300, width: 240, height: 150), CGRect(x: 1300, y: 1050, width: 300, height: 170),
            CGRect(x: 360, y: 700, width: 180, height: 220),
        ] {
            UIBezierPath(ovalIn: forest).fill()
        }
    }

    private static func drawWater() {
        let water = UIColor(red: 0.45, green: 0.68, blue: 0.9, alpha: 1)
        water.setFill()
        UIBezierPath(ovalIn: CGRect(x: 1180, y: 560, width: 280, height: 170)).fill()
        let river = UIBezierPath()
        river.move(to: CGPoint(x: 1320, y: 720))
        river.addCurve(
            to: CGPoint(x: 1900, y: 1240), controlPoint1: CGPoint(x: 1380, y: 980),
            controlPoint2: CGPoint(x: 1700, y: 1000))
        river.lineWidth = 16
        river.lineCapStyle = .round
        water.setStroke()
        river.stroke()
        label("Lake Compositor", at: CGPoint(x: 1320, y: 645), size: 20, color: .white, bold: true)
        label("River Present", at: CGPoint(x: 1610, y: 1060), size: 14, color: water.withAlphaComponent(0.9))
    }

    private static func drawRoads() {
        let routes: [[CGPoint]] = [
            [towns[0].0, CGPoint(x: 760, y: 430), towns[2].0, CGPoint(x: 1300, y: 420), towns[6].0],
            [towns[0].0, CGPoint(x: 560, y: 760), towns[5].0, CGPoint(x: 700, y: 960), towns[3].0],
            [towns[2].0, CGPoint(x: 1050, y: 600), towns[7].0, CGPoint(x: 1350, y: 860), towns[1].0],
            [towns[3].0, CGPoint(x: 1000, y: 1200), towns[4].0, CGPoint(x: 1450, y: 1100), towns[1].0],
        ]
        for (width, color) in [(16, UIColor(red: 0.85, green: 0.6, blue: 0.3, alpha: 1)), (10, UIColor.white)] {
            color.setStroke()
            for route in routes {
                let road = UIBezierPath()
                road.move(to: route[0])
                for index in stride(from: 1, to: route.count - 1, by: 2) {
                    road.addQuadCurve(to: route[index + 1], controlPoint: route[index])
                }
                road.lineWidth = CGFloat(width)
                road.lineCapStyle = .round
                road.stroke()
            }
        }
    }

    /// Grey lines every 100 points, letters along the top and numbers down the left, and each
    /// square's name in its corner, small enough to read only when zoomed in.
    private static func drawGrid() {
        let grid = UIBezierPath()
        for x in stride(from: gridStep, to: size.width, by: gridStep) {
            grid.move(to: CGPoint(x: x, y: 0))
            grid.addLine(to: CGPoint(x: x, y: size.height))
        }
        for y in stride(from: gridStep, to: size.height, by: gridStep) {
            grid.move(to: CGPoint(x: 0, y: y))
            grid.addLine(to: CGPoint(x: size.width, y: y))
        }
        grid.lineWidth = 1.5
        UIColor(white: 0.2, alpha: 0.25).setStroke()
        grid.stroke()
        let letters = Array("ABCDEFGHIJKLMNOPQRST")
        for column in 0..<Int(size.width / gridStep) {
            for row in 0..<Int(size.height / gridStep) {
                let corner = CGPoint(x: CGFloat(column) * gridStep, y: CGFloat(row) * gridStep)
                label(
                    "\(letters[column])\(row + 1)", at: CGPoint(x: corner.x + 4, y: corner.y + 3), size: 9,
                    color: UIColor(white: 0.25, alpha: 0.7))
            }
        }
    }

    private static func drawTown(_ name: String, at point: CGPoint, isCity: Bool) {
        let radius: CGFloat = isCity ? 14 : 8
        let dot = UIBezierPath(
            ovalIn: CGRect(x: point.x - radius, y: point.y - radius, width: radius * 2, height: radius * 2))
        UIColor.white.setFill()
        dot.fill()
        dot.lineWidth = isCity ? 5 : 3
        UIColor(white: 0.15, alpha: 1).setStroke()
        dot.stroke()
        label(
            name, at: CGPoint(x: point.x + radius + 8, y: point.y - (isCity ? 18 : 11)), size: isCity ? 28 : 16,
            color: UIColor(white: 0.1, alpha: 1), bold: isCity)
    }

    private static func drawTitle() {
        label(
            "Casement Island", at: CGPoint(x: 120, y: 110), size: 64, color: UIColor(white: 0.1, alpha: 0.85),
            bold: true)
        label(
            "2000 × 1500 points · pinch, Ctrl+wheel or double-tap to zoom", at: CGPoint(x: 124, y: 196), size: 24,
            color: UIColor(white: 0.1, alpha: 0.6))
        let north = UIBezierPath()
        north.move(to: CGPoint(x: 1850, y: 1290))
        north.addLine(to: CGPoint(x: 1880, y: 1390))
        north.addLine(to: CGPoint(x: 1850, y: 1370))
        north.addLine(to: CGPoint(x: 1820, y: 1390))
        north.close()
        UIColor(white: 0.15, alpha: 0.85).setFill()
        north.fill()
        label("N", at: CGPoint(x: 1838, y: 1240), size: 32, color: UIColor(white: 0.15, alpha: 0.85), bold: true)
    }

    private static func label(_ text: String, at point: CGPoint, size: CGFloat, color: UIColor, bold: Bool = false) {
        let font = bold ? UIFont.boldSystemFont(ofSize: size) : UIFont.systemFont(ofSize: size)
        (text as NSString).draw(at: point, withAttributes: [.font: font, .foregroundColor: color])
    }
}
