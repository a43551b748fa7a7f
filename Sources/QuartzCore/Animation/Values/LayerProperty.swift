import CoreGraphics
import Foundation

/// One declared property of a layer class as key-value coding and animations reach it: by name, as
/// its Swift value, and as an `AnimationValue`. Writes go through the property's setter, so its
/// `didSet` marks the layer for compositing or display.
@MainActor
package struct LayerProperty {
    /// Whether Core Animation animates the property (iOS headers mark it "Animatable").
    package let isAnimatable: Bool
    /// The value a new layer of the declaring class has, as `defaultValue(forKey:)` returns it.
    let defaultValue: Any?
    /// A value of the property's kind (its default), which conversions of user values aim at.
    let kind: AnimationValue
    let read: @MainActor (CALayer) -> Any?
    /// Sets the property from a value of its Swift type (or a number or name convertible to it);
    /// false when `value` is of another type.
    let write: @MainActor (CALayer, Any?) -> Bool
    let readAnimation: @MainActor (CALayer) -> AnimationValue
    /// Sets the property; a value of another kind is ignored.
    let writeAnimation: @MainActor (CALayer, AnimationValue) -> Void

    /// A property of `L` reached through `keyPath`, converted by the given functions.
    static func make<L: CALayer, V>(
        _ keyPath: ReferenceWritableKeyPath<L, V>, animatable: Bool,
        toAnimation: @escaping (V) -> AnimationValue,
        fromAnimation: @escaping (AnimationValue) -> V?,
        fromAny: @escaping (Any?) -> V?
    ) -> LayerProperty {
        let defaultValue = L.madeFromEmptyArchive()[keyPath: keyPath]
        return LayerProperty(
            isAnimatable: animatable,
            defaultValue: AnimationValue.unwrapped(defaultValue),
            kind: toAnimation(defaultValue),
            read: { AnimationValue.unwrapped(($0 as! L)[keyPath: keyPath]) },
            write: { layer, any in
                guard let value = fromAny(any) else { return false }
                (layer as! L)[keyPath: keyPath] = value
                return true
            },
            readAnimation: { toAnimation(($0 as! L)[keyPath: keyPath]) },
            writeAnimation: { layer, animated in
                guard let value = fromAnimation(animated) else { return }
                (layer as! L)[keyPath: keyPath] = value
            })
    }

    /// A CGFloat, Float or Double property, set from any number.
    static func number<L: CALayer, V: BinaryFloatingPoint>(
        _ keyPath: ReferenceWritableKeyPath<L, V>, animatable: Bool = true
    ) -> LayerProperty {
        make(
            keyPath, animatable: animatable, toAnimation: { .scalar(Double($0)) },
            fromAnimation: { if case .scalar(let x) = $0 { V(x) } else { nil } },
            fromAny: { AnimationValue.number($0).map { V($0) } })
    }

    /// An integer property, set from any number (rounded).
    static func integer<L: CALayer, V: BinaryInteger>(
        _ keyPath: ReferenceWritableKeyPath<L, V>, animatable: Bool = false
    ) -> LayerProperty {
        make(
            keyPath, animatable: animatable, toAnimation: { .scalar(Double($0)) },
            fromAnimation: { if case .scalar(let x) = $0 { V(exactly: x.rounded()) } else { nil } },
            fromAny: { AnimationValue.number($0).flatMap { V(exactly: $0.rounded()) } })
    }

    /// A point, size, rectangle or transform property: the value's own kind.
    static func structure<L: CALayer, V>(
        _ keyPath: ReferenceWritableKeyPath<L, V>, animatable: Bool = true,
        as wrap: @escaping (V) -> AnimationValue
    ) -> LayerProperty {
        let kind = wrap(L.madeFromEmptyArchive()[keyPath: keyPath])
        return make(
            keyPath, animatable: animatable, toAnimation: wrap,
            fromAnimation: { AnimationValue.unwrappedStructure($0) as? V },
            fromAny: { any in AnimationValue(any, like: kind).flatMap { AnimationValue.unwrappedStructure($0) as? V } })
    }

    /// A colour property; animated values are clamped to 0…1 as they are stored.
    static func color<L: CALayer>(_ keyPath: ReferenceWritableKeyPath<L, CGColor?>) -> LayerProperty {
        make(
            keyPath, animatable: true, toAnimation: { .color($0) },
            fromAnimation: AnimationValue.storedColor(from:), fromAny: AnimationValue.storedColor(fromAny:))
    }

    /// A path property.
    static func path<L: CALayer>(_ keyPath: ReferenceWritableKeyPath<L, CGPath?>) -> LayerProperty {
        make(
            keyPath, animatable: true, toAnimation: { .path($0) },
            fromAnimation: { if case .path(let path) = $0 { .some(path) } else { nil } },
            fromAny: { any in
                guard let any = AnimationValue.unwrapped(any) else { return .some(nil) }
                return (any as? CGPath).map { .some($0) }
            })
    }

    /// A Boolean property, set from a `Bool` or an `NSNumber`; animations switch it halfway.
    static func flag<L: CALayer>(
        _ keyPath: ReferenceWritableKeyPath<L, Bool>, animatable: Bool = false
    ) -> LayerProperty {
        func bool(_ any: Any?) -> Bool? {
            switch AnimationValue.unwrapped(any) {
            case let flag as Bool: flag
            case let number as NSNumber: number.boolValue
            default: nil
            }
        }
        return make(
            keyPath, animatable: animatable, toAnimation: { .discrete(.init($0)) },
            fromAnimation: { if case .discrete(let d) = $0 { bool(d.value) } else { nil } },
            fromAny: bool)
    }

    /// A property of any other type, set from a value of that type (or, for `String`-backed names
    /// such as `CALayerContentsGravity`, from the name's string); animations switch it halfway.
    static func value<L: CALayer, V>(
        _ keyPath: ReferenceWritableKeyPath<L, V>, animatable: Bool = false,
        convert: @escaping (Any) -> V? = { $0 as? V }
    ) -> LayerProperty {
        let cast = { (any: Any?) in AnimationValue.propertyValue(any, convert) }
        return make(
            keyPath, animatable: animatable, toAnimation: { .discrete(.init($0)) },
            fromAnimation: { if case .discrete(let d) = $0 { cast(d.value) } else { nil } },
            fromAny: cast)
    }

    /// A `String`-backed name property (`CALayerContentsGravity`, `CAShapeLayerLineCap`, …).
    static func name<L: CALayer, V: RawRepresentable>(
        _ keyPath: ReferenceWritableKeyPath<L, V>
    ) -> LayerProperty where V.RawValue == String {
        value(keyPath) { any in (any as? V) ?? (any as? String).flatMap { V(rawValue: $0) } }
    }
}

extension AnimationValue {
    /// The Swift value of a structure kind, for storing into a property of that type.
    fileprivate static func unwrappedStructure(_ value: AnimationValue) -> Any? {
        switch value {
        case .point(let p): p
        case .size(let s): s
        case .rect(let r): r
        case .transform(let t): t
        default: nil
        }
    }
}

extension LayerProperty {
    /// `any` as numbers (`[NSNumber]`, or an array of any numbers); nil when it is something else.
    static func numbers(_ any: Any) -> [NSNumber]? {
        if let numbers = any as? [NSNumber] { return numbers }
        guard let list = any as? [Any] else { return nil }
        let numbers = list.compactMap { AnimationValue.number($0).map { NSNumber(value: $0) } }
        return numbers.count == list.count ? numbers : nil
    }
}
