import CoreGraphics
import Foundation

extension AnimationValue {
    /// The value at `fraction` of the way from `from` to `to`. Fractions outside 0…1 (springs that
    /// overshoot, back-easing curves) extrapolate every continuous kind; discrete values, paths of
    /// different elements, arrays of different lengths and pattern colours switch at 0.5.
    ///
    /// Transforms are taken apart (`TransformComponents`) and their parts interpolated, the
    /// rotation along the shorter way; a transform that cannot be taken apart exactly is
    /// interpolated matrix entry by matrix entry. Colours blend per component, straight alpha,
    /// in gray when both are gray, else in RGB; nil blends as the other colour with alpha 0.
    package static func interpolate(_ from: AnimationValue, _ to: AnimationValue, fraction t: Double) -> AnimationValue
    {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
        func mix(_ a: CGSize, _ b: CGSize) -> CGSize {
            CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
        }
        let switched = t < 0.5 ? from : to
        switch (from, to) {
        case let (.scalar(a), .scalar(b)):
            return .scalar(a + (b - a) * t)
        case let (.point(a), .point(b)):
            return .point(mix(a, b))
        case let (.size(a), .size(b)):
            return .size(mix(a, b))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(origin: mix(a.origin, b.origin), size: mix(a.size, b.size)))
        case let (.transform(a), .transform(b)):
            let (x, y) = (TransformComponents(a), TransformComponents(b))
            guard x.isExact, y.isExact else {
                let rows = zip(a.rows, b.rows).map { zip($0, $1).map { mix($0, $1) } }
                return .transform(CATransform3D(rows: rows))
            }
            return .transform(TransformComponents.interpolate(x, y, fraction: t).transform)
        case let (.color(a), .color(b)):
            if a == nil, b == nil { return .color(nil) }
            guard let (x, y) = ColorVector.pair(a, b, nilIsTransparent: true) else { return switched }
            return .color(ColorVector.combine(x, y) { $0 + ($1 - $0) * t }.color)
        case let (.path(a?), .path(b?)):
            return PathMorphing.combine(a, b, mix).map { .path($0) } ?? switched
        case let (.array(a), .array(b)) where a.count == b.count:
            return .array(zip(a, b).map { interpolate($0, $1, fraction: t) })
        default:
            return switched
        }
    }

    /// `a` plus `b`, for `byValue`, additive and cumulative animations: numbers, structures,
    /// colours and paths add component by component (a nil colour counts as zero). Transforms
    /// concatenate with `b` applied first, then `a`: with `a` the model transform and `b` the
    /// animation's, the animated transform acts inside the model's (`CATransform3DConcat(b, a)`).
    /// Values that cannot add give `b`.
    package static func adding(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue {
        switch (a, b) {
        case let (.transform(x), .transform(y)):
            return .transform(CATransform3DConcat(y, x))
        default:
            return combine(a, b, +) ?? b
        }
    }

    /// The value that `adding(_:_:)` `b` to would give `a` (for `byValue` forms: from = to − by).
    /// For transforms, `CATransform3DConcat(CATransform3DInvert(b), a)`. Values that cannot
    /// subtract give `a`.
    package static func subtracting(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue {
        switch (a, b) {
        case let (.transform(x), .transform(y)):
            return .transform(CATransform3DConcat(CATransform3DInvert(y), x))
        default:
            return combine(a, b, -) ?? a
        }
    }

    /// Component-wise arithmetic on two values of one kind; nil for transforms, discrete values and
    /// anything that does not match.
    private static func combine(
        _ a: AnimationValue, _ b: AnimationValue, _ f: (Double, Double) -> Double
    ) -> AnimationValue? {
        func g(_ x: CGFloat, _ y: CGFloat) -> CGFloat { CGFloat(f(Double(x), Double(y))) }
        func g(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: g(p.x, q.x), y: g(p.y, q.y)) }
        func g(_ p: CGSize, _ q: CGSize) -> CGSize { CGSize(width: g(p.width, q.width), height: g(p.height, q.height)) }
        switch (a, b) {
        case let (.scalar(x), .scalar(y)):
            return .scalar(f(x, y))
        case let (.point(p), .point(q)):
            return .point(g(p, q))
        case let (.size(p), .size(q)):
            return .size(g(p, q))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(origin: g(p.origin, q.origin), size: g(p.size, q.size)))
        case let (.color(x), .color(y)):
            if x == nil, y == nil { return .color(nil) }
            guard let (p, q) = ColorVector.pair(x, y, nilIsTransparent: false) else { return nil }
            return .color(ColorVector.combine(p, q, f).color)
        case let (.path(p?), .path(q?)):
            return PathMorphing.combine(p, q, g).map { .path($0) }
        case let (.array(x), .array(y)) where x.count == y.count:
            var items: [AnimationValue] = []
            for (p, q) in zip(x, y) {
                guard let item = combine(p, q, f) else { return nil }
                items.append(item)
            }
            return .array(items)
        default:
            return nil
        }
    }

    /// How far this value is from `other`, for paced keyframe animations: the Euclidean length
    /// of the difference of the components (x and y; width and height; the four numbers of a
    /// rectangle; red, green, blue and alpha; every point of a path; every element of an array).
    /// Transforms measure their taken-apart parts, the rotation by its angle (see
    /// `TransformComponents.distance`). Values without a measure are 0 apart when equal, else 1.
    package func distance(to other: AnimationValue) -> Double {
        func squared(_ x: CGFloat, _ y: CGFloat) -> Double { Double((x - y) * (x - y)) }
        switch (self, other) {
        case let (.scalar(a), .scalar(b)):
            return abs(a - b)
        case let (.point(a), .point(b)):
            return (squared(a.x, b.x) + squared(a.y, b.y)).squareRoot()
        case let (.size(a), .size(b)):
            return (squared(a.width, b.width) + squared(a.height, b.height)).squareRoot()
        case let (.rect(a), .rect(b)):
            let origin = squared(a.origin.x, b.origin.x) + squared(a.origin.y, b.origin.y)
            return (origin + squared(a.width, b.width) + squared(a.height, b.height)).squareRoot()
        case let (.transform(a), .transform(b)):
            return TransformComponents.distance(TransformComponents(a), TransformComponents(b))
        case let (.color(a), .color(b)):
            guard let (x, y) = ColorVector.pair(a, b, nilIsTransparent: true) else { break }
            return ColorVector.distance(x, y)
        case let (.path(a?), .path(b?)):
            guard let distance = PathMorphing.distance(a, b) else { break }
            return distance
        case let (.array(a), .array(b)) where a.count == b.count:
            return zip(a, b).map { $0.distance(to: $1) * $0.distance(to: $1) }.reduce(0, +).squareRoot()
        default:
            break
        }
        return self == other ? 0 : 1
    }
}
