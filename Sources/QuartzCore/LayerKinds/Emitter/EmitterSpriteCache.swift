import CoreGraphics

/// The images an emitter layer draws particles with, kept between frames: each cell's part of its
/// `contents` (its `contentsRect`), and that part multiplied by a particle colour.
///
/// Tinting is done once per image and 8-bit colour, in the image's own pixels, so rotated and
/// scaled particles never show the seams of a tint drawn at their angle. The tints are dropped
/// when there are more than `tintLimit`, which bounds the memory a cell with wide colour ranges takes.
@MainActor
struct EmitterSpriteCache {
    private var parts: [ObjectIdentifier: (contents: CGImage, rect: CGRect, part: CGImage?)] = [:]
    private var tints: [TintKey: (source: CGImage, tinted: CGImage)] = [:]
    private let tintLimit = 512

    private struct TintKey: Hashable {
        let image: ObjectIdentifier
        let red: UInt8
        let green: UInt8
        let blue: UInt8
    }

    /// The part of the cell's `contents` it draws; nil without an image.
    mutating func sprite(of cell: CAEmitterCell) -> CGImage? {
        guard let image = cell.contents as? CGImage else { return nil }
        let rect = cell.contentsRect.standardized
        let id = ObjectIdentifier(cell)
        if let cached = parts[id], cached.contents === image, cached.rect == rect { return cached.part }
        let part: CGImage?
        if rect == CGRect(x: 0, y: 0, width: 1, height: 1) {
            part = image
        } else {
            let w = CGFloat(image.width)
            let h = CGFloat(image.height)
            let pixels = CGRect(x: rect.minX * w, y: rect.minY * h, width: rect.width * w, height: rect.height * h)
            part = image.cropping(to: pixels.integral.intersection(CGRect(x: 0, y: 0, width: w, height: h)))
        }
        parts[id] = (image, rect, part)
        return part
    }

    /// `image` with each pixel's colour multiplied by (red, green, blue), its alpha kept.
    mutating func tinted(_ image: CGImage, red: Double, green: Double, blue: Double) -> CGImage {
        func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }
        let key = TintKey(image: ObjectIdentifier(image), red: byte(red), green: byte(green), blue: byte(blue))
        if let cached = tints[key], cached.source === image { return cached.tinted }
        if tints.count >= tintLimit { tints.removeAll(keepingCapacity: true) }
        let tinted = Self.multiply(
            image, red: Double(key.red) / 255, green: Double(key.green) / 255, blue: Double(key.blue) / 255)
        tints[key] = (image, tinted)
        return tinted
    }

    /// Multiplies in the image's pixels: the image, an opaque fill of the colour in `.multiply`,
    /// then the image's alpha again (`.destinationIn`). Exact for opaque and clear pixels and for
    /// white pixels of any alpha (the usual particle image); a coloured, partly transparent pixel
    /// comes out slightly lighter than a true multiply.
    private static func multiply(_ image: CGImage, red: Double, green: Double, blue: Double) -> CGImage {
        let context = CGContext(pixelWidth: image.width, pixelHeight: image.height)
        let rect = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        // The context is y-down and images draw with their first row at the bottom: flip them upright.
        context.translateBy(x: 0, y: rect.height)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: rect)
        context.setBlendMode(.multiply)
        context.setFillColor(red: red, green: green, blue: blue, alpha: 1)
        context.fill(rect)
        context.setBlendMode(.destinationIn)
        context.draw(image, in: rect)
        return context.makeImage() ?? image
    }
}
