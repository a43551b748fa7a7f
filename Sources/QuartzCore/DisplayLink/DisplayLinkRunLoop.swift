import Foundation

extension RunLoop.Mode {
    /// The mode the main run loop is in while a touch is being tracked (iOS's `UITrackingRunLoopMode`):
    /// display links added for `.tracking` fire only then, those added for `.default` only outside
    /// it, and `.common` ones always.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}

/// The main run loop as display links see it: which modes are running, and the links it retains.
///
/// Casement's run loop itself always runs in `.default` (Foundation timers added for `.tracking` only
/// never fire); display links keep iOS's mode semantics through `isTracking`, which UIKit sets
/// while a touch is in progress.
@MainActor
package enum DisplayLinkRunLoop {
    /// Links added to a mode and not yet invalidated or removed from all of them.
    private static var retained: [ObjectIdentifier: CADisplayLink] = [:]

    /// Whether the run loop is tracking a touch (`.tracking` runs instead of `.default`).
    package static var isTracking = false {
        didSet {
            guard isTracking != oldValue else { return }
            for link in retained.values { link.updateSubscription() }
        }
    }

    /// The modes running now; `.common` always is.
    static var runningModes: [RunLoop.Mode] {
        [.common, isTracking ? .tracking : .default]
    }

    static func retain(_ link: CADisplayLink) {
        retained[ObjectIdentifier(link)] = link
    }

    static func release(_ link: CADisplayLink) {
        retained.removeValue(forKey: ObjectIdentifier(link))
    }
}
