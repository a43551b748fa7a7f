import UIKit
import WindowSystem

/// A pixel's straight (unpremultiplied) 8-bit colour.
public struct RGBA: Equatable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Whether every channel is within `tolerance` of `other`'s.
    public func isClose(to other: RGBA, tolerance: UInt8 = 2) -> Bool {
        func near(_ a: UInt8, _ b: UInt8) -> Bool { (a > b ? a - b : b - a) <= tolerance }
        return near(red, other.red) && near(green, other.green) && near(blue, other.blue) && near(alpha, other.alpha)
    }

    public var description: String { "RGBA(\(red), \(green), \(blue), \(alpha))" }
}

extension HeadlessApp {
    /// What `window` last presented, or nil before its first frame.
    public func presentedImage(of window: UIWindow) -> CGImage? {
        platformWindow(of: window)?.presentedImage
    }

    /// The presented colour at `point` (window points).
    public func pixel(in window: UIWindow, at point: CGPoint) -> RGBA? {
        guard let image = presentedImage(of: window) else { return nil }
        let scale = window.screen.scale
        let x = Int(point.x * scale)
        let y = Int(point.y * scale)
        guard x >= 0, y >= 0, x < image.width, y < image.height else { return nil }
        let p = image.pixel(x: x, y: y)
        return RGBA(p.red, p.green, p.blue, p.alpha)
    }

    /// How many presented pixels of `rect` (window points) `matches` accepts: the ink of text or
    /// of a glyph, say, counted to compare weights or dimming without exact pixels.
    public func pixelCount(in window: UIWindow, within rect: CGRect, where matches: (RGBA) -> Bool) -> Int {
        guard let image = presentedImage(of: window) else { return 0 }
        let scale = window.screen.scale
        let pixels = CGRect(
            x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale
        )
        .intersection(CGRect(x: 0, y: 0, width: image.width, height: image.height))
        guard !pixels.isNull else { return 0 }
        var count = 0
        for y in Int(pixels.minY)..<Int(pixels.maxY) {
            for x in Int(pixels.minX)..<Int(pixels.maxX) {
                let pixel = image.pixel(x: x, y: y)
                if matches(RGBA(pixel.red, pixel.green, pixel.blue, pixel.alpha)) { count += 1 }
            }
        }
        return count
    }

    /// Writes what `window` last presented as a PNG.
    public func writePNG(of window: UIWindow, to url: URL) throws {
        guard let image = presentedImage(of: window) else {
            throw CocoaError(
                .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "the window has not presented a frame"])
        }
        try image.writePNG(to: url)
    }
}

extension HeadlessApp {
    /// Frames `window` has presented so far.
    public func framesPresented(by window: UIWindow) -> Int {
        window.host?.statistics.framesPresented ?? 0
    }

    /// Passes through intermediate surfaces (group opacity and the like) while painting `window`, summed
    /// over its frames: the seeds' "offscreen rendering".
    public func offscreenPasses(in window: UIWindow) -> Int {
        window.host?.statistics.offscreenPasses ?? 0
    }

    /// Offscreen passes of `window`'s last frame alone.
    public func offscreenPassesInLastFrame(in window: UIWindow) -> Int {
        window.host?.statistics.lastFrame.offscreenPasses ?? 0
    }

    /// Layers `window`'s last frame painted (culled layers and layers outside the damage are not).
    public func layersPaintedInLastFrame(in window: UIWindow) -> Int {
        window.host?.statistics.lastFrame.layersPainted ?? 0
    }

    /// Layers `window`'s last frame skipped because opaque layers above them cover them.
    public func layersCulledInLastFrame(in window: UIWindow) -> Int {
        window.host?.statistics.lastFrame.layersCulled ?? 0
    }

    /// The rectangles (window pixels) `window`'s last frame repainted and presented.
    public func damageInLastFrame(of window: UIWindow) -> [PixelRect] {
        window.host?.statistics.lastFrame.damage ?? []
    }

    /// Pixels `window`'s last frame repainted.
    public func damagedPixelsInLastFrame(in window: UIWindow) -> Int {
        window.host?.statistics.lastFrame.damagedPixels ?? 0
    }

    /// Times a rasterized layer of `window` was drawn from its cached bitmap, over all frames.
    public func rasterCacheHits(in window: UIWindow) -> Int {
        window.host?.statistics.rasterCacheHits ?? 0
    }
}
