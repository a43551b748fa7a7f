import Foundation
import TestPrerequisites

/// Runs `xdotool` with `arguments` (synthetic input through XTest) and waits for it to finish.
func xdotool(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdotool"] + arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw missingPrerequisite("xdotool failed (is it installed? make test installs it)")
    }
}
