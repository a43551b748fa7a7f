import UIKit

/// The App Store page's app icons, drawn with `UIGraphicsImageRenderer` once per app and shared by
/// every cell showing it: a rounded square shading from the app's hue to a neighbouring one, with
/// a white glyph in the middle.
@MainActor
enum AppIcon {
    /// The white shape in the middle of an icon.
    enum Glyph: Sendable {
        case sun, wave, leaf, ring, dot, peak, play, bars, gear
    }

    /// The side of the drawn icons; cells show them at this size or smaller.
    static let side: CGFloat = 76
    /// The corner radius of an icon `side` points across, as iOS rounds icons (about 22 %).
    static func cornerRadius(forSide side: CGFloat) -> CGFloat { side * 0.225 }

    private static var drawn: [String: UIImage] = [:]

    /// `app`'s icon.
    static func image(for app: StoreApp) -> UIImage {
        if let image = drawn[app.name] { return image }
        let image = draw(app)
        drawn[app.name] = image
        return image
    }

    private static func draw(_ app: StoreApp) -> UIImage {
        let bounds = CGRect(x: 0, y: 0, width: side, height: side)
        return UIGraphicsImageRenderer(size: bounds.size).image { context in
            UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius(forSide: side)).addClip()
            let top = UIColor(hue: app.hue, saturation: 0.55, brightness: 1, alpha: 1)
            let bottom = UIColor(
                hue: (app.hue + 0.06).truncatingRemainder(dividingBy: 1), saturation: 0.85, brightness: 0.8, alpha: 1)
            if let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [top.cgColor, bottom.cgColor], locations: [0, 1])
            {
                context.cgContext.drawLinearGradient(
                    gradient, start: .zero, end: CGPoint(x: 0, y: side), options: [])
            }
            UIColor.white.setFill()
            UIColor.white.setStroke()
            glyphPath(app.glyph, in: bounds.insetBy(dx: side * 0.25, dy: side * 0.25)).draw()
        }
    }

    /// A path to fill or stroke for `glyph`, inside `box`.
    private struct GlyphPath {
        var path: UIBezierPath
        var filled: Bool

        func draw() {
            if filled { path.fill() } else { path.stroke() }
        }
    }

    private static func glyphPath(_ glyph: Glyph, in box: CGRect) -> GlyphPath {
        let (w, c) = (box.width, CGPoint(x: box.midX, y: box.midY))
        switch glyph {
        case .sun:
            let sun = UIBezierPath(ovalIn: box.insetBy(dx: w * 0.22, dy: w * 0.22))
            for ray in 0..<8 {
                let angle = CGFloat(ray) * .pi / 4
                sun.move(to: CGPoint(x: c.x + cos(angle) * w * 0.36, y: c.y + sin(angle) * w * 0.36))
                sun.addLine(to: CGPoint(x: c.x + cos(angle) * w * 0.5, y: c.y + sin(angle) * w * 0.5))
            }
            sun.lineWidth = w * 0.09
            sun.lineCapStyle = .round
            return GlyphPath(path: sun, filled: false)
        case .wave:
            let wave = UIBezierPath()
            for row in 0..<2 {
                let y = box.minY + w * (0.35 + 0.35 * CGFloat(row))
                wave.move(to: CGPoint(x: box.minX, y: y))
                wave.addCurve(
                    to: CGPoint(x: box.maxX, y: y), controlPoint1: CGPoint(x: box.minX + w * 0.35, y: y - w * 0.35),
                    controlPoint2: CGPoint(x: box.minX + w * 0.65, y: y + w * 0.35))
            }
            wave.lineWidth = w * 0.12
            wave.lineCapStyle = .round
            return GlyphPath(path: wave, filled: false)
        case .leaf:
            let leaf = UIBezierPath()
            leaf.move(to: CGPoint(x: box.minX, y: box.maxY))
            leaf.addQuadCurve(to: CGPoint(x: box.maxX, y: box.minY), controlPoint: CGPoint(x: box.minX, y: box.minY))
            leaf.addQuadCurve(to: CGPoint(x: box.minX, y: box.maxY), controlPoint: CGPoint(x: box.maxX, y: box.maxY))
            return GlyphPath(path: leaf, filled: true)
        case .ring:
            let ring = UIBezierPath(ovalIn: box.insetBy(dx: w * 0.08, dy: w * 0.08))
            ring.lineWidth = w * 0.16
            return GlyphPath(path: ring, filled: false)
        case .dot:
            return GlyphPath(path: UIBezierPath(ovalIn: box.insetBy(dx: w * 0.12, dy: w * 0.12)), filled: true)
        case .peak:
            let peak = UIBezierPath()
            peak.move(to: CGPoint(x: box.minX, y: box.maxY))
            peak.addLine(to: CGPoint(x: box.minX + w * 0.38, y: box.minY + w * 0.1))
            peak.addLine(to: CGPoint(x: box.minX + w * 0.6, y: box.minY + w * 0.5))
            peak.addLine(to: CGPoint(x: box.minX + w * 0.75, y: box.minY + w * 0.3))
            peak.addLine(to: CGPoint(x: box.maxX, y: box.maxY))
            peak.close()
            return GlyphPath(path: peak, filled: true)
        case .play:
            let play = UIBezierPath()
            play.move(to: CGPoint(x: box.minX + w * 0.15, y: box.minY))
            play.addLine(to: CGPoint(x: box.maxX, y: c.y))
            play.addLine(to: CGPoint(x: box.minX + w * 0.15, y: box.maxY))
            play.close()
            return GlyphPath(path: play, filled: true)
        case .bars:
            let bars = UIBezierPath()
            for (bar, height) in [0.45, 0.8, 0.6, 1].enumerated() {
                let barWidth = w * 0.18
                let x = box.minX + CGFloat(bar) * w * 0.27
                bars.append(
                    UIBezierPath(
                        roundedRect: CGRect(x: x, y: box.maxY - w * height, width: barWidth, height: w * height),
                        cornerRadius: barWidth / 3))
            }
            return GlyphPath(path: bars, filled: true)
        case .gear:
            let gear = UIBezierPath(ovalIn: box.insetBy(dx: w * 0.18, dy: w * 0.18))
            for tooth in 0..<8 {
                let angle = CGFloat(tooth) * .pi / 4
                gear.move(to: CGPoint(x: c.x + cos(angle) * w * 0.3, y: c.y + sin(angle) * w * 0.3))
                gear.addLine(to: CGPoint(x: c.x + cos(angle) * w * 0.5, y: c.y + sin(angle) * w * 0.5))
            }
            gear.lineWidth = w * 0.16
            return GlyphPath(path: gear, filled: false)
        }
    }
}
