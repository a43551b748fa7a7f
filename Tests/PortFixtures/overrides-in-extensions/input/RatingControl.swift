import UIKit

/// A row of stars drawn by hand.
open class RatingControl: UIControl {
    var rating = 0
    var starCount = 5

    func star(at index: Int) -> CGRect {
        CGRect(x: CGFloat(index) * 24, y: 0, width: 20, height: 20)
    }
}

final class RatingStarLayer: CALayer {}

extension RatingStarLayer {
    // The layer draws its star itself.
    override func draw(in ctx: CGContext) {
        ctx.fill(bounds)
    }
}
