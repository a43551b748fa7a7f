import Foundation
import XCTest

/// What a test throws when something it needs is missing here (an X server, xdotool, pdftoppm, a
/// built product): a skip on a developer's machine, a failure under CI (`CI=true`), where every
/// test must run, so a suite cannot pass by skipping.
package func missingPrerequisite(_ reason: String) -> any Error {
    if ProcessInfo.processInfo.environment["CI"] == "true" {
        return MissingPrerequisite(reason: reason)
    }
    return XCTSkip(reason)
}

/// A prerequisite missing under CI; XCTest reports the thrown error as the test's failure.
struct MissingPrerequisite: Error, CustomStringConvertible {
    let reason: String

    var description: String { "missing under CI, where every test must run: \(reason)" }
}
