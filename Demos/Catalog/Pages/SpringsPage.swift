import UIKit

/// Springs: three `CASpringAnimation`s with different stiffness and damping, and a dot moved by
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`, all
/// swinging across and back on one shared cycle; each row names its parameters and how long the
/// spring takes to settle.
///
/// A layer spring's cycle is a repeating `CAAnimationGroup` of two springs, out and back. The view
/// spring is started again from its completion handler, at the next half-cycle of the same clock.
final class SpringsPage: CatalogPage {
    private struct Row {
        let label: String
        let track: TrackView
    }

    private var rows: [Row] = []
    /// The track of the dot moved by `UIView.animate`, the last row.
    private let viewSpringTrack: TrackView
    /// When the shared cycle began, in absolute time.
    private let cycleStart = CACurrentMediaTime()
    /// Half a cycle: the time each swing has to settle before the next one starts.
    private static let half: CFTimeInterval = 3
    private static let trackSize = CGSize(width: 430, height: 26)
    private static let travel: ClosedRange<CGFloat> = 90...330
    private static let labelHeight: CGFloat = 15

    override init(frame: CGRect) {
        viewSpringTrack = TrackView(size: Self.trackSize, travel: Self.travel, color: .systemPink)
        super.init(frame: frame)
        let springs: [(stiffness: CGFloat, damping: CGFloat, color: UIColor)] = [
            (40, 5, .systemBlue), (200, 10, .systemGreen), (60, 16, .systemOrange),
        ]
        for spring in springs {
            let track = TrackView(size: Self.trackSize, travel: Self.travel, color: spring.color)
            let out = Self.swing(
                from: track.start.x, to: track.end.x, stiffness: spring.stiffness, damping: spring.damping)
            let back = Self.swing(
                from: track.end.x, to: track.start.x, stiffness: spring.stiffness, damping: spring.damping)
            back.beginTime = Self.half
            let cycle = CAAnimationGroup()
            cycle.animations = [out, back]
            cycle.duration = 2 * Self.half
            cycle.repeatCount = .infinity
            cycle.beginTime = track.dot.layer.convertTime(cycleStart, from: nil)
            track.dot.layer.add(cycle, forKey: "spring")
            let settling = String(format: "%.2f", out.settlingDuration)
            rows.append(
                Row(
                    label: "stiffness \(Int(spring.stiffness)) · damping \(Int(spring.damping)) · mass 1"
                        + " — settlingDuration \(settling) s",
                    track: track))
        }
        rows.append(
            Row(
                label: "UIView.animate · withDuration 1.5 s · usingSpringWithDamping 0.4",
                track: viewSpringTrack))
        for row in rows { addSubview(row.track) }
        swingViewSpring(0)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// A spring from `from` to `to` along x that runs until it settles (or until the next swing).
    private static func swing(from: CGFloat, to: CGFloat, stiffness: CGFloat, damping: CGFloat) -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = from
        spring.toValue = to
        spring.stiffness = stiffness
        spring.damping = damping
        spring.duration = min(spring.settlingDuration, half)
        spring.fillMode = .forwards
        return spring
    }

    /// Swing number `index` of the view-animated dot: out on even swings, back on odd ones, each
    /// starting at its half-cycle; when it ends, the next swing still ahead follows.
    private func swingViewSpring(_ index: Int) {
        let track = viewSpringTrack
        let delay = max(0, cycleStart + Double(index) * Self.half - CACurrentMediaTime())
        UIView.animate(
            withDuration: 1.5, delay: delay, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [],
            animations: { track.dot.center = index.isMultiple(of: 2) ? track.end : track.start },
            completion: { [weak self] finished in
                guard finished, let self else { return }
                let due = Int(((CACurrentMediaTime() - cycleStart) / Self.half).rounded(.up))
                swingViewSpring(max(due, index + 1))
            })
    }

    /// The rows share the height below the heading, up to 64 points each.
    override func layoutSubviews() {
        super.layoutSubviews()
        let rowHeight = Self.labelHeight + Self.trackSize.height
        let available = bounds.height - Self.headingHeight - 6
        let pitch = max(rowHeight, min(available / CGFloat(rows.count), 64))
        for (index, row) in rows.enumerated() {
            row.track.frame.origin = CGPoint(
                x: 20, y: Self.headingHeight + CGFloat(index) * pitch + (pitch - rowHeight) / 2 + Self.labelHeight)
        }
    }

    override func draw(_ rect: CGRect) {
        drawHeading(
            "Springs",
            caption: "CASpringAnimation and a UIView spring animation · out and back every \(Int(Self.half)) s")
        let style: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.label,
        ]
        for row in rows {
            row.label.draw(at: CGPoint(x: 20, y: row.track.frame.minY - Self.labelHeight), withAttributes: style)
        }
    }
}
