import UIKit

public extension RatingControl {
    func ratingIndex(at point: CGPoint) -> Int {
        min(starCount, Int(point.x / 24) + 1)
    }
}

extension RatingControl: UIGestureRecognizerDelegate {}
