import CoreGraphics
import Foundation

/// One key-value coding property of `CAEmitterCell`: how to read and write it from any value and
/// as an animation value. The cell's counterpart of `LayerProperty`.
@MainActor
struct EmitterCellProperty {
    /// Whether iOS's header marks the property "Animatable".
    let isAnimatable: Bool
    let read: @MainActor (CAEmitterCell) -> Any?
    /// Sets the property from a value of its type (or a number convertible to it); false otherwise.
    let write: @MainActor (CAEmitterCell, Any?) -> Bool
    let readAnimation: @MainActor (CAEmitterCell) -> AnimationValue
    /// Sets the property; a value of another kind is ignored.
    let writeAnimation: @MainActor (CAEmitterCell, AnimationValue) -> Void

    /// A property reached through `keyPath`, converted by the given functions.
    static func make<V>(
        _ keyPath: ReferenceWritableKeyPath<CAEmitterCell, V>, animatable: Bool,
        toAnimation: @escaping (V) -> AnimationValue,
        fromAnimation: @escaping (AnimationValue) -> V?,
        fromAny: @escaping (Any?) -> V?
    ) -> EmitterCellProperty {
        EmitterCellProperty(
            isAnimatable: animatable,
            read: { AnimationValue.unwrapped($0[keyPath: keyPath]) },
            write: { cell, any in
                guard let value = fromAny(any) else { return false }
                cell[keyPath: keyPath] = value
                return true
            },
            readAnimation: { toAnimation($0[keyPath: keyPath]) },
            writeAnimation: { cell, animated in
                guard let value = fromAnimation(animated) else { return }
                cell[keyPath: keyPath] = value
            })
    }

    /// A CGFloat or Float property, set from any number; animatable.
    static func number<V: BinaryFloatingPoint>(_ keyPath: ReferenceWritableKeyPath<CAEmitterCell, V>) -> Self {
        make(
            keyPath, animatable: true, toAnimation: { .scalar(Double($0)) },
            fromAnimation: { if case .scalar(let x) = $0 { V(x) } else { nil } },
            fromAny: { AnimationValue.number($0).map { V($0) } })
    }

    /// A `CFTimeInterval` timing property, set from any number; not animatable.
    static func time(_ keyPath: ReferenceWritableKeyPath<CAEmitterCell, Double>) -> Self {
        make(
            keyPath, animatable: false, toAnimation: { .scalar($0) },
            fromAnimation: { if case .scalar(let x) = $0 { x } else { nil } },
            fromAny: { AnimationValue.number($0) })
    }

    /// The colour, animated per component and clamped to 0…1 as stored.
    static func color(_ keyPath: ReferenceWritableKeyPath<CAEmitterCell, CGColor?>) -> Self {
        make(
            keyPath, animatable: true, toAnimation: { .color($0) },
            fromAnimation: AnimationValue.storedColor(from:), fromAny: AnimationValue.storedColor(fromAny:))
    }

    /// A rectangle property (`contentsRect`), animatable.
    static func rect(_ keyPath: ReferenceWritableKeyPath<CAEmitterCell, CGRect>) -> Self {
        make(
            keyPath, animatable: true, toAnimation: { .rect($0) },
            fromAnimation: { if case .rect(let r) = $0 { r } else { nil } },
            fromAny: { AnimationValue.unwrapped($0) as? CGRect })
    }

    /// A property of any other type, set from a value of that type; animations switch it halfway.
    static func value<V>(
        _ keyPath: ReferenceWritableKeyPath<CAEmitterCell, V>, animatable: Bool = false,
        convert: @escaping (Any) -> V? = { $0 as? V }
    ) -> Self {
        let cast = { (any: Any?) in AnimationValue.propertyValue(any, convert) }
        return make(
            keyPath, animatable: animatable, toAnimation: { .discrete(.init($0)) },
            fromAnimation: { if case .discrete(let d) = $0 { cast(d.value) } else { nil } },
            fromAny: cast)
    }

