@_spi(Compositing) import CoreGraphics
import WindowSystem

extension PixelBox {
    /// The box as the platform's rectangle, for damage handed to a window.
    var pixelRect: PixelRect { PixelRect(x: Int(x0), y: Int(y0), width: width, height: height) }
}
