import CoreFoundation
import Foundation

/// Runs the main run loop until it has slept `quiet` seconds in one go without waking, for at most
/// `limit` seconds; false if it never did.
///
/// Each slice of `quiet` seconds counts the times the run loop woke (`kCFRunLoopAfterWaiting`): a
/// timer, Dispatch work for the main queue, a source or a `CFRunLoopWakeUp`. A slice whose only
/// wake-up is its own end is the sleep asked for. A busy machine can only delay that sleep, never
/// fake it; anything that wakes the main thread more often than every `quiet` seconds keeps it from
/// ever coming. An earlier stray wake-up (a reply read before Dispatch saw it arrive) costs a slice.
@MainActor
func mainRunLoopSleeps(for quiet: Double, within limit: Double) -> Bool {
    let wakeUps = WakeUpCounter()
    let kCFRunLoopAfterWaiting = CFOptionFlags(1 << 6)
    let observer = CFRunLoopObserverCreateWithHandler(nil, kCFRunLoopAfterWaiting, true, 0) { _, _ in
        wakeUps.count += 1
    }
    CFRunLoopAddObserver(CFRunLoopGetMain(), observer, kCFRunLoopCommonModes)
    defer { CFRunLoopRemoveObserver(CFRunLoopGetMain(), observer, kCFRunLoopCommonModes) }
    let deadline = Date() + limit
    while Date() < deadline {
        wakeUps.count = 0
        let result = CFRunLoopRunInMode(kCFRunLoopDefaultMode, quiet, false)
        if result == .timedOut, wakeUps.count <= 1 { return true }
    }
    return false
}

/// The observer's tally; the observer runs on the main thread, inside `CFRunLoopRunInMode`.
private final class WakeUpCounter: @unchecked Sendable {
    var count = 0
}
