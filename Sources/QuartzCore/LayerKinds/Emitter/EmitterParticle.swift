import CoreGraphics
import Foundation

/// One live particle: where it is and how it moves, in the emitter layer's coordinates, and how
/// it looks at its age. Ages and rates are in the particle's own time, which runs at `timeRate`
/// times the layer's (the product of the speeds of its cell and the cells above it).
struct EmitterParticle {
    let cell: CAEmitterCell
    /// Layer seconds to particle seconds.
    let timeRate: Double
    var x: Double
    var y: Double
    var vx: Double
    var vy: Double
    let ax: Double
    let ay: Double
    /// Seconds lived; the particle dies when it reaches `lifetime`.
    var age: Double = 0
    let lifetime: Double
    /// Scale, rotation and colour (straight red, green, blue, alpha) at age 0, and their change a second.
    let scale: Double
    let scaleSpeed: Double
    let spin: Double
    let color: (Double, Double, Double, Double)
    let colorSpeed: (Double, Double, Double, Double)
    /// Births owed to each sub-cell, by index in `cell.emitterCells`.
    var owedBirths: [Double] = []

    var currentScale: Double { max(0, scale + scaleSpeed * age) }
    var rotation: Double { spin * age }
    var currentColor: (Double, Double, Double, Double) {
        func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
        return (
            clamp(color.0 + colorSpeed.0 * age), clamp(color.1 + colorSpeed.1 * age),
            clamp(color.2 + colorSpeed.2 * age), clamp(color.3 + colorSpeed.3 * age)
        )
    }
    /// The direction of motion in the layer's plane, which sub-cells emit relative to.
    var heading: Double { vx == 0 && vy == 0 ? 0 : atan2(vy, vx) }

    /// Where the particle is `dt` of its seconds from now, at constant acceleration.
    func position(after dt: Double) -> (Double, Double) {
        (x + vx * dt + 0.5 * ax * dt * dt, y + vy * dt + 0.5 * ay * dt * dt)
    }

    /// Moves and ages the particle by `dt` of its seconds (exactly, for any step).
    mutating func advance(by dt: Double) {
        (x, y) = position(after: dt)
        vx += ax * dt
        vy += ay * dt
        age += dt
    }
}
