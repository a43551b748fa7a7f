import CoreGraphics
import Foundation

/// A layer that emits, moves and draws particles, as its cells (`CAEmitterCell`) describe them.
///
/// The particles are simulated in the layer's local time, so pausing the layer (`speed = 0`)
/// freezes them and the manual clock of tests moves them exactly; every value a cell gives as a
/// mean and a range comes from a generator seeded with `seed`. While the layer is in a window
/// and emitting or showing particles, it is displayed each frame (`EmitterEngine`): `display()`
/// steps the simulation to the current time and draws the particles above the delegate's content,
/// into a backing store that reaches past the bounds where particles fly (cut to the window's
/// area), unless the layer masks to its bounds. Out of a window it asks for no frames; back in
/// one, it starts afresh, with no particles.
///
/// The layer multipliers (`birthRate`, `lifetime`, `velocity`, `scale`, `spin`) multiply every
/// cell's value, sub-cells' included. Drawn flat: z positions, depth and `preservesDepth` are kept
/// but not used.
open class CAEmitterLayer: CALayer {
    /// The particle kinds; each emits on the emitter shape. Setting it again (even to the same
    /// cells) restarts frames after a cell changed.
    open var emitterCells: [CAEmitterCell]? { didSet { emitterDidChange() } }
    /// Multiplies every cell's birth rate; 0 stops all emission (live particles stay).
    open var birthRate: Float = 1 { didSet { if birthRate != oldValue { emitterDidChange() } } }
    /// Multiplies every cell's lifetime.
    open var lifetime: Float = 1 { didSet { if lifetime != oldValue { emitterDidChange() } } }
    /// Multiplies every cell's velocity.
    open var velocity: Float = 1 { didSet { if velocity != oldValue { emitterDidChange() } } }
    /// Multiplies every cell's scale.
    open var scale: Float = 1 { didSet { if scale != oldValue { emitterDidChange() } } }
    /// Multiplies every cell's spin.
    open var spin: Float = 1 { didSet { if spin != oldValue { emitterDidChange() } } }
    /// The centre of the emitter shape, in the layer's coordinates.
    open var emitterPosition: CGPoint = .zero { didSet { if emitterPosition != oldValue { emitterDidChange() } } }
    /// Kept; drawn flat.
    open var emitterZPosition: CGFloat = 0
    /// The emitter shape's size (see `CAEmitterLayerEmitterShape`).
    open var emitterSize: CGSize = .zero { didSet { if emitterSize != oldValue { emitterDidChange() } } }
    /// Kept; drawn flat.
    open var emitterDepth: CGFloat = 0
    /// `.point` by default.
    open var emitterShape = CAEmitterLayerEmitterShape.point { didSet { emitterDidChange() } }
    /// `.volume` by default.
    open var emitterMode = CAEmitterLayerEmitterMode.volume { didSet { emitterDidChange() } }
    /// `.unordered` by default.
    open var renderMode = CAEmitterLayerRenderMode.unordered { didSet { emitterDidChange() } }
    /// Kept; drawn flat.
    open var preservesDepth = false
    /// The generator's seed, read when the layer starts simulating (in a window, from no particles).
    open var seed: UInt32 = 0

    /// The particles and the time they are simulated to; nil until the layer first displays, and
    /// again once it is idle or out of a window.
    var simulation: EmitterSimulation?
    /// The cells' images, cut to their `contentsRect` and tinted, kept between frames.
    var sprites = EmitterSpriteCache()

    /// The emitter layer's properties change its particles: display it, and let the engine decide
    /// about frames at the end of the commit.
    private func emitterDidChange() {
        UpdateCycle.current.emitters.register(self)
        setNeedsDisplay()
    }

    /// Every emitter property shapes the particles, which are drawn: animating any of them (or a
    /// cell through `emitterCells.<name>.<key>`) applies before the layer is displayed.
    open override class func needsDisplay(forKey key: String) -> Bool {
        emitterProperties[key] != nil || super.needsDisplay(forKey: key)
    }

    /// Copies another layer's model values, the emitter's included (the cells are shared, as the
    /// presentation layer's are on iOS until the next commit copies them).
    override func takeModelValues(of layer: CALayer) {
        super.takeModelValues(of: layer)
        guard let other = layer as? CAEmitterLayer else { return }
        emitterCells = other.emitterCells
        birthRate = other.birthRate
        lifetime = other.lifetime
        velocity = other.velocity
        scale = other.scale
        spin = other.spin
        emitterPosition = other.emitterPosition
        emitterZPosition = other.emitterZPosition
        emitterSize = other.emitterSize
        emitterDepth = other.emitterDepth
        emitterShape = other.emitterShape
        emitterMode = other.emitterMode
        renderMode = other.renderMode
        preservesDepth = other.preservesDepth
        seed = other.seed
    }

    /// Steps the particles to the layer's current time and draws them (with the delegate's
    /// content beneath) into a new backing store; the emitter engine of the cycle displaying it
    /// keeps its frames coming.
    open override func display() {
        UpdateCycle.current.emitters.register(self)
        let now = localTime(fromAbsolute: CACurrentMediaTime())
        let simulation = self.simulation ?? EmitterSimulation(seed: seed, time: now)
        self.simulation = simulation
        simulation.step(self, to: now)
        drawIntoBackingStore(covering: storeRect())
    }

    /// Draws what the delegate draws, then the particles.
    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        drawParticles(in: ctx)
    }

    /// Whether the layer emits now or will later without being changed, shows particles, or has
    /// animations (which may set a cell emitting only for their frames): whether it needs frames
    /// while in a window.
    var isActive: Bool {
        if simulation?.hasLiveParticles == true || !animationEntries.isEmpty { return true }
        guard birthRate > 0, speed != 0 else { return false }
        let now = localTime(fromAbsolute: CACurrentMediaTime())
        return (emitterCells ?? []).contains { $0.mayEmit(atOrAfterEmitterTime: now) }
    }

    /// The simulation starts afresh next time: the layer left its window or went idle.
    func resetSimulation() {
        simulation = nil
    }
}
