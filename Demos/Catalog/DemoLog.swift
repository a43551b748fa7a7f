import UIKit

/// Lines demo code writes as things happen, shown by every `LogView` watching it: the lifecycle
/// tab's controllers write their callbacks in this form (`SecondViewController
/// viewDidLoad`), the UIKit Catalog's pages the events their controls send.
@MainActor
final class DemoLog {
    /// The latest lines, oldest first; only the last `capacity` are kept.
    private(set) var lines: [String] = []
    private var watchers: [WeakLogView] = []
    private let capacity = 60

    /// Adds `line` and shows it in every watching log view.
    func write(_ line: String) {
        lines.append(line)
        if lines.count > capacity { lines.removeFirst(lines.count - capacity) }
        watchers.removeAll { $0.view == nil }
        for watcher in watchers { watcher.view?.logDidChange() }
    }

    /// Writes `line` in place of the last line when that one begins with `prefix` too, else adds it:
    /// a running count stays one line however often it changes.
    func write(_ line: String, replacingLastLineWithPrefix prefix: String) {
        if lines.last?.hasPrefix(prefix) == true { lines.removeLast() }
        write(line)
    }

    /// Forgets every line.
    func clear() {
        lines.removeAll()
        for watcher in watchers { watcher.view?.logDidChange() }
    }

    /// Starts showing the log in `view`, held weakly.
    func addWatcher(_ view: LogView) {
        watchers.append(WeakLogView(view: view))
        view.logDidChange()
    }

    private struct WeakLogView {
        weak var view: LogView?
    }
}
