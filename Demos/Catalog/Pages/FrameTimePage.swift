import UIKit

/// A live frame-time graph: a `CADisplayLink` (its target held weakly, so
/// the page and the link hold no cycle) notes the time between frames and how late each callback ran; bars show the last
/// two seconds against the 16.7 ms line, and "Busy frame" spends 40 ms in one callback to show a
/// dropped frame.
final class FrameTimePage: CatalogPage {
    private var link: CADisplayLink?
    private var intervals: [Double] = []
    private var lastTimestamp: CFTimeInterval?
    private var dropped = 0
    private var busyNextFrame = false
    private let bars = CAShapeLayer()
    private let budgetLine = CAShapeLayer()
    private let readout = UILabel(frame: .zero)
    private let busyButton = UIButton(type: .system)

    private static let history = 120
    private static let graphHeight: CGFloat = 130
    /// Milliseconds the graph's full height stands for.
    private static let scale: Double = 50

    override init(frame: CGRect) {
        super.init(frame: frame)
        bars.fillColor = UIColor.systemBlue.cgColor
        budgetLine.strokeColor = UIColor.systemRed.cgColor
        budgetLine.lineWidth = 1
        budgetLine.lineDashPattern = [4, 3]
        layer.addSublayer(bars)
        layer.addSublayer(budgetLine)
        readout.font = .monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        readout.textColor = .secondaryLabel
        addSubview(readout)
        busyButton.setTitle("Busy frame", for: .normal)
        busyButton.backgroundColor = .systemGray6
        busyButton.layer.cornerRadius = 8
        busyButton.isPointerInteractionEnabled = true
        busyButton.addAction(UIAction { [weak self] _ in self?.busyNextFrame = true }, for: .primaryActionTriggered)
        addSubview(busyButton)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func draw(_ rect: CGRect) {
        drawHeading("Frame times", caption: "CADisplayLink: time between frames, last 2 s; the red line is 16.7 ms")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = Self.headingHeight + 8
        busyButton.frame = CGRect(x: 20, y: top, width: 100, height: 30)
        readout.frame = CGRect(x: 132, y: top, width: bounds.width - 152, height: 30)
        let graph = graphRect
        bars.frame = graph
        budgetLine.frame = graph
        let y = graph.height - CGFloat(1000.0 / 60 / Self.scale) * graph.height
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: y))
        line.addLine(to: CGPoint(x: graph.width, y: y))
        budgetLine.path = line
    }

    private var graphRect: CGRect {
        CGRect(x: 20, y: Self.headingHeight + 50, width: max(0, bounds.width - 40), height: Self.graphHeight)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        link?.invalidate()
        link = nil
        lastTimestamp = nil
        guard window != nil else { return }
        let link = CADisplayLink(target: self, selector: FrameTimePage.step)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func step(_ link: CADisplayLink) {
        if let last = lastTimestamp {
            let interval = link.timestamp - last
            dropped += max(0, Int((interval / link.duration).rounded()) - 1)
            intervals.append(interval)
            if intervals.count > Self.history { intervals.removeFirst(intervals.count - Self.history) }
        }
        lastTimestamp = link.timestamp
        let late = (CACurrentMediaTime() - link.timestamp) * 1000
        if busyNextFrame {
            busyNextFrame = false
            let until = CACurrentMediaTime() + 0.04
            while CACurrentMediaTime() < until {}
        }
        redraw(late: late, period: link.duration)
    }

    private func redraw(late: Double, period: CFTimeInterval) {
        let graph = graphRect
        let width = graph.width / CGFloat(Self.history)
        let path = CGMutablePath()
        for (index, interval) in intervals.enumerated() {
            let height = min(CGFloat(interval * 1000 / Self.scale), 1) * graph.height
            path.addRect(
                CGRect(
                    x: CGFloat(index) * width, y: graph.height - height, width: max(1, width - 1), height: height))
        }
        CATransaction.setDisableActions(true)
        bars.path = path
        let average = intervals.isEmpty ? period : intervals.reduce(0, +) / Double(intervals.count)
        readout.text = String(
            format: "%.1f fps · %.2f ms apart · %d dropped · %.2f ms late", 1 / average,
            average * 1000, dropped, late)
    }
}
