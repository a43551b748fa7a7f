import UIKit

/// A horizontal scrubber standing in for a slider: a track filled up to a round thumb that a drag
/// or a click on the track moves. It reports each new value (0…1) to `valueChanged`; while
/// disabled it is dimmed and ignores the pointer.
final class ScrubberView: UIView {
    /// Where the thumb is, from 0 at the left end of the track to 1 at the right.
    var value: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    /// Called with the value whenever the pointer moves the thumb.
    var valueChanged: ((CGFloat) -> Void)?
    /// Whether the pointer can move the thumb.
    var isEnabled = true {
        didSet {
            isUserInteractionEnabled = isEnabled
            setNeedsDisplay()
        }
    }

    private static let thumbRadius: CGFloat = 9

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: ScrubberView.moveThumb))
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: ScrubberView.moveThumb))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Puts the thumb under the pointer.
    private func moveThumb(_ recognizer: UIGestureRecognizer) {
        let inset = Self.thumbRadius + 1
        let x = recognizer.location(in: self).x
        value = min(max((x - inset) / max(bounds.width - 2 * inset, 1), 0), 1)
        valueChanged?(value)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let inset = Self.thumbRadius + 1
        let y = bounds.midY
        let thumbX = inset + value * (bounds.width - 2 * inset)
        context.setLineCap(.round)
        context.setLineWidth(4)
        context.setStrokeColor(UIColor.systemGray5.cgColor)
        context.move(to: CGPoint(x: inset, y: y))
        context.addLine(to: CGPoint(x: bounds.width - inset, y: y))
        context.strokePath()
        context.setStrokeColor((isEnabled ? UIColor.systemBlue : UIColor.systemGray3).cgColor)
        context.move(to: CGPoint(x: inset, y: y))
        context.addLine(to: CGPoint(x: thumbX, y: y))
        context.strokePath()

        let thumb = CGRect(
            x: thumbX - Self.thumbRadius, y: y - Self.thumbRadius, width: 2 * Self.thumbRadius,
            height: 2 * Self.thumbRadius)
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 1), blur: 3, color: UIColor(white: 0, alpha: 0.35).cgColor)
        context.setFillColor((isEnabled ? UIColor.white : UIColor.systemGray6).cgColor)
        context.fillEllipse(in: thumb)
        context.restoreGState()
    }
}
