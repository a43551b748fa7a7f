import UIKit

// MARK: - Drawing

extension RatingControl {
    /// Fills one star per point of the rating.
    @objc override open func draw(_ rect: CGRect) {
        UIColor.orange.setFill()
        for index in 0..<rating { UIBezierPath(ovalIn: star(at: index)).fill() }
    }

    override open var intrinsicContentSize: CGSize {
        CGSize(width: starCount * 24, height: 20)
    }
}
