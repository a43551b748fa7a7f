import CoreGraphics
import Foundation

/// A value an animation can interpolate, in one of the kinds layer properties have.
///
/// The animation engine converts what user code puts in `fromValue`, `toValue`, `byValue` and
/// `values` into the kind of the animated property (`init(_:like:)`), computes each frame's value
/// (`interpolate`, `adding`), and hands it to the layer (`CALayer.setAnimationValue(_:forKeyPath:)`).
/// Binary operations expect two values of one kind; given two kinds they treat the values as discrete.
package enum AnimationValue: Equatable, Sendable {
    /// A number: the CGFloat, Double, Float and integer properties, and single fields of structures
    /// (`position.x`, `transform.rotation.z`).
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    /// Interpolated by decomposition (see `TransformComponents`).
    case transform(CATransform3D)
    /// nil is transparent. Interpolated per component, straight (not premultiplied) alpha.
    case color(CGColor?)
    /// Interpolated point by point when both paths have the same elements; otherwise discrete.
    case path(CGPath?)
    /// Element by element when both have as many elements (gradient colours and locations).
    case array([AnimationValue])
    /// Anything that cannot be blended (images, flags, enumerations, strings): jumps halfway.
    case discrete(Discrete)

    /// A value that an animation can only switch to, never blend (a `contents` image, `isHidden`).
    ///
    /// Equal when both are nil, both hashable and equal, or both the same object. It holds the same
    /// thing the layer property holds, which only the main actor reads; hence the unchecked `Sendable`.
    package struct Discrete: Equatable, @unchecked Sendable {
        package let value: Any?

        package init(_ value: Any?) {
            self.value = AnimationValue.unwrapped(value)
        }

        package static func == (lhs: Discrete, rhs: Discrete) -> Bool {
            switch (lhs.value, rhs.value) {
            case (nil, nil):
                return true
            case let (a?, b?):
                if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
                if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
                return false
            default:
                return false
            }
        }
    }
}

extension AnimationValue {
    /// The Swift value for the property: CGFloat for numbers, the structure, `CGColor?`, `CGPath?`,
    /// an array of these (`NSNull` for nil elements), or a discrete value as it was given.
    package var anyValue: Any? {
        switch self {
        case .scalar(let value): CGFloat(value)
        case .point(let point): point
        case .size(let size): size
        case .rect(let rect): rect
        case .transform(let transform): transform
        case .color(let color): color
        case .path(let path): path
        case .array(let items): items.map { $0.anyValue ?? NSNull() }
        case .discrete(let discrete): discrete.value
        }
    }

    /// The value itself when `any` is an optional that holds one, nil for an empty optional, so
    /// that `Optional<Optional<CGColor>>` and friends read as what they hold; the structure when it
    /// is an `NSValue` box (`NSValue(cgPoint:)`, `NSValue(caTransform3D:)`), as iOS code passes them.
    static func unwrapped(_ any: Any?) -> Any? {
        guard let any else { return nil }
        if let box = any as? NSValue, !(box is NSNumber), let structure = box.structure { return structure }
        guard let optional = any as? OptionalValue else { return any }
        return unwrapped(optional.wrappedValue)
    }
}

/// Lets `AnimationValue.unwrapped(_:)` see through an optional hidden in an `Any`.
private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedValue: Any? { map { $0 as Any } }
}
