import CoreGraphics
import Foundation

/// The particles of one emitter layer, stepped from one layer time to the next.
///
/// Stepping is exact for any step size: births fall at the moments the birth rate owes them
/// (never at once, the first after `1 / rate` seconds), each newborn is moved on by the time
/// left in the step, and motion under constant acceleration is integrated in closed form. So the
/// same seed, cells and layer times give the same particles however the frames fall. Particles of
/// sub-cells are born from their parent where it was at the moment of birth.
@MainActor
final class EmitterSimulation {
    private(set) var particles: [EmitterParticle] = []
    /// The layer time simulated up to.
    private(set) var time: Double
    private var random: EmitterRandom
    /// Births owed to each of the layer's cells.
    private var owedBirths: [ObjectIdentifier: Double] = [:]

    init(seed: UInt32, time: Double) {
        random = EmitterRandom(seed: seed)
        self.time = time
    }

    var hasLiveParticles: Bool { !particles.isEmpty }

    /// Simulates `layer`'s cells up to layer time `now`; an earlier time does nothing.
    func step(_ layer: CAEmitterLayer, to now: Double) {
        let dt = now - time
        guard dt > 0 else { return }
        let start = time
        time = now
        var survivors: [EmitterParticle] = []
        survivors.reserveCapacity(particles.count)
        var newborns: [EmitterParticle] = []
        for var particle in particles {
            let remaining = particle.lifetime - particle.age
            let lived = min(dt * particle.timeRate, remaining)
            emitSubCells(of: &particle, over: lived, layer: layer, into: &newborns)
            particle.advance(by: lived)
            if particle.age < particle.lifetime { survivors.append(particle) }
        }
        for cell in layer.emitterCells ?? [] {
            emit(cell, layer: layer, from: start, to: now, into: &newborns)
        }
        particles = survivors + newborns
    }

    // MARK: - Births

    /// Births of one of the layer's cells over layer times `start...end`, on the emitter shape.
    private func emit(
        _ cell: CAEmitterCell, layer: CAEmitterLayer, from start: Double, to end: Double,
        into newborns: inout [EmitterParticle]
    ) {
        let id = ObjectIdentifier(cell)
        var owed = owedBirths[id] ?? 0
        let cellStart = cell.localTime(fromParent: start)
        let cellEnd = cell.localTime(fromParent: end)
        let rate = Double(cell.birthRate) * Double(layer.birthRate)
        for birth in birthTimes(cell, rate: rate, from: cellStart, to: cellEnd, owed: &owed) {
            let (x, y) = EmitterShapeSampler.point(of: layer, random: &random)
            let seed = Newborn(x: x, y: y, heading: 0, scale: 1, color: (1, 1, 1, 1), timeRate: Double(cell.speed))
            born(cell, from: seed, layer: layer, age: cellEnd - birth, into: &newborns)
        }
        owedBirths[id] = owed
    }

    /// Births of the particle's sub-cells while it lives `lived` more of its seconds, from where it
    /// is at each birth.
    private func emitSubCells(
        of particle: inout EmitterParticle, over lived: Double, layer: CAEmitterLayer,
        into newborns: inout [EmitterParticle]
    ) {
        guard let cells = particle.cell.emitterCells, !cells.isEmpty, lived > 0 else { return }
        if particle.owedBirths.count != cells.count {
            particle.owedBirths = Array(repeating: 0, count: cells.count)
        }
        for (index, cell) in cells.enumerated() {
            let cellStart = cell.localTime(fromParent: particle.age)
            let cellEnd = cell.localTime(fromParent: particle.age + lived)
            let rate = Double(cell.birthRate) * Double(layer.birthRate)
            for birth in birthTimes(cell, rate: rate, from: cellStart, to: cellEnd, owed: &particle.owedBirths[index]) {
                // The parent's time at the birth, and where it was then.
                let parentTime =
                    cell.speed == 0 ? particle.age : particle.age + (birth - cellStart) / Double(cell.speed)
                var parent = particle
                parent.advance(by: parentTime - particle.age)
                let seed = Newborn(
                    x: parent.x, y: parent.y, heading: parent.heading, scale: parent.currentScale,
                    color: parent.currentColor, timeRate: particle.timeRate * Double(cell.speed))
                born(cell, from: seed, layer: layer, age: cellEnd - birth, into: &newborns)
            }
        }
    }

