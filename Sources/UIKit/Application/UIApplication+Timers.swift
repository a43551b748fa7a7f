import Foundation
import WindowSystem

extension UIApplication {
    /// Runs `work` once after `delay` seconds of the app's clock — a run-loop timer, or the manual
    /// clock in tests — in a turn of its own; nil when no app is running.
    func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> ScheduledWork? {
        guard let scheduler = backend?.scheduler else { return nil }
        return scheduler.schedule(at: scheduler.now + delay, work)
    }
}
