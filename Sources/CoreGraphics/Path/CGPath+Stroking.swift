extension CGPath {
    /// How far the outlines of `copy(strokingWithWidth:…)` may stray from the exact stroke, in the
    /// path's units: a hundredth of a point stays well under a pixel even magnified tenfold.
    package static let outlineTolerance: CGFloat = 0.01

    /// A path whose filled area, under the nonzero winding rule, is the area that stroking this
    /// path with a solid line of these parameters paints.
    ///
    /// The result is made of closed polygons (curves are flattened to within a hundredth of a unit,
    /// as are round joins and caps): one contour per open subpath, two (outer and inner) per closed
    /// one. Contours overlap where the stroke overlaps itself, so fill it with `.winding`, not
    /// `.evenOdd`. Zero-length subpaths become a dot for round and square caps, as when stroking.
    /// `transform` is applied to the outline after it is built. A `lineWidth` of zero or less
    /// gives an empty path.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let stroker = PathStroker(
            lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
            tolerance: Self.outlineTolerance)
        var elements: [PathElement] = []
        for subpath in flattenedSubpaths(tolerance: Self.outlineTolerance) {
            for contour in stroker.outline(of: subpath) where contour.count > 2 {
                elements.append(.move(to: contour[0].applying(transform)))
                for point in contour.dropFirst() { elements.append(.line(to: point.applying(transform))) }
                elements.append(.close)
            }
        }
        return CGPath(elements: elements)
    }
}

extension CGPath {
    /// The outline of stroking `path` (see `copy(strokingWithWidth:…)`), with `transform` applied to
    /// the outline; the spelling iOS code reaches for when it wants a stroke's area as a path.
    public convenience init?(
        __byStroking path: CGPath, transform: UnsafePointer<CGAffineTransform>?, lineWidth: CGFloat,
        lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat
    ) {
        let outline = path.copy(
            strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
            transform: transform?.pointee ?? .identity)
        self.init(elements: outline.elements)
    }
}
