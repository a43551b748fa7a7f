import UIKit

/// `UIProgressView` in the default and bar styles, tinted, and following a Foundation `Progress`,
/// all filling step by step while the page is on screen (animated `setProgress`); Restart starts
/// again. Progress views send no events, so the log prints each step the page takes.
final class ProgressViewsViewController: ControlPageViewController {
    override class var pageTitle: String { "Progress Views" }
    override class var controlClass: String { "UIProgressView" }

    private var bars: [UIProgressView] = []
    private let observing = UIProgressView(progressViewStyle: .default)
    private var task = Progress(totalUnitCount: steps)
    private var timer: Timer?

    private static let steps: Int64 = 10
    private static let interval: TimeInterval = 0.6

    override func viewDidLoad() {
        super.viewDidLoad()
        let plain = UIProgressView(progressViewStyle: .default)
        let bar = UIProgressView(progressViewStyle: .bar)
        let tinted = UIProgressView(progressViewStyle: .default)
        tinted.progressTintColor = .systemPurple
        tinted.trackTintColor = UIColor.systemPurple.withAlphaComponent(0.2)
        bars = [plain, bar, tinted]
        observing.progressTintColor = .systemGreen
        addSection("Default", [StateRow(nil, plain, placement: .fill)])
        addSection("Bar", [StateRow(nil, bar, placement: .fill)])
        addSection("Tinted", [StateRow(nil, tinted, placement: .fill)])
        addSection("Observed progress", [StateRow(nil, observing, placement: .fill)])
        let restart = makeButton("Restart") { [weak self] in self?.restart() }
        logEvents(of: restart, as: "Restart", [.touchUpInside])
        addSection("Task", [StateRow("Ten steps, 0.6 s apart", restart)])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        restart()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        timer?.invalidate()
        timer = nil
    }

    /// Empties the bars and starts a new task, stepping every `interval` until it is done.
    private func restart() {
        for bar in bars { bar.setProgress(0, animated: false) }
        task = Progress(totalUnitCount: Self.steps)
        observing.observedProgress = task
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: Self.interval, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.step() }
        }
    }

    private func step() {
        task.completedUnitCount += 1
        let progress = Float(task.fractionCompleted)
        for bar in bars { bar.setProgress(progress, animated: true) }
        log.write(String(format: "setProgress(%.1f, animated: true)", progress))
        guard task.isFinished else { return }
        timer?.invalidate()
        timer = nil
        log.write("task finished")
    }
}
