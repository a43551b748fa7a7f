@_spi(Compositing) import CoreGraphics

extension SourceImage {
    /// Samples the image through `transform` (image pixels → destination pixels) with bilinear
    /// filtering, or the nearest pixel when `nearest` is set; `pad` repeats the edge pixels outward
    /// instead of fading to transparent, so the pieces of a nine-part image meet without seams. A
    /// transform that cannot be inverted leaves the sampling as it was.
    func setTransform(_ transform: Homography, pad: Bool = false, nearest: Bool = false) {
        guard let inverse = transform.inverted else { return }
        setSampling(
            destinationToImage: (
                (inverse.m11, inverse.m12, inverse.m13), (inverse.m21, inverse.m22, inverse.m23),
                (inverse.m31, inverse.m32, inverse.m33)
            ), pad: pad, nearest: nearest)
    }
}
