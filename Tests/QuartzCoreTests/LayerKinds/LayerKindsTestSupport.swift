import QuartzCore
import QuartzCoreTestSupport

/// Displays `layer` and returns what it drew over its bounds.
@MainActor func displayedImage(of layer: CALayer) -> CGImage? {
    layer.display()
    return boundsImage(of: layer)
}

/// The backing store as it covers the bounds (a store may reach outside them, as a shape's does).
@MainActor func boundsImage(of layer: CALayer) -> CGImage? {
    guard let store = layer.backingStore else { return nil }
    guard let rect = layer.backingStoreRect else { return store.makeImage() }
    let scale = layer.contentsScale
    let width = Int((layer.bounds.width * scale).rounded(.up))
    let height = Int((layer.bounds.height * scale).rounded(.up))
    guard width > 0, height > 0 else { return nil }
    let canvas = CGContext(pixelWidth: width, pixelHeight: height)
    canvas.drawBitmap(
        of: store,
        in: CGRect(
            x: (rect.minX - layer.bounds.minX) * scale, y: (rect.minY - layer.bounds.minY) * scale,
            width: rect.width * scale, height: rect.height * scale))
    return canvas.makeImage()
}

/// The colour of the pixel (x, y) of the bounds, after the last display.
@MainActor func storePixel(of layer: CALayer, x: Int, y: Int) -> RGBA {
    let p = boundsImage(of: layer)!.pixel(x: x, y: y)
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
