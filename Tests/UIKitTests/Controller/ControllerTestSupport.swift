import UIKit
import UIKitTesting
import XCTest

/// A controller that logs its lifecycle as "<name> <callback>" into a shared log, the way the seeds'
/// demo controllers print theirs.
@MainActor
class LoggingController: UIViewController {
    let name: String
    let log: CallLog
    var onDeinit: (() -> Void)?
    /// Set to log the view-level calls of a subview added in `viewDidLoad` (seed 002's sample view).
    var addsSampleView = false
    /// Set to release the view on a memory warning when it is off screen (seed 004 case 5).
    var releasesViewOnMemoryWarning = false

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        log.record("\(name) init")
    }

    required init?(coder: NSCoder) { fatalError() }

    isolated deinit {
        log.record("\(name) deinit")
        onDeinit?()
    }

    override func loadView() {
        super.loadView()
        log.record("\(name) loadView")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.record("\(name) viewDidLoad")
        if addsSampleView {
            let sample = LoggingView(name: "\(name).sample", log: log)
            sample.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
            view.addSubview(sample)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("\(name) viewWillAppear")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.record("\(name) viewIsAppearing")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("\(name) viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("\(name) viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record("\(name) viewDidDisappear")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.record("\(name) viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.record("\(name) viewDidLayoutSubviews")
    }

    override func updateViewConstraints() {
        log.record("\(name) updateViewConstraints")
        super.updateViewConstraints()
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        log.record("\(name) didReceiveMemoryWarning")
        if releasesViewOnMemoryWarning, isViewLoaded, view.window == nil { view = nil }
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.record("\(name) willMove(toParent: \(parent.map { ($0 as? LoggingController)?.name ?? "?" } ?? "nil"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.record("\(name) didMove(toParent: \(parent.map { ($0 as? LoggingController)?.name ?? "?" } ?? "nil"))")
    }
}

/// A view that logs the view-level lifecycle of seed 002's sample view.
@MainActor
final class LoggingView: UIView {
    let name: String
    let log: CallLog

    init(name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func willMove(toSuperview newSuperview: UIView?) { log.record("\(name) willMoveToSuperview") }
    override func didMoveToSuperview() { log.record("\(name) didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.record("\(name) willMoveToWindow") }
    override func didMoveToWindow() { log.record("\(name) didMoveToWindow") }
    override func layoutSubviews() { log.record("\(name) layoutSubviews") }
    override func draw(_ rect: CGRect) { log.record("\(name) draw") }
}

/// A headless app with one 400×300 key window, its root controller made by `makeRoot`.
@MainActor
struct ControllerScene {
    let app: HeadlessApp
    let window: UIWindow
    let log: CallLog

    init(makeRoot: @escaping (CallLog) -> UIViewController?) {
        let log = CallLog()
        let delegate = LoggingAppDelegate()
        var window: UIWindow?
        delegate.onLaunch = { delegate in
            let made = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            made.rootViewController = makeRoot(log)
            made.makeKeyAndVisible()
            delegate.window = made
            window = made
        }
        app = HeadlessApp(delegate: delegate)
        self.window = window!
        self.log = log
        // A turn after launch, so the first appearance has finished.
        app.runUntilIdle()
    }

    /// The log from now on.
    func clearLog() { log.entries.removeAll() }

    /// Lets `seconds` of animation run, frame by frame.
    func run(seconds: Double) { app.advance(by: seconds) }
}

/// Makes `child` a child of `parent` with its view in `parent`'s view, the way containers do.
@MainActor
func embed(_ child: UIViewController, in parent: UIViewController) {
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
}
