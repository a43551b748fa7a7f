import QuartzCore
import UIKitTesting

/// Displays `layer` and returns what it drew into its backing store.
@MainActor func displayedImage(of layer: CALayer) -> CGImage? {
    layer.display()
    return layer.backingStore?.makeImage()
}

/// The colour of the backing store's pixel (x, y), after the last display.
@MainActor func storePixel(of layer: CALayer, x: Int, y: Int) -> RGBA {
    let p = layer.backingStore!.makeImage()!.pixel(x: x, y: y)
    return RGBA(p.red, p.green, p.blue, p.alpha)
}

/// The smallest rectangle of pixels holding every pixel with alpha above `threshold`; nil if none.
func inkBox(of image: CGImage, threshold: UInt8 = 64) -> CGRect? {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
    for y in 0..<image.height {
        for x in 0..<image.width where image.pixel(x: x, y: y).alpha > threshold {
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        }
    }
    guard minX <= maxX else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

/// A straight colour 0...1 per channel as 8-bit RGBA.
func rgba(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> RGBA {
    func byte(_ v: CGFloat) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }
    return RGBA(byte(r), byte(g), byte(b), byte(a))
}

let clear = RGBA(0, 0, 0, 0)
