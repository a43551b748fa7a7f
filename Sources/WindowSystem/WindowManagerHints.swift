/// The limits a window manager keeps a window's size within as the user resizes it (ICCCM
/// `WM_NORMAL_HINTS` minimum and maximum), in pixels; nil leaves that side free.
public struct WindowSizeLimits: Sendable, Equatable {
    public var minimum: PixelSize?
    public var maximum: PixelSize?

    public init(minimum: PixelSize? = nil, maximum: PixelSize? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// No limits.
    public static let none = WindowSizeLimits()
}

/// One picture of the app's icon, as a window manager shows it in task bars and switchers: `pixels`
/// row by row from the top, each `0xAARRGGBB` with straight (not premultiplied) alpha, as EWMH's
/// `_NET_WM_ICON` holds them.
public struct WindowIcon: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "An icon needs width × height pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
