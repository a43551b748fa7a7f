import HeadlessBackend
import UIKit
import WindowSystem

extension HeadlessApp {
    /// What `window` last presented, or nil before its first frame.
    public func presentedImage(of window: UIWindow) -> CGImage? {
        platformWindow(of: window)?.presentedImage
    }

    /// The presented colour at `point` (window points).
    public func pixel(in window: UIWindow, at point: CGPoint) -> RGBA? {
        presentedImage(of: window)?.rgba(at: point, scale: window.screen.scale)
    }

    /// How many presented pixels of `rect` (window points) `matches` accepts: the ink of text or
    /// of a glyph, say, counted to compare weights or dimming without exact pixels.
    public func pixelCount(in window: UIWindow, within rect: CGRect, where matches: (RGBA) -> Bool) -> Int {
        presentedImage(of: window)?.pixelCount(within: rect, scale: window.screen.scale, where: matches) ?? 0
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
    /// over its frames ("offscreen rendering").
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

    /// Times a backdrop of `window` (a visual effect view's blur) was blurred anew rather than
    /// drawn from its cache, over all frames.
    public func backdropBlurs(in window: UIWindow) -> Int {
        window.host?.statistics.backdropBlurs ?? 0
    }
}
