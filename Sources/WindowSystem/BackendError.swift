/// Why a backend could not start; `description` is the one line an app prints before exiting.
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
