import Foundation

/// The console messages UIKit logs when an app misuses it and carries on (an unbalanced
/// presentation, a nib that cannot be loaded…): one line each on standard error, prefixed like the
/// runtime's other messages. Tests may capture them instead.
@MainActor
package enum RuntimeWarning {
    /// When set, messages go here instead of standard error.
    package static var capture: ((String) -> Void)?

    package static func emit(_ message: String) {
        if let capture {
            capture(message)
        } else {
            FileHandle.standardError.write(Data("casement: \(message)\n".utf8))
        }
    }
}
