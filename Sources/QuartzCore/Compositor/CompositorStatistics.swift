import WindowSystem

/// Counters the compositor keeps per window, for tests, benchmarks and debugging.
package struct CompositorStatistics: Sendable, Equatable {
    package var framesPresented = 0
    /// Layers painted, summed over all frames.
    package var layersPainted = 0
    /// Passes through an intermediate image (group opacity, masks, shadows without a path,
    /// rounded clips of sublayers, perspective, rasterization, tinted replicas), summed over all
    /// frames: the seeds' "offscreen rendering".
    package var offscreenPasses = 0
    /// Window pixels repainted, summed over all frames.
    package var damagedPixels = 0
    /// Layers skipped because opaque layers above them cover them, summed over all frames.
    package var layersCulled = 0
    /// Frames in which a rasterized layer was drawn from its cached bitmap, counted per layer.
    package var rasterCacheHits = 0
    /// Backdrops blurred anew (not drawn from their cache), summed over all frames.
    package var backdropBlurs = 0
    /// The counts of the last frame alone.
    package var lastFrame = FrameStatistics()
}

/// What one frame cost.
package struct FrameStatistics: Sendable, Equatable {
    package var layersPainted = 0
    package var offscreenPasses = 0
    package var damagedPixels = 0
    package var layersCulled = 0
    package var rasterCacheHits = 0
    package var backdropBlurs = 0
    /// The rectangles repainted and presented, in window pixels.
    package var damage: [PixelRect] = []
    /// The moves of scrolled content made before painting, in window pixels.
    package var moves: [PixelMove] = []

    package init() {}
}
