/// Copies that draw differently: rendering mode, tint, alignment insets; and animated images.
extension UIImage {
    /// A copy with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        var copy = attributes
        copy.renderingMode = renderingMode
        return UIImage(attributes: copy)
    }

    /// A copy that draws as `color` wherever the image is not transparent (its alpha masks the
    /// colour), keeping the rendering mode.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// A copy that draws as `color` masked by the image's alpha, with `renderingMode`.
    ///
    /// As on iOS for bitmap images, the tint applies whatever the rendering mode; `cgImage` stays
    /// the original pixels.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        var copy = attributes
        copy.tintColor = color
        copy.renderingMode = renderingMode
        return UIImage(attributes: copy)
    }

    /// A copy whose `alignmentRectInsets` are `alignmentInsets`.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        var copy = attributes
        copy.alignmentRectInsets = alignmentInsets
        return UIImage(attributes: copy)
    }

    /// An animated image showing `images` in turn over `duration` seconds, or nil when `images`
    /// is empty. It has the first frame's bitmap, size and scale, and draws as that frame.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        var attributes = first.attributes
        attributes.images = images
        attributes.duration = duration
        return UIImage(attributes: attributes)
    }

    /// An animated image of the named images `name0`, `name1`, … (up to `name1024`, stopping at
    /// the first missing one), or nil when there is not even `name0`.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        for index in 0...1024 {
            guard let frame = UIImage(named: "\(name)\(index)") else { break }
            frames.append(frame)
        }
        return animatedImage(with: frames, duration: duration)
    }
}
