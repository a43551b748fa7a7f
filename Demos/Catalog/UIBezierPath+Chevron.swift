import UIKit

extension UIBezierPath {
    /// A chevron pointing right, filling `rect`: from its top left corner to the middle of its
    /// right edge and back to its bottom left corner, with round caps and joins, to be stroked.
    static func chevron(in rect: CGRect, lineWidth: CGFloat) -> UIBezierPath {
        let chevron = UIBezierPath()
        chevron.move(to: CGPoint(x: rect.minX, y: rect.minY))
        chevron.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        chevron.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        chevron.lineWidth = lineWidth
        chevron.lineCapStyle = .round
        chevron.lineJoinStyle = .round
        return chevron
    }
}
