import UIKit

/// Keyframes along a path: two arrows follow a figure eight drawn by a shape layer, turned along
/// it by `rotationMode = .rotateAuto`. The blue one is `.paced`, at an even speed all the way; the
/// orange one is `.linear`, giving each of the path's four curves (key frame to key frame, the
/// dots) the same time, so it hurries round the bigger loop.
final class KeyframePathPage: CatalogPage {
    private let stage = UIView(frame: CGRect(x: 0, y: 0, width: 430, height: 190))

    override init(frame: CGRect) {
        super.init(frame: frame)
        let figure = Self.figureEight()
        let track = CAShapeLayer()
        track.frame = stage.bounds
        track.path = figure
        track.fillColor = nil
        track.strokeColor = UIColor.systemGray3.cgColor
        track.lineWidth = 2
        track.lineDashPattern = [6, 5]
        stage.layer.addSublayer(track)

        let keyFrames = CAShapeLayer()
        keyFrames.frame = stage.bounds
        let dots = CGMutablePath()
        for point in Self.keyFramePoints {
            dots.addEllipse(in: CGRect(x: point.x - 4, y: point.y - 4, width: 8, height: 8))
        }
        keyFrames.path = dots
        keyFrames.fillColor = UIColor.systemGray.cgColor
        stage.layer.addSublayer(keyFrames)

        for (mode, color) in [(CAAnimationCalculationMode.linear, UIColor.systemOrange), (.paced, .systemBlue)] {
            let arrow = Self.arrow(color: color)
            arrow.position = Self.keyFramePoints[0]
            stage.layer.addSublayer(arrow)
            let follow = CAKeyframeAnimation(keyPath: "position")
            follow.path = figure
            follow.calculationMode = mode
            follow.rotationMode = .rotateAuto
            follow.duration = 6
            follow.repeatCount = .infinity
            arrow.add(follow, forKey: "follow")
        }
        addSubview(stage)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The four curves' ends: the crossing, the right loop's tip, the crossing, the left loop's tip.
    private static let keyFramePoints = [
        CGPoint(x: 300, y: 95), CGPoint(x: 415, y: 95), CGPoint(x: 300, y: 95), CGPoint(x: 15, y: 95),
    ]

    /// A figure eight of four cubic curves, smooth where they meet (each control point across the
    /// crossing mirrors the other), with a left loop much larger than the right one.
    private static func figureEight() -> CGPath {
        let path = CGMutablePath()
        let (crossing, right, left) = (keyFramePoints[0], keyFramePoints[1], keyFramePoints[3])
        path.move(to: crossing)
        path.addCurve(to: right, control1: CGPoint(x: 330, y: 5), control2: CGPoint(x: 415, y: 5))
        path.addCurve(to: crossing, control1: CGPoint(x: 415, y: 185), control2: CGPoint(x: 330, y: 185))
        path.addCurve(to: left, control1: CGPoint(x: 270, y: 5), control2: CGPoint(x: 15, y: 5))
        path.addCurve(to: crossing, control1: CGPoint(x: 15, y: 185), control2: CGPoint(x: 270, y: 185))
        return path
    }

    /// An arrowhead pointing along +x about its centre, so `.rotateAuto` points it along the path.
    private static func arrow(color: UIColor) -> CAShapeLayer {
        let arrow = CAShapeLayer()
        arrow.bounds = CGRect(x: 0, y: 0, width: 26, height: 18)
        let head = CGMutablePath()
        head.move(to: CGPoint(x: 0, y: 0))
        head.addLine(to: CGPoint(x: 26, y: 9))
        head.addLine(to: CGPoint(x: 0, y: 18))
        head.addLine(to: CGPoint(x: 7, y: 9))
        head.closeSubpath()
        arrow.path = head
        arrow.fillColor = color.cgColor
        return arrow
    }

    /// The stage sits in the middle of the space below the heading, above the legend.
    override func layoutSubviews() {
        super.layoutSubviews()
        let available = bounds.height - Self.headingHeight - 24
        stage.frame.origin = CGPoint(
            x: 20, y: Self.headingHeight + max(0, (available - stage.bounds.height) / 2))
    }

    override func draw(_ rect: CGRect) {
        drawHeading(
            "Keyframes along a path",
            caption: "CAKeyframeAnimation(keyPath: \"position\") · path · rotationMode .rotateAuto · 6 s")
        let font = UIFont.systemFont(ofSize: 11)
        let y = stage.frame.maxY + 6
        "▶ calculationMode .paced: even speed".draw(
            at: CGPoint(x: 20, y: y), withAttributes: [.font: font, .foregroundColor: UIColor.systemBlue])
        "▶ .linear: each curve the same time".draw(
            at: CGPoint(x: 245, y: y), withAttributes: [.font: font, .foregroundColor: UIColor.systemOrange])
    }
}
