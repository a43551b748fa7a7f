import QuartzCore
import QuartzCoreTestSupport

/// A cell that emits `birthRate` particles a second living `lifetime` seconds, at `velocity`
/// along +x, with no ranges: every particle's path is exact.
@MainActor func emitterCell(
    _ name: String, birthRate: Float = 10, lifetime: Float = 10, velocity: CGFloat = 0
) -> CAEmitterCell {
    let cell = CAEmitterCell()
    cell.name = name
    cell.birthRate = birthRate
    cell.lifetime = lifetime
    cell.velocity = velocity
    return cell
}

/// A host of 100×100 white points holding `emitter` (zero-sized, at the window's origin, so its
/// coordinates are the window's) with `cells`, launched and committed once: its simulation starts
/// at the returned time.
@MainActor func emitterWindow(
    _ cells: [CAEmitterCell], configure: (CAEmitterLayer) -> Void = { _ in }
) -> (HeadlessLayerHost, CAEmitterLayer, CFTimeInterval) {
    let emitter = CAEmitterLayer()
    emitter.anchorPoint = .zero
    emitter.emitterCells = cells
    emitter.emitterPosition = CGPoint(x: 10, y: 50)
    configure(emitter)
    let host = HeadlessLayerHost { $0.addSublayer(emitter) }
    return (host, emitter, CACurrentMediaTime())
}

/// A `size`×`size` pixel image of one opaque colour.
func solidImage(_ color: CGColor, size: Int = 4) -> CGImage {
    makeImage(width: size, height: size) { ctx in
        ctx.setFillColor(color)
        ctx.fill(CGRect(x: 0, y: 0, width: size, height: size))
    }
}