    /// The cell times in `start...end` at which births fall, given `owed` births carried in.
    private func birthTimes(
        _ cell: CAEmitterCell, rate: Double, from start: Double, to end: Double, owed: inout Double
    ) -> [Double] {
        guard cell.isEnabled, rate > 0, end > start else { return [] }
        let activeEnd = cell.duration > 0 ? cell.activeDuration : .infinity
        let from = max(start, 0)
        let to = min(end, activeEnd)
        guard to > from else { return [] }
        // A birth falls each time the births owed reach a whole number; a hair of tolerance keeps a
        // birth due exactly at a frame in that frame.
        let span = (to - from) * rate
        let total = owed + span
        let count = Int((total + 1e-9).rounded(.down))
        let carried = owed
        owed = max(0, total - Double(count))
        guard count > 0 else { return [] }
        let times = (1...count).map { from + min(Double($0) - carried, span) / rate }
        return times
    }

    /// What a newborn takes from where it is born: the emitter or its parent particle.
    private struct Newborn {
        let x: Double
        let y: Double
        /// Added to the cell's emission longitude: the parent's direction of motion.
        let heading: Double
        /// Multiply the cell's: the parent's scale and colour at the birth (1 and white from the layer).
        let scale: Double
        let color: (Double, Double, Double, Double)
        let timeRate: Double
    }

    /// Makes a particle of `cell` from `seed` and moves it on `age` of its seconds (emitting its
    /// own sub-cells meanwhile). Draws the same ten random numbers whether or not it lives.
    private func born(
        _ cell: CAEmitterCell, from seed: Newborn, layer: CAEmitterLayer, age: Double,
        into newborns: inout [EmitterParticle]
    ) {
        let angle = seed.heading + random.spread(Double(cell.emissionLongitude), Double(cell.emissionRange))
        let speed =
            random.spread(Double(cell.velocity), Double(cell.velocityRange)) * Double(layer.velocity)
            * cos(Double(cell.emissionLatitude))
        let lifetime = random.spread(Double(cell.lifetime), Double(cell.lifetimeRange)) * Double(layer.lifetime)
        let scale = random.spread(Double(cell.scale), Double(cell.scaleRange)) * Double(layer.scale) * seed.scale
        let spin = random.spread(Double(cell.spin), Double(cell.spinRange)) * Double(layer.spin)
        let (r, g, b, a) = cell.color?.rgba ?? (1, 1, 1, 1)
        func component(_ value: CGFloat, _ range: Float, _ inherited: Double) -> Double {
            min(1, max(0, random.spread(Double(value), Double(range)))) * inherited
        }
        let color = (
            component(r, cell.redRange, seed.color.0), component(g, cell.greenRange, seed.color.1),
            component(b, cell.blueRange, seed.color.2), component(a, cell.alphaRange, seed.color.3)
        )
        guard lifetime > 0, age < lifetime else { return }
        var particle = EmitterParticle(
            cell: cell, timeRate: seed.timeRate, x: seed.x, y: seed.y, vx: speed * cos(angle), vy: speed * sin(angle),
            ax: Double(cell.xAcceleration), ay: Double(cell.yAcceleration), lifetime: lifetime,
            scale: scale, scaleSpeed: Double(cell.scaleSpeed), spin: spin, color: color,
            colorSpeed: (
                Double(cell.redSpeed), Double(cell.greenSpeed), Double(cell.blueSpeed), Double(cell.alphaSpeed)
            ))
        var children: [EmitterParticle] = []
        emitSubCells(of: &particle, over: age, layer: layer, into: &children)
        particle.advance(by: age)
        newborns.append(particle)
        newborns += children
    }
}
