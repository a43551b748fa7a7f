import CoreGraphics
import Foundation

extension AnimationValue {
    /// Converts what user code put in an animation's `fromValue`, `toValue`, `byValue` or `values`
    /// (or passed to `setValue(_:forKey:)`) into the kind `like` has; nil when it is not a value of
    /// that kind.
    ///
    /// Numbers come as `Int`, `Double`, `CGFloat`, `Float`, any other integer or floating-point
    /// type, or `NSNumber`; structures as `CGPoint`, `CGSize`, `CGRect`, `CATransform3D` or an
    /// `NSValue` holding one; colours as
    /// `CGColor` (QuartzCore cannot see `UIColor`: pass `.cgColor`, as on iOS); paths as `CGPath`;
    /// arrays element by element. nil converts only to a colour, a path or a discrete value, so an
    /// animation must tell an unset `fromValue` from a nil one itself.
    package init?(_ any: Any?, like kind: AnimationValue) {
        let any = AnimationValue.unwrapped(any)
        switch kind {
        case .scalar:
            guard let number = AnimationValue.number(any) else { return nil }
            self = .scalar(number)
        case .point:
            guard let point = any as? CGPoint else { return nil }
            self = .point(point)
        case .size:
            guard let size = any as? CGSize else { return nil }
            self = .size(size)
        case .rect:
            guard let rect = any as? CGRect else { return nil }
            self = .rect(rect)
        case .transform:
            guard let transform = any as? CATransform3D else { return nil }
            self = .transform(transform)
        case .color:
            guard let any else {
                self = .color(nil)
                return
            }
            guard let color = any as? CGColor else { return nil }
            self = .color(color)
        case .path:
            guard let any else {
                self = .path(nil)
                return
            }
            guard let path = any as? CGPath else { return nil }
            self = .path(path)
        case .array(let items):
            guard let list = any as? [Any] else { return nil }
            var values: [AnimationValue] = []
            values.reserveCapacity(list.count)
            for element in list {
                let value = items.first.map { AnimationValue(element, like: $0) } ?? AnimationValue(guessing: element)
                guard let value else { return nil }
                values.append(value)
            }
            self = .array(values)
        case .discrete:
            self = .discrete(Discrete(any))
        }
    }

    /// The kind a value of unknown purpose has by its type (for keys a layer does not declare):
    /// numbers are scalars, `Bool` and anything unknown discrete; nil for nil.
    package init?(guessing any: Any?) {
        guard let any = AnimationValue.unwrapped(any) else { return nil }
        switch any {
        case _ where type(of: any) == Bool.self: self = .discrete(Discrete(any))
        case let point as CGPoint: self = .point(point)
        case let size as CGSize: self = .size(size)
        case let rect as CGRect: self = .rect(rect)
        case let transform as CATransform3D: self = .transform(transform)
        case let color as CGColor: self = .color(color)
        case let path as CGPath: self = .path(path)
        case let list as [Any]:
            let values = list.compactMap { AnimationValue(guessing: $0) }
            self = values.count == list.count ? .array(values) : .discrete(Discrete(any))
        default:
            if let number = AnimationValue.number(any) {
                self = .scalar(number)
            } else {
                self = .discrete(Discrete(any))
            }
        }
    }

    /// `any` as a Double when it is a number of any Swift numeric type or an `NSNumber`.
    static func number(_ any: Any?) -> Double? {
        switch any {
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        case let value as any BinaryFloatingPoint: Double(value)
        case let value as any BinaryInteger: Double(value)
        default: nil
        }
    }

    /// The number in the Swift type `model` has (Float for a Float, Int rounded for an Int…), for a
    /// key whose values code set before; CGFloat when `model` is no number.
    static func number(_ value: Double, typedLike model: Any?) -> Any {
        guard let model = AnimationValue.unwrapped(model) else { return CGFloat(value) }
        // Exact types: Foundation on Linux bridges Int to NSNumber and NSNumber to Double in casts.
        let type = type(of: model)
        if type == Double.self { return value }
        if type == Float.self { return Float(value) }
        if type == Int.self { return Int(value.rounded()) }
        if type is NSNumber.Type { return NSNumber(value: value) }
        return CGFloat(value)
    }
}

extension AnimationValue {
    /// What key-value coding sets a property of type `V` to for `any`: `convert` of the unwrapped
    /// value (boxes opened, `NSNull` as nil), or nil itself, which only optional types can hold.
    static func propertyValue<V>(_ any: Any?, _ convert: (Any) -> V?) -> V? {
        if let any = unwrapped(any) { return convert(any) }
        return Optional<Any>.none as? V
    }
}

extension AnimationValue {
    /// The colour a colour property stores for an animated value: clamped to 0…1 per component;
    /// nil (no value) for a value of another kind, `.some(nil)` for no colour.
    static func storedColor(from value: AnimationValue) -> CGColor?? {
        guard case .color(let color) = value else { return nil }
        return .some(color.flatMap { ColorVector($0)?.clamped.color ?? $0 })
    }

    /// The colour a colour property stores when set to `any` by key-value coding: a `CGColor`, or
    /// nil (`NSNull`, nil) for none; nil (no value) for anything else.
    static func storedColor(fromAny any: Any?) -> CGColor?? {
        guard let any = unwrapped(any) else { return .some(nil) }
        return (any as? CGColor).map { .some($0) }
    }
}
