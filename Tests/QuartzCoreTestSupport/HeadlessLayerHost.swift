import CoreGraphics
@_exported import HeadlessBackend
import QuartzCore
import WindowSystem

/// A layer tree shown in an in-memory window on a manual clock, with nothing of UIKit: what a
/// QuartzCore test arranges, commits and reads back.
///
/// Creating one installs an update cycle on its scheduler (so `CACurrentMediaTime()` reads its
/// clock and layer changes commit at the end of its turns) with a frame source at `refreshRate`
/// (so animations, emitters and display links run as the clock advances), and
/// detaches the host made before it. Nothing happens until the test ends the turn or moves time,
/// so tests never sleep. All methods must be called on the main actor.
@MainActor
package final class HeadlessLayerHost {
    package let scheduler: ManualScheduler
    package let backend: HeadlessBackend
    /// The in-memory window the compositor paints and presents.
    package let window: HeadlessWindow
    /// The root of the tree: a layer filling the window, in points.
    package let rootLayer: CALayer
    /// The compositor's binding of `rootLayer` to `window`.
    package let layerHost: LayerHost

    /// The host made last; the next one detaches it so its window no longer composites.
    private static weak var current: HeadlessLayerHost?

    /// Opens a window of `size` points at `scale` pixels per point whose root layer has
    /// `background`, lets `configure` fill the root, then ends the turn: the first commit paints
    /// and presents the first frame, at time 1000 s. `debugOptions` become the compositor's visual
    /// aids for every window, as `CASEMENT_DEBUG` sets them at an app's launch.
    package init(
        size: CGSize = CGSize(width: 100, height: 100), scale: CGFloat = 1, refreshRate: Double = 60,
        background: CGColor? = CGColor(gray: 1, alpha: 1), debugOptions: CompositorDebugOptions = [],
        _ configure: (CALayer) -> Void = { _ in }
    ) {
        Self.current?.layerHost.detach()
        scheduler = ManualScheduler()
        let pixelSize = PixelSize(
            width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        backend = HeadlessBackend(
            screen: ScreenDescription(pixelSize: pixelSize, dotsPerInch: 96 * Double(scale), refreshRate: refreshRate),
            scheduler: scheduler)
        UpdateCycle.install(UpdateCycle(scheduler: scheduler, frameClock: backend.makeFrameClock()))
        DisplayLinkRunLoop.isTracking = false
        Compositor.debugOptions = debugOptions

        rootLayer = CALayer()
        rootLayer.frame = CGRect(origin: .zero, size: size)
        rootLayer.backgroundColor = background
        let created = backend.makeWindow(
            WindowConfiguration(
                frame: PixelRect(x: 0, y: 0, width: pixelSize.width, height: pixelSize.height),
                title: "HeadlessLayerHost", applicationName: "QuartzCoreTests"))
        guard let created = created as? HeadlessWindow else {
            preconditionFailure("a headless backend made \(created)")
        }
        window = created
        layerHost = LayerHost(rootLayer: rootLayer, window: window, scale: scale)
        Self.current = self
        backend.eventHandler = { [weak self] event in self?.handle(event) }
        window.show()
        configure(rootLayer)
        runUntilIdle()
    }

    /// Detaches the last host and starts a fresh update cycle without a scheduler, as for layers used on
    /// their own: `CACurrentMediaTime()` reads the monotonic clock again and nothing commits by itself.
    package static func resetEnvironment() {
        current?.layerHost.detach()
        current = nil
        UpdateCycle.reset()
        DisplayLinkRunLoop.isTracking = false
    }

    /// Pixels per point.
    package var scale: CGFloat { layerHost.scale }

    /// The compositor's counters for this window (frames, offscreen passes, damage of the last frame).
    package var statistics: CompositorStatistics { layerHost.statistics }

    /// What the window last presented, or nil before its first frame.
    package var presentedImage: CGImage? { window.presentedImage }

    /// The layer tree as the last frame painted it, one line per layer (`LayerHost.renderTreeDump()`).
    package var renderTree: String { layerHost.renderTreeDump() }

    /// Ends the current run-loop turn: delivers pending window events and commits (layout,
    /// display, compositing and presenting what changed).
    package func runUntilIdle() {
        scheduler.runEndOfTurn()
    }

    /// Moves the clock forward, firing timers and frames that fall due, each as its own turn.
    package func advance(by seconds: Double) {
        scheduler.advance(by: seconds)
    }

    /// Moves the clock forward by whole frames of the refresh rate.
    package func advanceFrames(_ count: Int = 1) {
        let rate = backend.screen.refreshRate > 0 ? backend.screen.refreshRate : 60
        advance(by: Double(count) / rate)
    }

    /// Delivers a window event as the display would, then ends the turn.
    package func inject(_ event: PlatformEvent) {
        backend.post(event)
        runUntilIdle()
    }

    /// The window's events as an application handles them for its layer tree: whatever shows or
    /// exposes the window repaints all of it.
    private func handle(_ event: PlatformEvent) {
        switch event {
        case .exposed(let id, _) where id == window.id:
            layerHost.setNeedsComposite()
        case .mapChanged(let id, let mapped, _) where id == window.id && mapped:
            layerHost.setNeedsComposite()
        default:
            break
        }
    }
}
