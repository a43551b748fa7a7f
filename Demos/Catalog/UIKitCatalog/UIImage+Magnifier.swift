import UIKit

extension UIImage {
    /// A magnifying glass, 16 points across, as a search field shows at its left: a ring with a
    /// handle down to the right, drawn as a template so it takes the tint or colour of its view.
    /// (There are no SF Symbols here for `UIImage(systemName: "magnifyingglass")`.)
    static let magnifier = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in
        let ring = UIBezierPath(ovalIn: CGRect(x: 1.5, y: 1.5, width: 10, height: 10))
        ring.lineWidth = 2
        ring.stroke()
        let handle = UIBezierPath()
        handle.move(to: CGPoint(x: 10.5, y: 10.5))
        handle.addLine(to: CGPoint(x: 14.5, y: 14.5))
        handle.lineWidth = 2.2
        handle.lineCapStyle = .round
        handle.stroke()
    }.withRenderingMode(.alwaysTemplate)
}
