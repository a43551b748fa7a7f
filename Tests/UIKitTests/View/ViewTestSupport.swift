import UIKit
import UIKitTesting
import XCTest

/// A view that writes every hierarchy, layout and tint callback to a shared log as "name.callback",
/// for comparing with the seeds' logged orders.
final class RecordingView: UIView {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.record("\(name).willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))")
    }
    override func didMoveToSuperview() { log.record("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.record("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { log.record("\(name).didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.record("\(name).didAddSubview(\(Self.name(of: subview)))") }
    override func willRemoveSubview(_ subview: UIView) {
        log.record("\(name).willRemoveSubview(\(Self.name(of: subview)))")
    }
    override func layoutSubviews() { log.record("\(name).layoutSubviews") }
    override func tintColorDidChange() { log.record("\(name).tintColorDidChange") }

    private static func name(of view: UIView) -> String {
        (view as? RecordingView)?.name ?? "\(type(of: view))"
    }
}

/// A view that counts its `layoutSubviews` calls.
final class LayoutCountingView: UIView {
    var layoutCount = 0

    override func layoutSubviews() { layoutCount += 1 }
}

/// Launches a headless app whose key window (at (10, 20), 200×100 points, scale 1) has a white root view.
@MainActor
func makeViewTestApp() -> (app: HeadlessApp, window: UIWindow, root: UIView) {
    let delegate = LoggingAppDelegate.withWindow(color: .white)
    let app = HeadlessApp(delegate: delegate)
    let window = delegate.window!
    return (app, window, window.rootViewController!.view)
}

/// Asserts two rects are equal within `accuracy` on every edge.
func XCTAssertRectEqual(
    _ actual: CGRect, _ expected: CGRect, accuracy: CGFloat = 1e-9, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual.minX, expected.minX, accuracy: accuracy, "minX of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.minY, expected.minY, accuracy: accuracy, "minY of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.width, expected.width, accuracy: accuracy, "width of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.height, expected.height, accuracy: accuracy, "height of \(actual)", file: file, line: line)
}

/// Asserts two points are equal within `accuracy`.
func XCTAssertPointEqual(
    _ actual: CGPoint, _ expected: CGPoint, accuracy: CGFloat = 1e-9, file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y of \(actual)", file: file, line: line)
}

/// The objects' identities, for comparing arrays of classes that are not `Equatable` (layers).
func identities(_ objects: [AnyObject]?) -> [ObjectIdentifier] {
    (objects ?? []).map(ObjectIdentifier.init)
}
