/// What a backend knows about one screen (an X11 monitor): where it is on the desktop, how dense its
/// pixels are, and how often it refreshes.
public struct ScreenDescription: Sendable, Equatable {
    /// The screen's size in pixels.
    public var pixelSize: PixelSize
    /// The desktop's dots per inch (XSETTINGS `Xft/DPI`, else the `Xft.dpi` resource), 96 meaning a scale of
    /// 1; nil when the desktop does not say.
    public var dotsPerInch: Double?
    /// Refresh rate in hertz; 0 when unknown.
    public var refreshRate: Double
    /// The screen's top-left corner on the desktop, in the pixels windows are placed in.
    public var origin: PixelPoint
    /// The physical size in millimetres the monitor reports; nil when unknown (a projector, Xvfb).
    public var millimeterSize: PixelSize?
    /// The monitor's name (RandR's, such as "DP-1"): a screen keeps it through changes of its mode.
    public var name: String
    /// Whether the desktop calls it the primary screen, which `UIScreen.main` is.
    public var isPrimary: Bool

    public init(
        pixelSize: PixelSize, dotsPerInch: Double?, refreshRate: Double, origin: PixelPoint = PixelPoint(x: 0, y: 0),
        millimeterSize: PixelSize? = nil, name: String = "", isPrimary: Bool = true
    ) {
        self.pixelSize = pixelSize
        self.dotsPerInch = dotsPerInch
        self.refreshRate = refreshRate
        self.origin = origin
        self.millimeterSize = millimeterSize
        self.name = name
        self.isPrimary = isPrimary
    }

    /// The screen's rectangle on the desktop, in pixels.
    public var frame: PixelRect {
        PixelRect(x: origin.x, y: origin.y, width: pixelSize.width, height: pixelSize.height)
    }

    /// Points to pixels, as UIKit's `UIScreen.scale` has it: `override` (`CASEMENT_SCALE`, see
    /// `scaleOverride(in:)`); else the desktop's dots per inch over 96, never below 1; else 2 when the
    /// monitor's physical size makes it denser than 144 dots per inch, else 1. Backends convert by it the
    /// distances UIKit gives in points, such as how far a touchpad's scroll increment goes.
    package func scale(override: Double?) -> Double {
        if let override { return override }
        if let dotsPerInch { return max(1, dotsPerInch / 96) }
        return (physicalDotsPerInch ?? 0) > 144 ? 2 : 1
    }

    /// Pixels per inch across the monitor, from its physical width; nil when the size is unknown.
    public var physicalDotsPerInch: Double? {
        guard let millimeterSize, millimeterSize.width > 0, millimeterSize.height > 0 else { return nil }
        return Double(pixelSize.width) / (Double(millimeterSize.width) / 25.4)
    }

    /// `CASEMENT_SCALE` in `environment` when it is a positive number: the scale the app uses instead of
    /// the screen's.
    package static func scaleOverride(in environment: [String: String]) -> Double? {
        environment["CASEMENT_SCALE"].flatMap(Double.init).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    }

    /// The screen assumed where no display says otherwise: 1280×800 pixels at 96 dpi (scale 1),
    /// refreshing at 60 Hz. `UIScreen.main` is this before launch, and headless backends default to it.
    public static let standard = ScreenDescription(
        pixelSize: PixelSize(width: 1280, height: 800), dotsPerInch: 96, refreshRate: 60)
}

extension [ScreenDescription] {
    /// The screen holding most of `rect` (desktop pixels), of screens holding as much the smallest (a
    /// monitor set inside another); the primary screen when `rect` meets none.
    package func index(holdingMostOf rect: PixelRect) -> Int? {
        var best: (index: Int, area: Int, size: Int)?
        for (index, screen) in enumerated() {
            let overlap = screen.frame.intersection(rect)
            let area = overlap.width * overlap.height
            let size = screen.pixelSize.width * screen.pixelSize.height
            guard area > 0 else { continue }
            if let best, area < best.area || area == best.area && size >= best.size { continue }
            best = (index, area, size)
        }
        return best?.index ?? firstIndex { $0.isPrimary } ?? indices.first
    }
}
