import CoreGraphics
import Foundation

/// A `CATransform3D` taken apart into scale, skew, rotation, translation and perspective, the way
/// Core Animation (and CSS, for `matrix3d`) interpolates transforms and reads `transform.scale`,
/// `transform.rotation.z` and the other key-path fields.
///
/// With row vectors, as Core Animation multiplies, the transform is
/// `scale · skew · rotation · translation · perspective`: a point is scaled, sheared (y along x, then
/// z along x and y), rotated about the origin, moved, then projected. `skew` holds the shears
/// (xy, xz, yz); `perspective` is the last column of the projection (its top three entries make
/// `m14`, `m24`, `m34` once the upper 3×3 part has acted on them).
///
/// Taking apart fails only for a transform with perspective whose upper 3×3 part is singular (a
/// zero scale) or with `m44 == 0`: `isExact` is then false and the components are the best
/// approximation (perspective dropped; the identity for `m44 == 0`).
struct TransformComponents: Equatable {
    var scale = SIMD3<Double>(1, 1, 1)
    var skew = SIMD3<Double>(0, 0, 0)
    /// A unit quaternion (x, y, z, w).
    var rotation = SIMD4<Double>(0, 0, 0, 1)
    var translation = SIMD3<Double>(0, 0, 0)
    var perspective = SIMD4<Double>(0, 0, 0, 1)
    /// Whether `transform` gives back what was taken apart (up to rounding).
    var isExact = true

    private static let tolerance = 1e-12

    init() {}

    init(_ t: CATransform3D) {
        guard abs(Double(t.m44)) > Self.tolerance else {
            isExact = false
            return
        }
        let w = Double(t.m44)
        var rows = [
            SIMD3(Double(t.m11), Double(t.m12), Double(t.m13)) / w,
            SIMD3(Double(t.m21), Double(t.m22), Double(t.m23)) / w,
            SIMD3(Double(t.m31), Double(t.m32), Double(t.m33)) / w,
        ]
        translation = SIMD3(Double(t.m41), Double(t.m42), Double(t.m43)) / w
        let column = SIMD3(Double(t.m14), Double(t.m24), Double(t.m34)) / w
        if column != .zero {
            if let solved = Self.solve(rows: rows, column) {
                perspective = SIMD4(solved, 1 - (translation * solved).sum())
            } else {
                isExact = false
            }
        }
        takeApartLinearPart(&rows)
    }

