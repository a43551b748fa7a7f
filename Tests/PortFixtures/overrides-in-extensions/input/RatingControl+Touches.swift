import UIKit

public extension RatingControl {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if let point = touches.first?.location(in: self) { rating = ratingIndex(at: point) }
        sendActions(for: .valueChanged)
    }

    func ratingIndex(at point: CGPoint) -> Int {
        min(starCount, Int(point.x / 24) + 1)
    }
}

extension RatingControl: UIGestureRecognizerDelegate {
    override open func layoutSubviews() {
        super.layoutSubviews()
        setNeedsDisplay()
    }
}

extension RatingControl {
    override open var isEnabled: Bool {
        didSet { alpha = isEnabled ? 1 : 0.5 }
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
