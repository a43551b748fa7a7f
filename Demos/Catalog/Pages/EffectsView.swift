import UIKit

/// Gradients, shadows, blend modes, images made with a renderer, rounded Bézier corners and
/// attributed text, all drawn in `draw(_:)`.
final class EffectsView: CatalogPage {
    private let badge = EffectsView.makeBadge()
    /// Made once: every attributed string swift-corelibs-foundation makes keeps its attributes.
    private let styledText = EffectsView.makeStyledText()

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        "Effects, images and text".draw(
            at: CGPoint(x: 20, y: 16),
            withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.label])

        drawGradientCard(in: context, rect: CGRect(x: 20, y: 56, width: 150, height: 100))
        drawShadowedPill(in: context, rect: CGRect(x: 190, y: 70, width: 140, height: 56))

        for (index, mode) in [CGBlendMode.normal, .multiply, .screen, .difference].enumerated() {
            drawBlendSample(in: context, origin: CGPoint(x: 20 + CGFloat(index) * 80, y: 180), mode: mode)
        }

        badge.draw(in: CGRect(x: 20, y: 290, width: 64, height: 64))
        badge.draw(in: CGRect(x: 96, y: 290, width: 64, height: 64), blendMode: .normal, alpha: 0.4)

        let corners = UIBezierPath(
            roundedRect: CGRect(x: 180, y: 290, width: 150, height: 64), byRoundingCorners: [.topLeft, .bottomRight],
            cornerRadii: CGSize(width: 24, height: 24))
        UIColor.systemIndigo.setFill()
        corners.fill()
        UIColor.white.setStroke()
        corners.lineWidth = 3
        corners.setLineDash([8, 6], count: 2, phase: 0)
        corners.stroke()

        styledText.draw(in: CGRect(x: 20, y: 372, width: 310, height: 80))
    }

    private func drawGradientCard(in context: CGContext, rect: CGRect) {
        let colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor, UIColor.systemYellow.cgColor]
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 0.5, 1])!
        context.saveGState()
        UIBezierPath(roundedRect: rect, cornerRadius: 14).addClip()
        context.drawLinearGradient(
            gradient, start: CGPoint(x: rect.minX, y: rect.minY), end: CGPoint(x: rect.maxX, y: rect.maxY), options: [])
        context.restoreGState()
        "CGGradient".draw(
            at: CGPoint(x: rect.minX + 12, y: rect.maxY - 28),
            withAttributes: [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.white])
    }

    private func drawShadowedPill(in context: CGContext, rect: CGRect) {
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 6), blur: 10, color: UIColor(white: 0, alpha: 0.35).cgColor)
        UIColor.white.setFill()
        UIBezierPath(roundedRect: rect, cornerRadius: rect.height / 2).fill()
        context.restoreGState()
        "setShadow".draw(
            at: CGPoint(x: rect.minX + 28, y: rect.minY + 17),
            withAttributes: [.font: UIFont.systemFont(ofSize: 16, weight: .semibold), .foregroundColor: UIColor.label])
    }

    private func drawBlendSample(in context: CGContext, origin: CGPoint, mode: CGBlendMode) {
        context.saveGState()
        UIColor.systemBlue.setFill()
        context.fillEllipse(in: CGRect(x: origin.x, y: origin.y, width: 44, height: 44))
        context.setBlendMode(mode)
        UIColor.systemYellow.setFill()
        context.fillEllipse(in: CGRect(x: origin.x + 20, y: origin.y + 20, width: 44, height: 44))
        context.restoreGState()
        "\(mode)".draw(
            at: CGPoint(x: origin.x, y: origin.y + 70),
            withAttributes: [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.secondaryLabel])
    }

    private static func makeStyledText() -> NSAttributedString {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 4
        let text = NSMutableAttributedString(
            string: "Attributed text: ",
            attributes: [.font: UIFont.systemFont(ofSize: 15), .paragraphStyle: paragraph])
        text.append(NSAttributedString(string: "bold ", attributes: [.font: UIFont.boldSystemFont(ofSize: 15)]))
        text.append(
            NSAttributedString(
                string: "underlined ",
                attributes: [.font: UIFont.systemFont(ofSize: 15), .underlineStyle: NSUnderlineStyle.single.rawValue]))
        text.append(
            NSAttributedString(
                string: "coloured ",
                attributes: [.font: UIFont.italicSystemFont(ofSize: 15), .foregroundColor: UIColor.systemRed]))
        text.append(
            NSAttributedString(
                string: "and monospaced 0123, wrapped to the width.",
                attributes: [.font: UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)]))
        return text
    }

    /// A badge made once with `UIGraphicsImageRenderer`, then drawn as a `UIImage`.
    private static func makeBadge() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
            UIColor.systemGreen.setFill()
            UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 60, height: 60)).fill()
            let check = UIBezierPath()
            check.move(to: CGPoint(x: 18, y: 33))
            check.addLine(to: CGPoint(x: 28, y: 44))
            check.addLine(to: CGPoint(x: 47, y: 21))
            check.lineWidth = 6
            check.lineCapStyle = .round
            check.lineJoinStyle = .round
            UIColor.white.setStroke()
            check.stroke()
        }
    }
}
