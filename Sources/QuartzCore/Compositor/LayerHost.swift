@_spi(Compositing) import CoreGraphics
import WindowSystem

/// Binds a layer tree to a platform window: at each commit in which something in the tree
/// changed, the compositor repaints the damaged part of the window at the window's scale and
/// presents just that part, with the moves of scrolled content the window makes first.
@MainActor
package final class LayerHost {
    package let rootLayer: CALayer
    package let window: PlatformWindow
    /// Pixels per point.
    package var scale: CGFloat {
        didSet { if scale != oldValue { setNeedsComposite() } }
    }
    /// Called after each present; the application uses it to report the first frame.
    package var didPresent: (() -> Void)?
    package private(set) var needsComposite = true
    package private(set) var statistics = CompositorStatistics()

    /// The window's pixels as the compositor paints them, kept while the window's buffer is the same.
    private var surface: PixelSurface?
    private var state = Compositor.WindowState()
    /// Whether the next frame repaints the whole window.
    private var repaintsEverything = true
    /// Damage to repaint at the next frame whatever changes: the last frame's flash.
    private var carriedDamage = DamageRegion()
    /// Flashed boxes not yet handed to `carriedDamage`, oldest first: a move may carry them away.
    private var flashShown: [PixelBox] = []
    /// The frame painted by the commit running, until it presents it.
    private var paintedFrame: Compositor.Frame?

    package init(rootLayer: CALayer, window: PlatformWindow, scale: CGFloat) {
        self.rootLayer = rootLayer
        self.window = window
        self.scale = scale
        rootLayer.host = self
        UpdateCycle.current.register(self)
    }

    /// The root layer outlives a host that was never detached: it forgets the host.
    deinit {
        if rootLayer.host === self { rootLayer.host = nil }
    }

    /// Stops painting the window; the tree is left as it is.
    package func detach() {
        UpdateCycle.current.unregister(self)
        if rootLayer.host === self { rootLayer.host = nil }
    }

    /// Repaints the whole window at the next commit (exposed, mapped, rescaled).
    package func setNeedsComposite() {
        repaintsEverything = true
        needsComposite = true
        CATransaction.scheduleCommit()
    }

    /// Something in the tree changed; the bounds pass finds what (see `CALayer.changed()`).
    func layerTreeChanged() {
        needsComposite = true
    }

    /// Paints the damaged part of the window into its buffer, if anything changed since the last
    /// frame; true when a frame was painted, to present with `presentPaintedFrame()`.
    ///
    /// A window that is not mapped is not painted; it is painted whole when it is shown or exposed.
    func paintIfNeeded() -> Bool {
        guard needsComposite, window.isMapped else { return false }
        needsComposite = false
        paintedFrame = paintFrame()
        return paintedFrame != nil
    }

    /// Shows what `paintIfNeeded()` painted.
    func presentPaintedFrame() {
        guard let frame = paintedFrame else { return }
        paintedFrame = nil
        window.present(frame.damage.map(\.pixelRect), moves: frame.moves.map(\.pixelMove))
        record(frame.statistics)
        if effectiveDebugOptions.contains(.flash), !frame.changed.isEmpty {
            scheduleUnflash(frame.changed)
        }
        didPresent?()
    }

    /// Paints a frame as a commit would, without presenting it or counting it: benchmarks time
    /// the compositor alone with it. `everything` repaints the whole window.
    package func paintFrameWithoutPresenting(everything: Bool = false) -> FrameStatistics? {
        if everything { repaintsEverything = true }
        needsComposite = false
        return paintFrame()?.statistics
    }

    /// This window's visual aids, overriding `Compositor.debugOptions` when set; setting them repaints.
    package var debugOptions: CompositorDebugOptions? {
        didSet {
            repaintsEverything = true
            setNeedsComposite()
        }
    }

    private var effectiveDebugOptions: CompositorDebugOptions { debugOptions ?? Compositor.debugOptions }

    private func paintFrame() -> Compositor.Frame? {
        let context = window.beginFrame()
        if surface?.context !== context {
            surface = PixelSurface(wrapping: context)
            repaintsEverything = true
        }
        guard let surface else { return nil }
        let carried = carriedDamage
        carriedDamage = DamageRegion()
        let frame = Compositor.composite(
            rootLayer, into: surface, scale: Double(scale), state: &state, everything: repaintsEverything,
            carried: carried, flashed: flashShown, debugOptions: effectiveDebugOptions)
        repaintsEverything = false
        return frame
    }

    private func record(_ frame: FrameStatistics) {
        statistics.framesPresented += 1
        statistics.layersPainted += frame.layersPainted
        statistics.offscreenPasses += frame.offscreenPasses
        statistics.damagedPixels += frame.damagedPixels
        statistics.layersCulled += frame.layersCulled
        statistics.rasterCacheHits += frame.rasterCacheHits
        statistics.backdropBlurs += frame.backdropBlurs
        statistics.lastFrame = frame
    }

    /// The flashed boxes are repainted normally one frame later.
    private func scheduleUnflash(_ boxes: [PixelBox]) {
        guard let scheduler = UpdateCycle.current.scheduler else { return }
        let rate = window.refreshRate > 0 ? window.refreshRate : 60
        flashShown += boxes
        // Every flash waits as long, so they come due in the order they were shown.
        scheduler.schedule(at: scheduler.now + 1 / rate) { [weak self] in
            guard let self else { return }
            flashShown.removeFirst(min(boxes.count, flashShown.count))
            for box in boxes { carriedDamage.add(box) }
            needsComposite = true
            CATransaction.scheduleCommit()
        }
    }
}
