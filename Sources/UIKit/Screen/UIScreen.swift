import Synchronization
import WindowSystem

/// The display the app's windows appear on: its size in points, scale and refresh rate.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    private static var current: UIScreen?

    /// The screen of the connected display; before launch, a 1280×800 screen at scale 1.
    public class var main: UIScreen {
        if let current { return current }
        let fallback = UIScreen(description: .standard, scaleOverride: nil)
        current = fallback
        mainScaleMirror.withLock { $0 = fallback.scale }
        return fallback
    }

    nonisolated private static let mainScaleMirror = Mutex<CGFloat>(1)

    /// The main screen's scale, readable from any thread: `UIImage(named:)` picks `@2x`/`@3x` by it.
    nonisolated package static var mainScale: CGFloat {
        mainScaleMirror.withLock { $0 }
    }

    /// The screen in points, origin at the top-left.
    public let bounds: CGRect
    /// Points to pixels, from `Xft.dpi` (96 dpi is 1) or `CASEMENT_SCALE`.
    public let scale: CGFloat
    public var nativeScale: CGFloat { scale }
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// The refresh rate in frames per second (60 when the display does not say).
    public let maximumFramesPerSecond: Int

    package init(description: ScreenDescription, scaleOverride: CGFloat?) {
        let scale = CGFloat(description.scale(override: scaleOverride.map(Double.init)))
        self.scale = scale
        bounds = CGRect(
            x: 0, y: 0, width: CGFloat(description.pixelSize.width) / scale,
            height: CGFloat(description.pixelSize.height) / scale)
        maximumFramesPerSecond = description.refreshRate > 0 ? Int(description.refreshRate.rounded()) : 60
        super.init()
    }

    /// Makes the backend's screen the main screen; `CASEMENT_SCALE` in the environment overrides the scale.
    package static func connect(_ description: ScreenDescription, environment: [String: String]) {
        let override = ScreenDescription.scaleOverride(in: environment).map { CGFloat($0) }
        let screen = UIScreen(description: description, scaleOverride: override)
        current = screen
        mainScaleMirror.withLock { $0 = screen.scale }
    }

    /// Converts points to whole device pixels.
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
