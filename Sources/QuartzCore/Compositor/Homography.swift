/// A 3×3 projective transform of the plane, applied to row vectors `[x y 1] * M` like
/// `CATransform3D`: the compositor's map from a flat layer's bounds space to a surface's pixels.
///
/// A layer's 4×4 transform reduces to one of these because every layer flattens its sublayers
/// into its own plane (as Core Animation's `CALayer` does; `CATransformLayer` is the exception it
/// does not model): inputs have z = 0 and the output's z is dropped, so only rows and columns
/// 1, 2 and 4 of the 4×4 matrix matter, and the perspective (`m14`, `m24`) survives in `m13`, `m23`.
struct Homography: Equatable {
    var m11: Double, m12: Double, m13: Double
    var m21: Double, m22: Double, m23: Double
    var m31: Double, m32: Double, m33: Double

    static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double,
        m33: Double
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    init(_ t: CGAffineTransform) {
        self.init(
            m11: Double(t.a), m12: Double(t.b), m13: 0, m21: Double(t.c), m22: Double(t.d), m23: 0,
            m31: Double(t.tx), m32: Double(t.ty), m33: 1)
    }

    /// The flattened 4×4 transform: rows and columns 1, 2 and 4.
    init(flattening t: CATransform3D) {
        self.init(
            m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m14), m21: Double(t.m21), m22: Double(t.m22),
            m23: Double(t.m24), m31: Double(t.m41), m32: Double(t.m42), m33: Double(t.m44))
    }

    static func translation(_ x: Double, _ y: Double) -> Homography {
        Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: x, m32: y, m33: 1)
    }

    static func scale(_ x: Double, _ y: Double) -> Homography {
        Homography(m11: x, m12: 0, m13: 0, m21: 0, m22: y, m23: 0, m31: 0, m32: 0, m33: 1)
    }

    /// No perspective: the last column is (0, 0, 1).
    var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
    /// Affine and keeps axes parallel, without mirroring: rectangles stay rectangles.
    var isAxisAligned: Bool { isAffine && m12 == 0 && m21 == 0 && m11 > 0 && m22 > 0 }
    /// An axis-aligned scale that changes a `width`×`height` image's size by less than a pixel, and a
    /// translation: pixels map one to one but for the last row and column and a fraction of a pixel.
    func isNearlyOneToOne(width: Int, height: Int) -> Bool {
        isAxisAligned && abs(m11 - 1) * Double(width) < 1 && abs(m22 - 1) * Double(height) < 1
    }

    /// Only an integer translation: pixels map one to one.
    var isIntegerTranslation: Bool {
        isAffine && m11 == 1 && m12 == 0 && m21 == 0 && m22 == 1 && m31 == m31.rounded() && m32 == m32.rounded()
    }

    var affine: CGAffineTransform {
        CGAffineTransform(
            a: CGFloat(m11 / m33), b: CGFloat(m12 / m33), c: CGFloat(m21 / m33), d: CGFloat(m22 / m33),
            tx: CGFloat(m31 / m33), ty: CGFloat(m32 / m33))
    }

    /// `self` followed by `other`.
    @inline(__always)
    func concatenating(_ o: Homography) -> Homography {
        if isAffine && o.isAffine {
            return Homography(
                m11: m11 * o.m11 + m12 * o.m21, m12: m11 * o.m12 + m12 * o.m22, m13: 0,
                m21: m21 * o.m11 + m22 * o.m21, m22: m21 * o.m12 + m22 * o.m22, m23: 0,
                m31: m31 * o.m11 + m32 * o.m21 + o.m31, m32: m31 * o.m12 + m32 * o.m22 + o.m32, m33: 1)
        }
        return Homography(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// `self` followed by a translation.
    @inline(__always)
    func translatedBy(_ x: Double, _ y: Double) -> Homography {
        var h = self
        h.m11 += m13 * x
        h.m21 += m23 * x
        h.m31 += m33 * x
        h.m12 += m13 * y
        h.m22 += m23 * y
        h.m32 += m33 * y
        return h
    }

    /// The homogeneous image of (x, y): divide by `w` for the point.
    @inline(__always)
    func project(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (x * m11 + y * m21 + m31, x * m12 + y * m22 + m32, x * m13 + y * m23 + m33)
    }

    func apply(_ p: CGPoint) -> CGPoint {
        let (x, y, w) = project(Double(p.x), Double(p.y))
        return CGPoint(x: x / w, y: y / w)
    }

    /// Maps a vector at `p` (the linear part for affine maps).
    func applyVector(_ v: CGSize) -> CGSize {
        CGSize(
            width: Double(v.width) * m11 + Double(v.height) * m21,
            height: Double(v.width) * m12 + Double(v.height) * m22)
    }

    var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse, or nil for a degenerate map (a layer seen edge on).
    var inverted: Homography? {
        let det = determinant
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        let r = 1 / det
        return Homography(
            m11: (m22 * m33 - m23 * m32) * r, m12: (m13 * m32 - m12 * m33) * r, m13: (m12 * m23 - m13 * m22) * r,
            m21: (m23 * m31 - m21 * m33) * r, m22: (m11 * m33 - m13 * m31) * r, m23: (m13 * m21 - m11 * m23) * r,
            m31: (m21 * m32 - m22 * m31) * r, m32: (m12 * m31 - m11 * m32) * r, m33: (m11 * m22 - m12 * m21) * r)
    }

    /// The bounding box of the rectangle's image, or nil when part of it is behind the viewer
    /// (w ≤ 0 at a corner), where the image is unbounded.
    func boundingBox(of rect: CGRect) -> CGRect? {
        if isAffine {
            return mapAffine(rect)
        }
        let xs = [Double(rect.minX), Double(rect.maxX)]
        let ys = [Double(rect.minY), Double(rect.maxY)]
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for x in xs {
            for y in ys {
                let p = project(x, y)
                guard p.w > 1e-9 else { return nil }
                let (px, py) = (p.x / p.w, p.y / p.w)
                (minX, minY, maxX, maxY) = (min(minX, px), min(minY, py), max(maxX, px), max(maxY, py))
            }
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounding box of an affine image of `rect`, without allocating.
    @inline(__always)
    func mapAffine(_ rect: CGRect) -> CGRect {
        let (x0, y0, x1, y1) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
        if m12 == 0 && m21 == 0 {
            let (ax, bx) = (x0 * m11 + m31, x1 * m11 + m31)
            let (ay, by) = (y0 * m22 + m32, y1 * m22 + m32)
            return CGRect(x: min(ax, bx), y: min(ay, by), width: abs(bx - ax), height: abs(by - ay))
        }
        let xs = (x0 * m11 + y0 * m21, x1 * m11 + y0 * m21, x0 * m11 + y1 * m21, x1 * m11 + y1 * m21)
        let ys = (x0 * m12 + y0 * m22, x1 * m12 + y0 * m22, x0 * m12 + y1 * m22, x1 * m12 + y1 * m22)
        let minX = min(min(xs.0, xs.1), min(xs.2, xs.3)) + m31
        let maxX = max(max(xs.0, xs.1), max(xs.2, xs.3)) + m31
        let minY = min(min(ys.0, ys.1), min(ys.2, ys.3)) + m32
        let maxY = max(max(ys.0, ys.1), max(ys.2, ys.3)) + m32
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the rectangle's image keeps its orientation: false when the layer shows its back
    /// (rotated past 90° about x or y, or mirrored).
    func isFrontFacing(_ rect: CGRect) -> Bool {
        let corners = [
            (Double(rect.minX), Double(rect.minY)), (Double(rect.maxX), Double(rect.minY)),
            (Double(rect.maxX), Double(rect.maxY)), (Double(rect.minX), Double(rect.maxY)),
        ]
        var area = 0.0
        var previous: (Double, Double)?
        var first: (Double, Double)?
        for (x, y) in corners {
            let p = project(x, y)
            guard p.w > 1e-9 else { continue }
            let q = (p.x / p.w, p.y / p.w)
            if let prev = previous { area += prev.0 * q.1 - q.0 * prev.1 }
            if first == nil { first = q }
            previous = q
        }
        if let first, let previous { area += previous.0 * first.1 - first.0 * previous.1 }
        return area >= 0
    }

    /// The largest number of pixels one unit of the source spans at a corner of `rect`: how finely
    /// an intermediate image of the rectangle must be sampled to look sharp once transformed.
    func maximumScale(over rect: CGRect) -> Double {
        var scale = 0.0
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            let p = project(Double(x), Double(y))
            guard p.w > 1e-9 else { continue }
            // The Jacobian of (x/w, y/w).
            let w2 = p.w * p.w
            let dxdx = (m11 * p.w - p.x * m13) / w2
            let dydx = (m12 * p.w - p.y * m13) / w2
            let dxdy = (m21 * p.w - p.x * m23) / w2
            let dydy = (m22 * p.w - p.y * m23) / w2
            scale = max(scale, (dxdx * dxdx + dydx * dydx).squareRoot(), (dxdy * dxdy + dydy * dydy).squareRoot())
        }
        return scale
    }
}

/// What a superlayer contributes to each sublayer's transform: its `sublayerTransform` about its
/// anchor point (nil when the identity). Computed once per superlayer per pass.
struct SublayerSpace {
    var transform: CATransform3D?
    var anchor: (x: CGFloat, y: CGFloat)

    @MainActor
    init(_ layer: CALayer?) {
        guard let layer, !CATransform3DIsIdentity(layer.sublayerTransform) else {
            transform = nil
            anchor = (0, 0)
            return
        }
        let b = layer.bounds
        transform = layer.sublayerTransform
        anchor = (b.minX + layer.anchorPoint.x * b.width, b.minY + layer.anchorPoint.y * b.height)
    }
}

extension CALayer {
    /// Maps this layer's bounds space to its superlayer's, flattened into the superlayer's plane:
    /// the bounds origin and anchor point, `transform` (about the anchor, including `anchorPointZ`),
    /// `position` and `zPosition`, then the superlayer's `sublayerTransform` about its anchor point.
    /// `instance` is a replicator copy's transform, applied before the `sublayerTransform`.
    func flatTransformToSuperlayer(instance: CATransform3D? = nil) -> Homography {
        flatTransform(in: SublayerSpace(superlayer), instance: instance)
    }

    /// `flatTransformToSuperlayer` with the superlayer's contribution already worked out.
    func flatTransform(in space: SublayerSpace, instance: CATransform3D? = nil) -> Homography {
        let b = bounds
        let anchor = anchorPoint
        let ax = Double(b.minX + anchor.x * b.width)
        let ay = Double(b.minY + anchor.y * b.height)
        let t = transform
        let p = position
        if instance == nil, space.transform == nil, CATransform3DIsAffine(t) {
            // The common case, kept to a few multiplications.
            let (a, b, c, d) = (Double(t.m11), Double(t.m12), Double(t.m21), Double(t.m22))
            return Homography(
                m11: a, m12: b, m13: 0, m21: c, m22: d, m23: 0,
                m31: -ax * a - ay * c + Double(t.m41) + Double(p.x),
                m32: -ax * b - ay * d + Double(t.m42) + Double(p.y), m33: 1)
        }
        var m = CATransform3DMakeTranslation(CGFloat(-ax), CGFloat(-ay), -anchorPointZ)
            .concatenating(t)
            .concatenating(CATransform3DMakeTranslation(p.x, p.y, zPosition + anchorPointZ))
        if instance != nil || space.transform != nil {
            let (px, py) = space.anchor
            m = m.concatenating(CATransform3DMakeTranslation(-px, -py, 0))
            if let instance { m = m.concatenating(instance) }
            if let sublayer = space.transform { m = m.concatenating(sublayer) }
            m = m.concatenating(CATransform3DMakeTranslation(px, py, 0))
        }
        return Homography(flattening: m)
    }
}
