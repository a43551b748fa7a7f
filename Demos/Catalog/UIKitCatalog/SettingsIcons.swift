import UIKit

/// The Settings table's row icons, drawn as iOS Settings draws its own: a white glyph on a rounded
/// square of the row's colour, 29 points across, made with `UIGraphicsImageRenderer`.
@MainActor
enum SettingsIcons {
    private static let size = CGSize(width: 29, height: 29)
    private static let cornerRadius: CGFloat = 7

    /// An aeroplane seen from above, nose up: Airplane Mode.
    static var airplane: UIImage {
        draw(on: .systemOrange) { _ in
            let plane = UIBezierPath()
            for point in [
                (14.5, 5), (16, 7), (16, 12), (23, 16.5), (23, 18.5), (16, 16.5), (16, 21), (18.5, 23), (18.5, 24.5),
                (14.5, 23.5), (10.5, 24.5), (10.5, 23), (13, 21), (13, 16.5), (6, 18.5), (6, 16.5), (13, 12), (13, 7),
            ] {
                let point = CGPoint(x: point.0, y: point.1)
                if plane.isEmpty { plane.move(to: point) } else { plane.addLine(to: point) }
            }
            plane.close()
            plane.fill()
        }
    }

    /// A dot under three arcs: Wi-Fi.
    static var wifi: UIImage {
        draw(on: .systemBlue) { _ in
            let centre = CGPoint(x: 14.5, y: 21)
            for radius: CGFloat in [5, 9.5, 14] {
                let arc = UIBezierPath(
                    arcCenter: centre, radius: radius - 1, startAngle: -.pi * 0.75, endAngle: -.pi * 0.25,
                    clockwise: true)
                arc.lineWidth = 2.4
                arc.lineCapStyle = .round
                arc.stroke()
            }
            UIBezierPath(ovalIn: CGRect(x: centre.x - 1.8, y: centre.y - 1.8, width: 3.6, height: 3.6)).fill()
        }
    }

    /// The Bluetooth rune: a line up the middle with two arrowheads to its right.
    static var bluetooth: UIImage {
        draw(on: .systemBlue) { _ in
            let rune = UIBezierPath()
            rune.move(to: CGPoint(x: 9.5, y: 10))
            rune.addLine(to: CGPoint(x: 19, y: 18.5))
            rune.addLine(to: CGPoint(x: 14.5, y: 23))
            rune.addLine(to: CGPoint(x: 14.5, y: 6))
            rune.addLine(to: CGPoint(x: 19, y: 10.5))
            rune.addLine(to: CGPoint(x: 9.5, y: 19))
            rune.lineWidth = 2
            rune.lineCapStyle = .round
            rune.lineJoinStyle = .round
            rune.stroke()
        }
    }

    /// A square with a dot at its top right corner: Notifications.
    static var notifications: UIImage {
        draw(on: .systemRed) { context in
            let box = UIBezierPath(roundedRect: CGRect(x: 6.5, y: 8.5, width: 14, height: 14), cornerRadius: 3.5)
            box.lineWidth = 2.2
            box.stroke()
            context.setBlendMode(.clear)
            UIBezierPath(ovalIn: CGRect(x: 14.5, y: 4, width: 11, height: 11)).fill()
            context.setBlendMode(.normal)
            UIBezierPath(ovalIn: CGRect(x: 16.5, y: 6, width: 7, height: 7)).fill()
        }
    }

    /// A loudspeaker with a sound wave: Sounds & Haptics.
    static var sounds: UIImage {
        draw(on: .systemPink) { _ in
            let speaker = UIBezierPath()
            speaker.move(to: CGPoint(x: 6.5, y: 11.5))
            speaker.addLine(to: CGPoint(x: 10.5, y: 11.5))
            speaker.addLine(to: CGPoint(x: 15.5, y: 7))
            speaker.addLine(to: CGPoint(x: 15.5, y: 22))
            speaker.addLine(to: CGPoint(x: 10.5, y: 17.5))
            speaker.addLine(to: CGPoint(x: 6.5, y: 17.5))
            speaker.close()
            speaker.fill()
            let wave = UIBezierPath(
                arcCenter: CGPoint(x: 15.5, y: 14.5), radius: 6, startAngle: -.pi / 4, endAngle: .pi / 4,
                clockwise: true)
            wave.lineWidth = 2
            wave.lineCapStyle = .round
            wave.stroke()
        }
    }

    /// A crescent moon: Focus.
    static var focus: UIImage {
        draw(on: .systemIndigo) { context in
            UIBezierPath(ovalIn: CGRect(x: 6.5, y: 6.5, width: 16, height: 16)).fill()
            context.setBlendMode(.clear)
            UIBezierPath(ovalIn: CGRect(x: 11.5, y: 3.5, width: 15, height: 15)).fill()
        }
    }

    /// A rounded square of `colour` with what `glyph` draws over it in white; the glyph draws in a
    /// transparency layer of its own, so where it clears (`.clear` blend mode) the square shows.
    private static func draw(on colour: UIColor, _ glyph: (CGContext) -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            colour.setFill()
            UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: cornerRadius).fill()
            UIColor.white.setFill()
            UIColor.white.setStroke()
            context.cgContext.beginTransparencyLayer(auxiliaryInfo: nil)
            glyph(context.cgContext)
            context.cgContext.endTransparencyLayer()
        }
    }
}
