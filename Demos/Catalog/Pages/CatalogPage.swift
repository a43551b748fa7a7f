import UIKit

/// A catalogue page: a view that draws itself in `draw(_:)` and redraws when its size changes.
class CatalogPage: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.needsDisplayOnBoundsChange = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Where content starts below a heading drawn by `drawHeading(_:caption:)`.
    static let headingHeight: CGFloat = 58

    /// Draws a compact heading: the page's title, and under it a line saying what it shows.
    func drawHeading(_ title: String, caption: String) {
        title.draw(
            at: CGPoint(x: 20, y: 12),
            withAttributes: [.font: UIFont.boldSystemFont(ofSize: 18), .foregroundColor: UIColor.label])
        caption.draw(
            at: CGPoint(x: 20, y: 37),
            withAttributes: [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.secondaryLabel])
    }
}
