/// Converting points and rects between layers' coordinate spaces, through every transform on the
/// way (the affine part of `transform` and of each superlayer's `sublayerTransform`).
extension CALayer {
    /// Maps this layer's bounds space to its superlayer's bounds space.
    package var transformToSuperlayer: CGAffineTransform {
        var t = CGAffineTransform(
            translationX: -(bounds.minX + anchorPoint.x * bounds.width),
            y: -(bounds.minY + anchorPoint.y * bounds.height)
        )
        .concatenating(affineTransform())
        .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        if let superlayer, !CATransform3DIsIdentity(superlayer.sublayerTransform) {
            let anchor = CGPoint(
                x: superlayer.bounds.minX + superlayer.anchorPoint.x * superlayer.bounds.width,
                y: superlayer.bounds.minY + superlayer.anchorPoint.y * superlayer.bounds.height)
            t = t.concatenating(CGAffineTransform(translationX: -anchor.x, y: -anchor.y))
                .concatenating(CATransform3DGetAffineTransform(superlayer.sublayerTransform))
                .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
        }
        return t
    }

    /// Maps this layer's bounds space to the space of its topmost ancestor (the root's bounds space
    /// once the root's own placement is left out).
    package var transformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var layer = self
        while let parent = layer.superlayer {
            t = t.concatenating(layer.transformToSuperlayer)
            layer = parent
        }
        return t
    }

    /// Maps this layer's space to `layer`'s (nil: the root's); both must share a root.
    private func transform(to layer: CALayer?) -> CGAffineTransform {
        let toRoot = transformToRoot
        guard let layer else { return toRoot }
        return toRoot.concatenating(layer.transformToRoot.inverted())
    }

    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l else { return p.applying(transform(to: nil).inverted()) }
        return p.applying(l.transform(to: self))
    }

    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        p.applying(transform(to: l))
    }

    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        guard let l else { return r.applying(transform(to: nil).inverted()) }
        return r.applying(l.transform(to: self))
    }

    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        r.applying(transform(to: l))
    }
}
