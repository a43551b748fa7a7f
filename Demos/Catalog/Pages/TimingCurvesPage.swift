import UIKit

/// Every named timing curve and one custom curve side by side: each row's dot crosses its track
/// in 2 s and comes back (`autoreverses`, repeating for ever), all added in the same transaction
/// so they start together and stay in step; beside each dot, a small graph of its curve with the
/// control points' handles.
final class TimingCurvesPage: CatalogPage {
    private struct Row {
        let name: String
        let function: CAMediaTimingFunction
        let color: UIColor
        let track: TrackView
    }

    private let rows: [Row]
    private static let trackSize = CGSize(width: 250, height: 36)
    private static let trackX: CGFloat = 180
    private static let graphSize: CGFloat = 32

    override init(frame: CGRect) {
        let curves: [(String, CAMediaTimingFunction, UIColor)] = [
            ("linear", CAMediaTimingFunction(name: .linear), .systemBlue),
            ("easeIn", CAMediaTimingFunction(name: .easeIn), .systemGreen),
            ("easeOut", CAMediaTimingFunction(name: .easeOut), .systemOrange),
            ("easeInEaseOut", CAMediaTimingFunction(name: .easeInEaseOut), .systemPurple),
            ("default", CAMediaTimingFunction(name: .default), .systemTeal),
            // Control points outside 0…1 in y: it backs up before it starts and overshoots the end.
            ("custom", CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.27, 1.55), .systemPink),
        ]
        rows = curves.map { name, function, color in
            Row(
                name: name, function: function, color: color,
                track: TrackView(size: Self.trackSize, travel: 24...226, color: color))
        }
        super.init(frame: frame)
        for row in rows {
            addSubview(row.track)
            let travel = CABasicAnimation(keyPath: "position.x")
            travel.fromValue = row.track.start.x
            travel.toValue = row.track.end.x
            travel.duration = 2
            travel.autoreverses = true
            travel.repeatCount = .infinity
            travel.timingFunction = row.function
            row.track.dot.layer.add(travel, forKey: "travel")
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The rows share the height below the heading, up to 56 points each.
    override func layoutSubviews() {
        super.layoutSubviews()
        let available = bounds.height - Self.headingHeight - 6
        let pitch = max(Self.trackSize.height, min(available / CGFloat(rows.count), 56))
        for (index, row) in rows.enumerated() {
            row.track.frame.origin = CGPoint(
                x: Self.trackX, y: Self.headingHeight + CGFloat(index) * pitch + (pitch - Self.trackSize.height) / 2)
        }
    }

    override func draw(_ rect: CGRect) {
        drawHeading("Timing curves", caption: "CAMediaTimingFunction · 2 s there and back, started together")
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let nameStyle: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.label,
        ]
        let pointStyle: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 9), .foregroundColor: UIColor.secondaryLabel,
        ]
        for row in rows {
            let middle = row.track.frame.midY
            let points = (1...2).map { Self.controlPoint(at: $0, of: row.function) }
            Self.drawGraph(
                points: points, color: row.color,
                in: CGRect(x: 20, y: middle - Self.graphSize / 2, width: Self.graphSize, height: Self.graphSize),
                context: context)
            row.name.draw(at: CGPoint(x: 66, y: middle - 16), withAttributes: nameStyle)
            points.map { "(\(Self.format($0.x)), \(Self.format($0.y)))" }.joined(separator: " ")
                .draw(at: CGPoint(x: 66, y: middle + 2), withAttributes: pointStyle)
        }
    }

    /// Draws the curve from (0, 0) to (1, 1) through `points` in a unit square inset in `box`, y up,
    /// with a handle from each end to its control point.
    private static func drawGraph(points: [CGPoint], color: UIColor, in box: CGRect, context: CGContext) {
        let square = box.insetBy(dx: 5, dy: 5)
        func place(_ point: CGPoint) -> CGPoint {
            CGPoint(x: square.minX + point.x * square.width, y: square.maxY - point.y * square.height)
        }
        context.setFillColor(UIColor.systemGray6.cgColor)
        context.addPath(CGPath(roundedRect: box, cornerWidth: 4, cornerHeight: 4, transform: nil))
        context.fillPath()

        context.setStrokeColor(UIColor.systemGray3.cgColor)
        context.setLineWidth(1)
        context.move(to: place(CGPoint(x: 0, y: 0)))
        context.addLine(to: place(points[0]))
        context.move(to: place(CGPoint(x: 1, y: 1)))
        context.addLine(to: place(points[1]))
        context.strokePath()

        context.setStrokeColor(color.cgColor)
        context.setLineWidth(2)
        context.setLineCap(.round)
        context.move(to: place(CGPoint(x: 0, y: 0)))
        context.addCurve(
            to: place(CGPoint(x: 1, y: 1)), control1: place(points[0]), control2: place(points[1]))
        context.strokePath()
    }

    private static func controlPoint(at index: Int, of function: CAMediaTimingFunction) -> CGPoint {
        var values: [Float] = [0, 0]
        function.getControlPoint(at: index, values: &values)
        return CGPoint(x: CGFloat(values[0]), y: CGFloat(values[1]))
    }

    private static func format(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }
}
