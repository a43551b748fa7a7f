import Foundation
import Synchronization
import UIKit

extension XTestUser {
    /// Runs `plan` on a worker thread while the main run loop runs the app, as the app's own would,
    /// then closes the connection; a run that does not finish within 120 s comes back as a failure
    /// (the connection left open, as the worker may still use it). On a desktop a window manager may
    /// place the window elsewhere or another window may cover it: a plan whose point or watched pixels
    /// are not in `window` (the app's X window) is not run.
    @MainActor
    func runBesideTheApp(_ plan: Plan, in window: UInt) -> Samples {
        guard deepestWindow(at: plan.point) == window, deepestWindow(at: plan.watched.origin) == window else {
            close()
            return Samples(failure: "another window covers the point to press or the pixels to watch")
        }
        let outcome = Outcome()
        Thread.detachNewThread {
            let samples = self.run(plan)
            outcome.samples.withLock { $0 = samples }
        }
        guard pump(timeout: 120, until: { outcome.samples.withLock { $0 != nil } }),
            let samples = outcome.samples.withLock({ $0 })
        else {
            return Samples(failure: "the presses did not finish within 120 s")
        }
        close()
        return samples
    }

    /// Where the worker thread leaves its samples for the main thread.
    private final class Outcome: Sendable {
        let samples = Mutex<Samples?>(nil)
    }
}

/// Runs the main run loop, as the app's own would, until `condition` holds; false after `timeout` seconds.
@MainActor
func pump(timeout: Double, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.05))
    }
    return true
}
