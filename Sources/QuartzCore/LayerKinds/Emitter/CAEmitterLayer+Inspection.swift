import CoreGraphics

/// What a test (or a debugging tool) can see of one live particle.
package struct EmitterParticleSnapshot: Equatable, Sendable {
    /// Where the particle is, in the emitter layer's coordinates.
    package let position: CGPoint
    /// Points a second of the particle's own time.
    package let velocity: CGVector
    /// Seconds lived, in the particle's own time.
    package let age: Double
    package let lifetime: Double
    /// The name of the cell it is a particle of.
    package let cellName: String?
}

extension CAEmitterLayer {
    /// The live particles as last simulated (by the last `display()`), oldest first.
    package var particleSnapshots: [EmitterParticleSnapshot] {
        (simulation?.particles ?? []).map {
            EmitterParticleSnapshot(
                position: CGPoint(x: $0.x, y: $0.y), velocity: CGVector(dx: $0.vx, dy: $0.vy), age: $0.age,
                lifetime: $0.lifetime, cellName: $0.cell.name)
        }
    }
}
