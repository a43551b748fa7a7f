import UIKit

/// A horizontal track for a dot to travel along: a line between the two ends of the travel, a
/// tick at each end, and the dot resting at the start. Pages animate the dot's layer (or the dot,
/// with `UIView.animate`) between `start` and `end`; the track is wider than the travel where a
/// motion overshoots.
final class TrackView: UIView {
    /// The dot, centred on `start` until something moves it.
    let dot = UIView(frame: CGRect(x: 0, y: 0, width: 14, height: 14))
    /// The dot's centre at either end of the travel, in the track's coordinates.
    let start: CGPoint
    let end: CGPoint

    /// A track of `size` whose dot, coloured `color`, travels between `travel`'s bounds along the
    /// middle.
    init(size: CGSize, travel: ClosedRange<CGFloat>, color: UIColor) {
        start = CGPoint(x: travel.lowerBound, y: size.height / 2)
        end = CGPoint(x: travel.upperBound, y: size.height / 2)
        super.init(frame: CGRect(origin: .zero, size: size))
        isOpaque = false
        dot.backgroundColor = color
        dot.layer.cornerRadius = dot.bounds.width / 2
        dot.center = start
        addSubview(dot)
    }

    /// Tracks are made in code only.
    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(UIColor.systemGray4.cgColor)
        context.setLineWidth(2)
        context.setLineCap(.round)
        context.move(to: start)
        context.addLine(to: end)
        for x in [start.x, end.x] {
            context.move(to: CGPoint(x: x, y: start.y - 6))
            context.addLine(to: CGPoint(x: x, y: start.y + 6))
        }
        context.strokePath()
    }
}
