import Foundation

/// Why a backend could not start.
public enum BackendError: Error, CustomStringConvertible, Equatable {
    case noDisplay
    case cannotOpenDisplay(String)
    case unknownBackend(String)

    public var description: String {
        switch self {
        case .noDisplay:
            "casement: DISPLAY is not set; run under an X server (or xvfb-run), or set CASEMENT_BACKEND=headless"
        case .cannotOpenDisplay(let name):
            "casement: cannot open X display \"\(name)\" named by DISPLAY; check the X server, or set CASEMENT_BACKEND=headless"
        case .unknownBackend(let name):
            "casement: unknown CASEMENT_BACKEND \"\(name)\"; use x11 or headless"
        }
    }
}

/// Opens the backend the environment asks for: `CASEMENT_BACKEND=headless`, else X11 on `DISPLAY`.
@MainActor
public func makeBackendFromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(BackendError) -> DisplayBackend
{
    switch environment["CASEMENT_BACKEND"] ?? "x11" {
    case "headless":
        return HeadlessBackend(scheduler: RunLoopScheduler())
    case "x11", "":
        return try X11Backend(environment: environment)
    case let other:
        throw .unknownBackend(other)
    }
}
