import HeadlessBackend
import WindowSystem
import X11Backend

/// Chooses and opens the platform backend an app runs on: the one file of UIKit that names a
/// backend, so everything else in UIKit sees only the `DisplayBackend` protocol.
@MainActor
package enum DisplayBackendFactory {
    /// Opens the backend the environment asks for: `CASEMENT_BACKEND=headless` (in-memory windows on
    /// the real clock), else X11 on `DISPLAY`. The error's description is the line the app prints.
    package static func makeBackend(environment: [String: String]) throws(BackendError) -> DisplayBackend {
        switch environment["CASEMENT_BACKEND"] ?? "x11" {
        case "headless":
            return HeadlessBackend(scheduler: RunLoopScheduler())
        case "x11", "":
            return try X11Backend(environment: environment)
        case let other:
            throw .unknownBackend(other)
        }
    }
}
