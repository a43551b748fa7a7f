import Foundation
import TestPrerequisites

/// `xclip`, playing another app on the X server's selections.
enum Xclip {
    /// Starts `xclip` reading or setting `selection` ("clipboard" or "primary"), as `target` when given.
    /// Setting (`input` given) stays in the foreground serving the selection until another client takes
    /// it or the test ends the process.
    static func start(_ selection: String, target: String? = nil, input: Data? = nil) throws -> ChildProcess {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xclip") else {
            throw missingPrerequisite("xclip is not installed (make deps installs it)")
        }
        var arguments = ["-selection", selection]
        if let target { arguments += ["-target", target] }
        arguments += input == nil ? ["-out"] : ["-in", "-quiet"]
        return try ChildProcess(command: "xclip", arguments: arguments, input: input)
    }
}
