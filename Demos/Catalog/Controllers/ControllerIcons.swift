import UIKit

/// The controllers set's images: tab bar icons drawn in black with `UIGraphicsImageRenderer` and
/// marked as templates (the tab bar paints them in its tint when selected, else grey), and the pop
/// card's close cross.
@MainActor
enum ControllerIcons {
    private static let size = CGSize(width: 28, height: 28)

    /// A card in front of another, a chevron pointing on: pages pushed on a stack.
    static var navigation: UIImage {
        draw { context in
            let back = UIBezierPath(roundedRect: CGRect(x: 9, y: 3, width: 17, height: 19), cornerRadius: 3)
            back.lineWidth = 2
            back.stroke()
            UIBezierPath(roundedRect: CGRect(x: 2, y: 7, width: 18, height: 19), cornerRadius: 3).fill()
            context.cgContext.setBlendMode(.clear)
            UIBezierPath.chevron(in: CGRect(x: 9, y: 11.5, width: 4.5, height: 10), lineWidth: 2.2).stroke()
        }
    }

    /// A window outline with a filled sheet rising from its bottom edge: a modal presentation.
    static var presentation: UIImage {
        draw { _ in
            let window = UIBezierPath(roundedRect: CGRect(x: 2, y: 3, width: 24, height: 22), cornerRadius: 3)
            window.lineWidth = 2
            window.stroke()
            UIBezierPath(
                roundedRect: CGRect(x: 6, y: 10, width: 16, height: 15), byRoundingCorners: [.topLeft, .topRight],
                cornerRadii: CGSize(width: 3, height: 3)
            ).fill()
        }
    }

    /// A speech bubble holding an exclamation mark: an alert.
    static var alerts: UIImage {
        draw { context in
            let bubble = UIBezierPath(roundedRect: CGRect(x: 2, y: 2, width: 24, height: 19), cornerRadius: 5)
            bubble.fill()
            let tail = UIBezierPath()
            tail.move(to: CGPoint(x: 8, y: 20))
            tail.addLine(to: CGPoint(x: 7, y: 27))
            tail.addLine(to: CGPoint(x: 15, y: 20))
            tail.close()
            tail.fill()
            context.cgContext.setBlendMode(.clear)
            UIBezierPath(roundedRect: CGRect(x: 12.5, y: 5, width: 3, height: 9), cornerRadius: 1.5).fill()
            UIBezierPath(ovalIn: CGRect(x: 12.5, y: 15, width: 3, height: 3)).fill()
        }
    }

    /// An arrow going round a circle: a controller's life, over and over.
    static var lifecycle: UIImage {
        draw { _ in
            let center = CGPoint(x: 14, y: 15.5)
            let arc = UIBezierPath(
                arcCenter: center, radius: 10, startAngle: -.pi / 2, endAngle: .pi * 1.2, clockwise: true)
            arc.lineWidth = 2.5
            arc.lineCapStyle = .round
            arc.stroke()
            let head = UIBezierPath()
            head.move(to: CGPoint(x: 20, y: 5.5))
            head.addLine(to: CGPoint(x: 13, y: 1))
            head.addLine(to: CGPoint(x: 13, y: 10))
            head.close()
            head.fill()
        }
    }

    /// A white × on a transparent ground, for the pop card's close button in the dimming view.
    static var close: UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            UIColor.white.setStroke()
            let cross = UIBezierPath()
            cross.move(to: CGPoint(x: 3, y: 3))
            cross.addLine(to: CGPoint(x: 17, y: 17))
            cross.move(to: CGPoint(x: 17, y: 3))
            cross.addLine(to: CGPoint(x: 3, y: 17))
            cross.lineWidth = 2.5
            cross.lineCapStyle = .round
            cross.stroke()
        }
    }

    private static func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            UIColor.black.setFill()
            UIColor.black.setStroke()
            actions(context)
        }.withRenderingMode(.alwaysTemplate)
    }
}