    /// Scale, skew and rotation from the upper 3×3 rows, by Gram–Schmidt: row i is
    /// `scale[i] * (unit[i] + Σ shear(i, j) * unit[j] for j < i)` with orthonormal units.
    private mutating func takeApartLinearPart(_ rows: inout [SIMD3<Double>]) {
        var units: [SIMD3<Double>?] = [nil, nil, nil]
        var shear = [[Double]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 {
            var rest = rows[i]
            for j in 0..<i {
                guard let unit = units[j] else { continue }
                shear[i][j] = (rest * unit).sum()
                rest -= shear[i][j] * unit
            }
            let length = (rest * rest).sum().squareRoot()
            if length > Self.tolerance {
                scale[i] = length
                units[i] = rest / length
                for j in 0..<i { shear[i][j] /= length }
            } else {
                scale[i] = 0
                for j in 0..<i { shear[i][j] = 0 }
            }
        }
        var basis = Self.completed(units)
        if Self.determinant(basis) < 0 {
            // A mirror image: negate the axis that points most against its own direction.
            let axis = (0..<3).min { basis[$0][$0] < basis[$1][$1] }!
            scale[axis] = -scale[axis]
            basis[axis] = -basis[axis]
            for j in 0..<3 where j != axis {
                shear[axis][j] = -shear[axis][j]
                shear[j][axis] = -shear[j][axis]
            }
        }
        skew = SIMD3(shear[1][0], shear[2][0], shear[2][1])
        rotation = Self.quaternion(basis)
    }

    /// The transform these components make.
    var transform: CATransform3D {
        let basis = Self.rotationRows(rotation)
        let rows = [
            scale.x * basis[0],
            scale.y * (basis[1] + skew.x * basis[0]),
            scale.z * (basis[2] + skew.y * basis[0] + skew.z * basis[1]),
        ]
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        let column = SIMD3((rows[0] * p).sum(), (rows[1] * p).sum(), (rows[2] * p).sum())
        let m44 = (translation * p).sum() + perspective.w
        return CATransform3D(
            rows: [
                [rows[0].x, rows[0].y, rows[0].z, column.x],
                [rows[1].x, rows[1].y, rows[1].z, column.y],
                [rows[2].x, rows[2].y, rows[2].z, column.z],
                [translation.x, translation.y, translation.z, m44],
            ].map { $0.map { CGFloat($0) } })
    }

    // MARK: - Linear algebra

    /// The solution p of `rowsᵀ · p = column` (the upper 3×3 part times p, with row vectors); nil
    /// when the rows are singular.
    private static func solve(rows r: [SIMD3<Double>], _ column: SIMD3<Double>) -> SIMD3<Double>? {
        let det = determinant(r)
        guard abs(det) > tolerance else { return nil }
        // Cramer's rule on the matrix whose rows are r: M · p = column.
        func replacing(_ k: Int) -> [SIMD3<Double>] {
            r.enumerated().map { i, row in
                var row = row
                row[k] = column[i]
                return row
            }
        }
        return SIMD3(determinant(replacing(0)), determinant(replacing(1)), determinant(replacing(2))) / det
    }

    static func determinant(_ r: [SIMD3<Double>]) -> Double {
        (r[0] * cross(r[1], r[2])).sum()
    }

    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// Three orthonormal rows, right-handed where rows were missing (zero scales): one missing row
    /// is the cross product of the others; a lone row gets the nearest axis made perpendicular.
    private static func completed(_ units: [SIMD3<Double>?]) -> [SIMD3<Double>] {
        let axes = [SIMD3<Double>(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)]
        let present = (0..<3).filter { units[$0] != nil }
        var rows = units.enumerated().map { $0.element ?? axes[$0.offset] }
        switch present.count {
        case 0, 3:
            break
        case 1:
            let known = rows[present[0]]
            let first = (present[0] + 1) % 3
            var candidate = axes[first]
            if abs((candidate * known).sum()) > 0.9 {
                candidate = axes.min { abs(($0 * known).sum()) < abs(($1 * known).sum()) }!
            }
            candidate -= (candidate * known).sum() * known
            rows[first] = candidate / (candidate * candidate).sum().squareRoot()
            let last = (present[0] + 2) % 3
            rows[last] = cross(rows[(last + 1) % 3], rows[(last + 2) % 3])
        default:
            let missing = (0..<3).first { units[$0] == nil }!
            rows[missing] = cross(rows[(missing + 1) % 3], rows[(missing + 2) % 3])
        }
        return rows
    }

    /// The unit quaternion of a rotation given by its rows (row vectors: row i is where axis i goes).
    static func quaternion(_ r: [SIMD3<Double>]) -> SIMD4<Double> {
        let trace = r[0].x + r[1].y + r[2].z
        var q: SIMD4<Double>
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            q = SIMD4((r[1].z - r[2].y) / s, (r[2].x - r[0].z) / s, (r[0].y - r[1].x) / s, s / 4)
        } else if r[0].x > r[1].y, r[0].x > r[2].z {
            let s = (1 + r[0].x - r[1].y - r[2].z).squareRoot() * 2
            q = SIMD4(s / 4, (r[0].y + r[1].x) / s, (r[2].x + r[0].z) / s, (r[1].z - r[2].y) / s)
        } else if r[1].y > r[2].z {
            let s = (1 + r[1].y - r[0].x - r[2].z).squareRoot() * 2
            q = SIMD4((r[0].y + r[1].x) / s, s / 4, (r[1].z + r[2].y) / s, (r[2].x - r[0].z) / s)
        } else {
            let s = (1 + r[2].z - r[0].x - r[1].y).squareRoot() * 2
            q = SIMD4((r[2].x + r[0].z) / s, (r[1].z + r[2].y) / s, s / 4, (r[0].y - r[1].x) / s)
        }
        return q / (q * q).sum().squareRoot()
    }

    /// The rows of the rotation a unit quaternion stands for (row-vector convention).
    static func rotationRows(_ q: SIMD4<Double>) -> [SIMD3<Double>] {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        return [
            SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)),
        ]
    }
}
