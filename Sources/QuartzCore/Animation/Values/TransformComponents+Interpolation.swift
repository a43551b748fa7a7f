import CoreGraphics
import Foundation

extension TransformComponents {
    /// The rotation as angles about fixed axes, applied about x first, then y, then z, as
    /// `transform.rotation.x`, `.y` and `.z` read and write them. Reading gives x and z in −π…π and
    /// y in −π/2…π/2; at y = ±π/2 (where x and z turn about the same axis) x reads 0.
    var eulerAngles: SIMD3<Double> {
        get {
            let r = Self.rotationRows(rotation)
            let sinY = max(-1, min(1, -r[0].z))
            if abs(sinY) > 1 - 1e-12 {
                return SIMD3(0, asin(sinY), atan2(-r[1].x, r[1].y))
            }
            return SIMD3(atan2(r[1].z, r[2].z), asin(sinY), atan2(r[0].y, r[0].x))
        }
        set {
            let about = CATransform3DConcat(
                CATransform3DConcat(
                    CATransform3DMakeRotation(CGFloat(newValue.x), 1, 0, 0),
                    CATransform3DMakeRotation(CGFloat(newValue.y), 0, 1, 0)),
                CATransform3DMakeRotation(CGFloat(newValue.z), 0, 0, 1))
            rotation = Self.quaternion([
                SIMD3(Double(about.m11), Double(about.m12), Double(about.m13)),
                SIMD3(Double(about.m21), Double(about.m22), Double(about.m23)),
                SIMD3(Double(about.m31), Double(about.m32), Double(about.m33)),
            ])
        }
    }

    /// The components at `fraction` of the way from `a` to `b`: every part linearly, the rotation
    /// along the shorter arc between the two orientations (spherical linear interpolation).
    /// Fractions outside 0…1 extrapolate, the rotation continuing along the same arc.
    static func interpolate(_ a: Self, _ b: Self, fraction t: Double) -> Self {
        var result = Self()
        result.scale = a.scale + (b.scale - a.scale) * t
        result.skew = a.skew + (b.skew - a.skew) * t
        result.translation = a.translation + (b.translation - a.translation) * t
        result.perspective = a.perspective + (b.perspective - a.perspective) * t
        result.rotation = slerp(a.rotation, b.rotation, t)
        return result
    }

    private static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
        var b = b
        var cosine = (a * b).sum()
        // q and −q are the same orientation: pick the one nearer a, so the turn is the shorter.
        if cosine < 0 {
            b = -b
            cosine = -cosine
        }
        let angle = acos(min(1, cosine))
        guard sin(angle) > 1e-9 else {
            let q = a + (b - a) * t
            return q / (q * q).sum().squareRoot()
        }
        return a * (sin((1 - t) * angle) / sin(angle)) + b * (sin(t * angle) / sin(angle))
    }

    /// How far apart two transforms are, for paced keyframes: the Euclidean length of the
    /// differences of scale, skew, translation and perspective, and the angle between the two
    /// orientations (radians).
    static func distance(_ a: Self, _ b: Self) -> Double {
        func squared(_ v: SIMD3<Double>) -> Double { (v * v).sum() }
        let perspective = a.perspective - b.perspective
        let linear =
            squared(a.scale - b.scale) + squared(a.skew - b.skew) + squared(a.translation - b.translation)
            + (perspective * perspective).sum()
        let angle = 2 * acos(min(1, abs((a.rotation * b.rotation).sum())))
        return (linear + angle * angle).squareRoot()
    }
}
