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

    /// The screen assumed where no display says otherwise: 1280×800 pixels at 96 dpi (scale 1),
    /// refreshing at 60 Hz. `UIScreen.main` is this before launch, and headless backends default to it.
    public static let standard = ScreenDescription(
        pixelSize: PixelSize(width: 1280, height: 800), dotsPerInch: 96, refreshRate: 60)
}
