import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// A layer with a frame and a background colour.
@MainActor func solidLayer(_ frame: CGRect, _ color: CGColor) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// An image drawn in a y-down space of `width` by `height` pixels.
func makeImage(width: Int, height: Int, _ draw: (CGContext) -> Void) -> CGImage {
    let context = CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    context.translateBy(x: 0, y: CGFloat(height))
    context.scaleBy(x: 1, y: -1)
    draw(context)
    return context.makeImage()!
}

let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
let black = CGColor(gray: 0, alpha: 1)

extension HeadlessLayerHost {
    /// Rows (top, bottom) of the pixels in column `x` that are not white, or nil.
    func inkedRows(column x: Int, height: Int) -> (Int, Int)? {
        let rows = (0..<height).filter { y in
            let p = color(x, y)
            return Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 200
        }
        guard let first = rows.first, let last = rows.last else { return nil }
        return (first, last)
    }
}
