#if os(iOS) || os(tvOS)
import UIKit

// MARK: - Drawing

extension StarRatingView {
    /// The filled stars in the star colour, the rest in light grey.
    override open func draw(_ rect: CGRect) {
        for index in 0..<starCount {
            (index < rating ? starColor : UIColor.lightGray).setFill()
            UIBezierPath(rect: starFrame(at: index)).fill()
        }
    }

    override open var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(starCount) * (20 + spacing) - spacing, height: 20)
    }
}
#endif
