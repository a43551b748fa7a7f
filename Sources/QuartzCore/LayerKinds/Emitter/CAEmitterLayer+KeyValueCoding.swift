import CoreGraphics
import Foundation

extension CAEmitterLayer {
    /// The emitter layer's properties by key-value coding name. The multipliers, the emitter's
    /// geometry and `emitterCells` are animatable, as on iOS. Key paths continue into cells by
    /// name (`emitterCells.fire.birthRate`, see `CALayer+KeyValueCoding.swift`); an animation of
    /// such a path saves every cell's animatable values as the model value of `emitterCells` and
    /// puts them back after the frame.
    static let emitterProperties: [String: LayerProperty] = [
        "emitterCells": LayerProperty(
            isAnimatable: true, defaultValue: nil, kind: .discrete(.init(nil)),
            read: { ($0 as! CAEmitterLayer).emitterCells },
            write: { layer, any in
                guard let any = AnimationValue.unwrapped(any) else {
                    (layer as! CAEmitterLayer).emitterCells = nil
                    return true
                }
                guard let cells = any as? [CAEmitterCell] else { return false }
                (layer as! CAEmitterLayer).emitterCells = cells
                return true
            },
            readAnimation: { layer in
                let cells = (layer as! CAEmitterLayer).emitterCells
                return .discrete(.init(EmitterCellValues(cells: cells)))
            },
            writeAnimation: { layer, value in
                guard case .discrete(let discrete) = value else { return }
                let emitter = layer as! CAEmitterLayer
                if let saved = discrete.value as? EmitterCellValues {
                    saved.restore()
                    emitter.emitterCells = saved.cells
                } else if let cells = discrete.value as? [CAEmitterCell] {
                    emitter.emitterCells = cells
                } else if discrete.value == nil {
                    emitter.emitterCells = nil
                }
            }),
        "birthRate": .number(\CAEmitterLayer.birthRate),
        "lifetime": .number(\CAEmitterLayer.lifetime),
        "velocity": .number(\CAEmitterLayer.velocity),
        "scale": .number(\CAEmitterLayer.scale),
        "spin": .number(\CAEmitterLayer.spin),
        "emitterPosition": .structure(\CAEmitterLayer.emitterPosition) { .point($0) },
        "emitterZPosition": .number(\CAEmitterLayer.emitterZPosition),
        "emitterSize": .structure(\CAEmitterLayer.emitterSize) { .size($0) },
        "emitterDepth": .number(\CAEmitterLayer.emitterDepth),
        "emitterShape": .name(\CAEmitterLayer.emitterShape),
        "emitterMode": .name(\CAEmitterLayer.emitterMode),
        "renderMode": .name(\CAEmitterLayer.renderMode),
        "preservesDepth": .flag(\CAEmitterLayer.preservesDepth),
        "seed": .integer(\CAEmitterLayer.seed),
    ]
}

/// The cells of an emitter and every animatable value of them and their sub-cells, taken before
/// an animation frame writes into the cells, to put back after it.
@MainActor
final class EmitterCellValues {
    let cells: [CAEmitterCell]?
    private let values: [(CAEmitterCell, String, AnimationValue)]

    init(cells: [CAEmitterCell]?) {
        self.cells = cells
        values = (cells ?? []).flatMap { $0.animatableValues() }
    }

    func restore() {
        for (cell, key, value) in values { CAEmitterCell.cellProperties[key]?.writeAnimation(cell, value) }
    }
}
