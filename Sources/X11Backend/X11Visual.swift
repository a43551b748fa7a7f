import CCairo
import CX11

/// The 24-bit TrueColor visual windows are created with, whose pixels are cairo's little-endian
/// `0x00RRGGBB` words (`CAIRO_FORMAT_RGB24`) — so painted memory goes to the server unconverted.
struct X11Visual {
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    /// The screen's default colormap when the visual is the default one, else one made for it.
    let colormap: Colormap
    let cairoFormat = CAIRO_FORMAT_RGB24

    /// Picks the default visual when it is 24-bit TrueColor with red in the high byte, else a matching
    /// one; nil when the screen has none (for example an 8-bit PseudoColor server).
    init?(display: OpaquePointer, screenNumber: Int32) {
        var info = XVisualInfo()
        guard XMatchVisualInfo(display, screenNumber, 24, TrueColor, &info) != 0, let matched = info.visual,
            info.red_mask == 0xFF0000, info.green_mask == 0x00FF00, info.blue_mask == 0x0000FF
        else { return nil }
        let root = XRootWindow(display, screenNumber)
        let defaultVisual = XDefaultVisual(display, screenNumber)
        if XDefaultDepth(display, screenNumber) == 24, let defaultVisual,
            XVisualIDFromVisual(defaultVisual) == info.visualid
        {
            visual = defaultVisual
            colormap = XDefaultColormap(display, screenNumber)
        } else {
            visual = matched
            colormap = XCreateColormap(display, root, matched, AllocNone)
        }
        depth = 24
    }
}
