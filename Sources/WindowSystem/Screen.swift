/// What a backend knows about the screen its windows live on.
public struct ScreenDescription: Sendable, Equatable {
    /// The whole screen in pixels.
    public var pixelSize: PixelSize
    /// From the `Xft.dpi` resource when set; 96 means a scale of 1.
    public var dotsPerInch: Double
    /// Refresh rate in hertz; 0 when unknown.
    public var refreshRate: Double

    public init(pixelSize: PixelSize, dotsPerInch: Double, refreshRate: Double) {
        self.pixelSize = pixelSize
        self.dotsPerInch = dotsPerInch
        self.refreshRate = refreshRate
    }

    /// Points to pixels, as UIKit's `UIScreen.scale` has it: `override` (`CASEMENT_SCALE`, see
    /// `scaleOverride(in:)`), else the dots per inch over 96 and never below 1. Backends convert by it the
    /// distances UIKit gives in points, such as how far a touchpad's scroll increment goes.
    package func scale(override: Double?) -> Double {
        override ?? max(1, dotsPerInch / 96)
    }

    /// `CASEMENT_SCALE` in `environment` when it is a positive number: the scale the app uses instead of
    /// the screen's.
    package static func scaleOverride(in environment: [String: String]) -> Double? {
        environment["CASEMENT_SCALE"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
    }

    /// The screen assumed where no display says otherwise: 1280×800 pixels at 96 dpi (scale 1),
    /// refreshing at 60 Hz. `UIScreen.main` is this before launch, and headless backends default to it.
    public static let standard = ScreenDescription(
        pixelSize: PixelSize(width: 1280, height: 800), dotsPerInch: 96, refreshRate: 60)
}
