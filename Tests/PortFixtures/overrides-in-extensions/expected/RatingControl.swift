import UIKit

/// A row of stars drawn by hand.
open class RatingControl: UIControl {
    var rating = 0
    var starCount = 5

    func star(at index: Int) -> CGRect {
        CGRect(x: CGFloat(index) * 24, y: 0, width: 20, height: 20)
    }

    // MARK: - Drawing
    /// Fills one star per point of the rating.
    override open func draw(_ rect: CGRect) {
        UIColor.orange.setFill()
        for index in 0..<rating { UIBezierPath(ovalIn: star(at: index)).fill() }
    }

    override open var intrinsicContentSize: CGSize {
        CGSize(width: starCount * 24, height: 20)
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if let point = touches.first?.location(in: self) { rating = ratingIndex(at: point) }
        sendActions(for: .valueChanged)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        setNeedsDisplay()
    }

    override open var isEnabled: Bool {
        didSet { alpha = isEnabled ? 1 : 0.5 }
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}

final class RatingStarLayer: CALayer {
    // The layer draws its star itself.
    override func draw(in ctx: CGContext) {
        ctx.fill(bounds)
    }
}
