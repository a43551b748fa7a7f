import UIKit

/// Pausing, resuming and scrubbing a long animation: a tile travels a wave for 8 s and back,
/// turning, changing colour and rounding its corners. Pause and Resume run the classic
/// `pauseLayer` and `resumeLayer` on the tile's layer (speed 0 and `timeOffset` to stop its clock;
/// speed 1 and `beginTime` to restart it where it stopped); while paused, the scrubber sets the
/// layer's `timeOffset` to any moment of the current there-and-back cycle.
final class PauseAndScrubPage: CatalogPage {
    private let stage = UIView(frame: CGRect(x: 0, y: 0, width: 430, height: 190))
    private let tile = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    private let pauseButton = UIButton(type: .system)
    private let resumeButton = UIButton(type: .system)
    private let readout = UILabel(frame: CGRect(x: 190, y: 0, width: 240, height: 30))
    private let scrubber = ScrubberView(frame: CGRect(x: 0, y: 158, width: 430, height: 28))
    /// The start, in the tile layer's time, of the cycle the scrubber spans while paused.
    private var scrubbedCycleStart: CFTimeInterval = 0
    private static let animationKey = "journey"
    /// The journey's length one way; a cycle is there and back.
    private static let duration: CFTimeInterval = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
        for (index, (button, title)) in [(pauseButton, "Pause"), (resumeButton, "Resume")].enumerated() {
            button.setTitle(title, for: .normal)
            button.frame = CGRect(x: CGFloat(index) * 90, y: 0, width: 80, height: 30)
            button.backgroundColor = .systemGray6
            button.layer.cornerRadius = 8
            button.isPointerInteractionEnabled = true
            stage.addSubview(button)
        }
        pauseButton.addAction(UIAction { [weak self] _ in self?.pause() }, for: .primaryActionTriggered)
        resumeButton.addAction(UIAction { [weak self] _ in self?.resume() }, for: .primaryActionTriggered)
        readout.font = .systemFont(ofSize: 12)
        readout.textColor = .secondaryLabel
        readout.textAlignment = .right
        stage.addSubview(readout)

        let route = CAShapeLayer()
        route.frame = stage.bounds
        route.path = Self.route
        route.fillColor = nil
        route.strokeColor = UIColor.systemGray5.cgColor
        route.lineWidth = 2
        stage.layer.addSublayer(route)

        tile.backgroundColor = .systemBlue
        tile.layer.cornerRadius = 6
        tile.center = Self.routeStart
        stage.addSubview(tile)
        tile.layer.add(Self.journey(), forKey: Self.animationKey)

        scrubber.valueChanged = { [weak self] value in self?.scrub(to: value) }
        stage.addSubview(scrubber)
        addSubview(stage)
        showRunning()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private static let routeStart = CGPoint(x: 30, y: 95)

    /// The wave the tile travels, left to right.
    private static let route: CGPath = {
        let path = CGMutablePath()
        path.move(to: routeStart)
        path.addCurve(to: CGPoint(x: 160, y: 95), control1: CGPoint(x: 70, y: 10), control2: CGPoint(x: 120, y: 10))
        path.addCurve(to: CGPoint(x: 290, y: 95), control1: CGPoint(x: 200, y: 180), control2: CGPoint(x: 250, y: 180))
        path.addCurve(to: CGPoint(x: 400, y: 95), control1: CGPoint(x: 330, y: 10), control2: CGPoint(x: 370, y: 10))
        return path
    }()

    /// 8 s along the route and 8 s back, for ever: position, a full turn, colours and corners.
    private static func journey() -> CAAnimationGroup {
        let position = CAKeyframeAnimation(keyPath: "position")
        position.path = route
        position.calculationMode = .paced
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = 2 * CGFloat.pi
        let colour = CAKeyframeAnimation(keyPath: "backgroundColor")
        colour.values = [UIColor.systemBlue, .systemPurple, .systemPink, .systemOrange].map(\.cgColor)
        let corners = CAKeyframeAnimation(keyPath: "cornerRadius")
        corners.values = [6, 20, 6]
        let group = CAAnimationGroup()
        group.animations = [position, turn, colour, corners]
        group.duration = duration
        group.autoreverses = true
        group.repeatCount = .infinity
        return group
    }

    // MARK: - Pausing and resuming with timeOffset

    /// Stops the layer's clock at the present moment.
    private func pauseLayer(_ layer: CALayer) {
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0.0
        layer.timeOffset = pausedTime
    }

    /// Restarts the layer's clock from where it was stopped.
    private func resumeLayer(_ layer: CALayer) {
        let pausedTime = layer.timeOffset
        layer.speed = 1.0
        layer.timeOffset = 0.0
        layer.beginTime = 0.0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        layer.beginTime = timeSincePause
    }

    // MARK: - Buttons and scrubber

    private func pause() {
        pauseLayer(tile.layer)
        let (start, period) = cycle(containing: tile.layer.timeOffset)
        scrubbedCycleStart = start
        scrubber.value = (tile.layer.timeOffset - start) / period
        pauseButton.isEnabled = false
        resumeButton.isEnabled = true
        scrubber.isEnabled = true
        showPausedTime()
    }

    private func resume() {
        resumeLayer(tile.layer)
        showRunning()
    }

    /// Moves the paused layer's clock to `value` of the way through the cycle.
    private func scrub(to value: CGFloat) {
        let (_, period) = cycle(containing: tile.layer.timeOffset)
        tile.layer.timeOffset = scrubbedCycleStart + Double(value) * period
        showPausedTime()
    }

    /// The start and length, in the tile layer's time, of the there-and-back cycle that holds
    /// `time` (the animation runs slower under `CASEMENT_SLOW_ANIMATIONS`, so its speed counts).
    private func cycle(containing time: CFTimeInterval) -> (start: CFTimeInterval, period: CFTimeInterval) {
        guard let journey = tile.layer.animation(forKey: Self.animationKey), journey.speed > 0 else { return (0, 1) }
        let period = journey.duration * (journey.autoreverses ? 2 : 1) / Double(journey.speed)
        let cycles = ((time - journey.beginTime) / period).rounded(.down)
        return (journey.beginTime + cycles * period, period)
    }

    private func showRunning() {
        pauseButton.isEnabled = true
        resumeButton.isEnabled = false
        scrubber.isEnabled = false
        readout.text = "running · pause, then drag to scrub"
    }

    private func showPausedTime() {
        let cycle = 2 * Self.duration
        readout.text = String(format: "paused at %.2f s of the %g s cycle", Double(scrubber.value) * cycle, cycle)
    }

    /// The stage sits in the middle of the space below the heading.
    override func layoutSubviews() {
        super.layoutSubviews()
        let available = bounds.height - Self.headingHeight - 6
        stage.frame.origin = CGPoint(x: 20, y: Self.headingHeight + max(0, (available - stage.bounds.height) / 2))
    }

    override func draw(_ rect: CGRect) {
        drawHeading(
            "Pause, resume and scrub",
            caption: "pauseLayer and resumeLayer: speed, timeOffset, beginTime")
    }
}