    /// A Boolean property, set from a `Bool` or an `NSNumber`.
    static func flag(_ keyPath: ReferenceWritableKeyPath<CAEmitterCell, Bool>) -> Self {
        value(keyPath) { any in (any as? Bool) ?? (any as? NSNumber)?.boolValue }
    }

    /// A contents filter, set from the filter or its name.
    static func filter(_ keyPath: ReferenceWritableKeyPath<CAEmitterCell, CALayerContentsFilter>) -> Self {
        value(keyPath) { any in (any as? CALayerContentsFilter) ?? (any as? String).map(CALayerContentsFilter.init) }
    }
}

extension CAEmitterCell {
    /// The cell's properties by key-value coding name; iOS's header marks the numbers, the colour,
    /// `contents`, `contentsRect` and `emitterCells` animatable (here `contents` and `emitterCells`
    /// switch, the others blend).
    static let cellProperties: [String: EmitterCellProperty] = {
        var table: [String: EmitterCellProperty] = [
            "name": .value(\CAEmitterCell.name),
            "enabled": .flag(\CAEmitterCell.isEnabled),
            "birthRate": .number(\CAEmitterCell.birthRate),
            "lifetime": .number(\CAEmitterCell.lifetime),
            "lifetimeRange": .number(\CAEmitterCell.lifetimeRange),
            "emissionLatitude": .number(\CAEmitterCell.emissionLatitude),
            "emissionLongitude": .number(\CAEmitterCell.emissionLongitude),
            "emissionRange": .number(\CAEmitterCell.emissionRange),
            "velocity": .number(\CAEmitterCell.velocity),
            "velocityRange": .number(\CAEmitterCell.velocityRange),
            "xAcceleration": .number(\CAEmitterCell.xAcceleration),
            "yAcceleration": .number(\CAEmitterCell.yAcceleration),
            "zAcceleration": .number(\CAEmitterCell.zAcceleration),
            "scale": .number(\CAEmitterCell.scale),
            "scaleRange": .number(\CAEmitterCell.scaleRange),
            "scaleSpeed": .number(\CAEmitterCell.scaleSpeed),
            "spin": .number(\CAEmitterCell.spin),
            "spinRange": .number(\CAEmitterCell.spinRange),
            "color": .color(\CAEmitterCell.color),
            "redRange": .number(\CAEmitterCell.redRange),
            "greenRange": .number(\CAEmitterCell.greenRange),
            "blueRange": .number(\CAEmitterCell.blueRange),
            "alphaRange": .number(\CAEmitterCell.alphaRange),
            "redSpeed": .number(\CAEmitterCell.redSpeed),
            "greenSpeed": .number(\CAEmitterCell.greenSpeed),
            "blueSpeed": .number(\CAEmitterCell.blueSpeed),
            "alphaSpeed": .number(\CAEmitterCell.alphaSpeed),
            "contents": .value(\CAEmitterCell.contents, animatable: true),
            "contentsRect": .rect(\CAEmitterCell.contentsRect),
            "contentsScale": .number(\CAEmitterCell.contentsScale),
            "magnificationFilter": .filter(\CAEmitterCell.magnificationFilter),
            "minificationFilter": .filter(\CAEmitterCell.minificationFilter),
            "minificationFilterBias": .number(\CAEmitterCell.minificationFilterBias),
            "emitterCells": .value(\CAEmitterCell.emitterCells, animatable: true),
            "beginTime": .time(\CAEmitterCell.beginTime),
            "duration": .time(\CAEmitterCell.duration),
            "speed": .number(\CAEmitterCell.speed),
            "timeOffset": .time(\CAEmitterCell.timeOffset),
            "repeatCount": .number(\CAEmitterCell.repeatCount),
            "repeatDuration": .time(\CAEmitterCell.repeatDuration),
            "autoreverses": .flag(\CAEmitterCell.autoreverses),
            "fillMode": .value(\CAEmitterCell.fillMode) { any in
                (any as? CAMediaTimingFillMode) ?? (any as? String).map(CAMediaTimingFillMode.init)
            },
        ]
        table["isEnabled"] = table["enabled"]
        return table
    }()
}
