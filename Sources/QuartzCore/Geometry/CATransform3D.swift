/// A 4x4 transform applied to row vectors, as Core Animation defines it.
public struct CATransform3D: Sendable, Hashable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }
}

public let CATransform3DIdentity = CATransform3D()

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// True when the transform has no perspective or depth component and so maps to a 2D affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The 2D part of the transform (meaningful when `CATransform3DIsAffine` is true).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension CATransform3D {
    /// `self` followed by `other` (row vectors: p * self * other).
    func concatenating(_ other: CATransform3D) -> CATransform3D {
        let a = rows
        let b = other.rows
        var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j]
            }
        }
        return CATransform3D(rows: r)
    }

    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[CGFloat]]) {
        self.init()
        (m11, m12, m13, m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
        (m21, m22, m23, m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
        (m31, m32, m33, m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
        (m41, m42, m43, m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
    }
}

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the vector (x, y, z); the identity when the vector is zero.
/// About (0, 0, 1) it matches `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (u, v, w) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle))
    let k = 1 - c
    var t = CATransform3D()
    (t.m11, t.m12, t.m13) = (c + u * u * k, u * v * k + w * s, u * w * k - v * s)
    (t.m21, t.m22, t.m23) = (u * v * k - w * s, c + v * v * k, v * w * k + u * s)
    (t.m31, t.m32, t.m33) = (u * w * k + v * s, v * w * k - u * s, c + w * w * k)
    return t
}

/// `t` translated first: `translate(tx, ty, tz) * t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// `t` scaled first: `scale(sx, sy, sz) * t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// `t` rotated first: `rotation(angle, x, y, z) * t`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// `a` followed by `b`: `a * b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// The inverse, or `t` unchanged when it has none.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    var m = t.rows
    var inverse = CATransform3DIdentity.rows
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
            abs(m[pivot][column]) > 1e-12
        else { return t }
        m.swapAt(column, pivot)
        inverse.swapAt(column, pivot)
        let divisor = m[column][column]
        for j in 0..<4 {
            m[column][j] /= divisor
            inverse[column][j] /= divisor
        }
        for row in 0..<4 where row != column {
            let factor = m[row][column]
            guard factor != 0 else { continue }
            for j in 0..<4 {
                m[row][j] -= factor * m[column][j]
                inverse[row][j] -= factor * inverse[column][j]
            }
        }
    }
    return CATransform3D(rows: inverse)
}
