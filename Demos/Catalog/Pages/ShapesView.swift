import UIKit

/// Shapes and text drawn in `draw(_:)`: arcs, ellipses, a rounded rectangle, a star path, dashes.
final class ShapesView: CatalogPage {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        "Drawn with Core Graphics over cairo".draw(
            at: CGPoint(x: 20, y: 16),
            withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.label])
        "draw(_:) · UIGraphicsGetCurrentContext() · paths, arcs, text".draw(
            at: CGPoint(x: 20, y: 46),
            withAttributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.secondaryLabel])

        context.setFillColor(UIColor.systemBlue.cgColor)
        context.fillEllipse(in: CGRect(x: 24, y: 90, width: 110, height: 110))

        context.addPath(
            CGPath(
                roundedRect: CGRect(x: 160, y: 90, width: 150, height: 110), cornerWidth: 18,
                cornerHeight: 18, transform: nil))
        context.setFillColor(UIColor.systemOrange.cgColor)
        context.fillPath()

        context.move(to: CGPoint(x: 400, y: 145))
        context.addArc(
            center: CGPoint(x: 400, y: 145), radius: 55, startAngle: -.pi / 2, endAngle: .pi, clockwise: false)
        context.closePath()
        context.setFillColor(UIColor.systemGreen.cgColor)
        context.fillPath()

        drawStar(in: context, center: CGPoint(x: 80, y: 290), radius: 55)

        context.setStrokeColor(UIColor.systemPurple.cgColor)
        context.setLineWidth(6)
        context.setLineCap(.round)
        context.setLineDash(phase: 0, lengths: [14, 12])
        context.move(to: CGPoint(x: 160, y: 250))
        context.addCurve(
            to: CGPoint(x: 460, y: 260), control1: CGPoint(x: 240, y: 180), control2: CGPoint(x: 360, y: 350))
        context.strokePath()
        context.setLineDash(phase: 0, lengths: [])

        "Window levels: this window is .normal; the palette is .statusBar, the alert .alert".draw(
            in: CGRect(x: 160, y: 300, width: bounds.width - 180, height: 60),
            withAttributes: [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.label])
    }

    private func drawStar(in context: CGContext, center: CGPoint, radius: CGFloat) {
        let points = (0..<10).map { index -> CGPoint in
            let angle = CGFloat(index) * .pi / 5 - .pi / 2
            let length = index.isMultiple(of: 2) ? radius : radius * 0.45
            return CGPoint(x: center.x + cos(angle) * length, y: center.y + sin(angle) * length)
        }
        context.addLines(between: points)
        context.closePath()
        context.setFillColor(UIColor.systemYellow.cgColor)
        context.setStrokeColor(UIColor.systemOrange.cgColor)
        context.setLineWidth(3)
        context.setLineJoin(.round)
        context.drawPath(using: .fillStroke)
    }
}
