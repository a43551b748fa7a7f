/// Counters the compositor keeps per window, for tests, benchmarks and debugging.
package struct CompositorStatistics: Sendable, Equatable {
    package var framesPresented = 0
    /// Layers painted, summed over all frames.
    package var layersPainted = 0
    /// Passes through an intermediate surface (group opacity): the seeds' "offscreen rendering".
    package var offscreenPasses = 0
}
