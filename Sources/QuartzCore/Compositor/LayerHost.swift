import WindowSystem

/// Binds a layer tree to a platform window: the compositor paints the tree into the window at the
/// window's scale whenever the tree changed or the window was exposed, then presents it.
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

    package init(rootLayer: CALayer, window: PlatformWindow, scale: CGFloat) {
        self.rootLayer = rootLayer
        self.window = window
        self.scale = scale
        rootLayer.host = self
        CATransaction.register(self)
    }

    /// Stops painting the window; the tree is left as it is.
    package func detach() {
        CATransaction.unregister(self)
        if rootLayer.host === self { rootLayer.host = nil }
    }

    package func setNeedsComposite() {
        needsComposite = true
        CATransaction.scheduleCommit()
    }

    /// Paints and presents the whole window if anything changed since the last present.
    ///
    /// A window that is not mapped is not painted; it is painted when it is shown or exposed.
    package func compositeIfNeeded() {
        guard needsComposite, window.isMapped else { return }
        needsComposite = false
        let context = window.beginFrame()
        let damage = PixelRect(x: 0, y: 0, width: context.width, height: context.height)
        Compositor.paint(rootLayer, into: context, scale: scale, statistics: &statistics)
        window.present([damage])
        statistics.framesPresented += 1
        didPresent?()
    }
}
