import Synchronization
import WindowSystem

/// A display the app's windows appear on (an X11 monitor): its size in points, scale and refresh rate.
///
/// A screen object lasts while its monitor is connected; a change of its mode or of the desktop's
/// density changes its `bounds` and `scale` in place (see `UIScreen+Screens.swift`).
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The connected screens, the main one first; empty before launch.
    static var connected: [UIScreen] = []
    private static var fallback: UIScreen?
    /// `CASEMENT_SCALE` of the launched app, which every screen takes as its scale.
    static var scaleOverride: CGFloat?

    /// The primary screen of the connected display; before launch, a 1280×800 screen at scale 1.
    public class var main: UIScreen {
        if let first = connected.first { return first }
        if let fallback { return fallback }
        let screen = UIScreen(description: .standard, scaleOverride: nil)
        fallback = screen
        mainScaleMirror.withLock { $0 = screen.scale }
        return screen
    }

    /// Every connected screen, the main one first (iOS orders them so too).
    public class var screens: [UIScreen] {
        connected.isEmpty ? [main] : connected
    }

    nonisolated static let mainScaleMirror = Mutex<CGFloat>(1)

    /// The main screen's scale, readable from any thread: `UIImage(named:)` picks `@2x`/`@3x` by it.
    nonisolated package static var mainScale: CGFloat {
        mainScaleMirror.withLock { $0 }
    }

    /// The screen in points, origin at the top-left.
    public private(set) var bounds: CGRect
    /// Points to pixels: `CASEMENT_SCALE`, else the desktop's `Xft/DPI` or `Xft.dpi` (96 dpi is 1), else
    /// 2 on a monitor denser than 144 dpi, else 1.
    public private(set) var scale: CGFloat
    /// The scale at which the screen's pixels are drawn; the same as `scale`, since windows render at
    /// fractional scales directly.
    public var nativeScale: CGFloat { scale }
    /// The screen in pixels.
    public var nativeBounds: CGRect {
        CGRect(
            x: 0, y: 0, width: CGFloat(screenDescription.pixelSize.width),
            height: CGFloat(screenDescription.pixelSize.height))
    }
    /// The refresh rate in frames per second (60 when the display does not say).
    public private(set) var maximumFramesPerSecond: Int
    /// What the backend said of the screen last.
    package private(set) var screenDescription: ScreenDescription

    package init(description: ScreenDescription, scaleOverride: CGFloat?) {
        screenDescription = description
        let scale = CGFloat(description.scale(override: scaleOverride.map(Double.init)))
        self.scale = scale
        bounds = Self.bounds(of: description, scale: scale)
        maximumFramesPerSecond = Self.framesPerSecond(of: description)
        super.init()
    }

    /// Takes what the backend says of the screen now; true when its points changed (size or scale).
    func update(_ description: ScreenDescription, scaleOverride: CGFloat?) -> Bool {
        let oldBounds = bounds
        let oldScale = scale
        screenDescription = description
        scale = CGFloat(description.scale(override: scaleOverride.map(Double.init)))
        bounds = Self.bounds(of: description, scale: scale)
        maximumFramesPerSecond = Self.framesPerSecond(of: description)
        return bounds != oldBounds || scale != oldScale
    }

    private static func bounds(of description: ScreenDescription, scale: CGFloat) -> CGRect {
        CGRect(
            x: 0, y: 0, width: CGFloat(description.pixelSize.width) / scale,
            height: CGFloat(description.pixelSize.height) / scale)
    }

    private static func framesPerSecond(of description: ScreenDescription) -> Int {
        description.refreshRate > 0 ? Int(description.refreshRate.rounded()) : 60
    }

    /// The screen's rectangle in the points window frames are given in (its place on the desktop in
    /// pixels over its scale): where popups opening from one of its windows are kept.
    var frameForWindows: CGRect {
        points(screenDescription.frame)
    }

    /// Converts points to whole desktop pixels: a window's frame in points is its place on the desktop
    /// in pixels over its screen's scale.
    package func pixels(_ rect: CGRect) -> PixelRect {
        PixelRect(
            x: Int((rect.minX * scale).rounded()), y: Int((rect.minY * scale).rounded()),
            width: max(1, Int((rect.width * scale).rounded())), height: max(1, Int((rect.height * scale).rounded())))
    }

    package func points(_ rect: PixelRect) -> CGRect {
        CGRect(
            x: CGFloat(rect.x) / scale, y: CGFloat(rect.y) / scale,
            width: CGFloat(rect.width) / scale, height: CGFloat(rect.height) / scale)
    }
}
