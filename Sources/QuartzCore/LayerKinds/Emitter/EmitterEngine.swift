/// Gives emitter layers their frames: while any emitter in a window is active (emitting, showing
/// particles, or animated) and not paused, it subscribes to the screen's `FrameSource` and marks
/// those emitters for display each frame; once none is, it lets the subscription go, so an idle app
/// has no timer.
///
/// An emitter registers itself when one of its properties changes, which also asks for a commit;
/// after every commit (`finishCommit`) the engine looks at each registered emitter: out of a window,
/// or in one with nothing to do, its simulation is dropped (it starts afresh when it comes back or
/// is set going again); in one and active, it keeps the frames coming. Emitters are held weakly.
@MainActor
final class EmitterEngine {
    private var emitters: [ObjectIdentifier: Weak<CAEmitterLayer>] = [:]
    private var frames = FrameFeed()

    func register(_ layer: CAEmitterLayer) {
        emitters[ObjectIdentifier(layer)] = Weak(layer)
    }

    /// After a commit: keeps frames coming while an emitter in a window is active, else stops them.
    func finishCommit() {
        guard !emitters.isEmpty || frames.isRunning else { return }
        var wantsFrames = false
        for (id, weakLayer) in emitters {
            guard let layer = weakLayer.value else {
                emitters[id] = nil
                continue
            }
            if layer.rootLayer.host != nil, layer.isActive {
                // A paused emitter keeps its particles still, with no frames.
                if layer.speed != 0 { wantsFrames = true }
            } else {
                layer.resetSimulation()
            }
        }
        if wantsFrames {
            frames.start { [weak self] in self?.frameDue() }
        } else {
            frames.stop()
        }
    }

    /// A frame is due: every active emitter in a window displays again.
    private func frameDue() {
        for layer in emitters.values.compactMap(\.value)
        where layer.speed != 0 && layer.rootLayer.host != nil && layer.isActive {
            layer.setNeedsDisplay()
        }
    }
}
