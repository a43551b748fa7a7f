import CX11
import CoreGraphics

// FIXME: placeholder while the X11 backend is written; replaced in this same change.
@MainActor
public final class X11Backend {
    public init(environment: [String: String]) throws(BackendError) {
        throw .noDisplay
    }
}
