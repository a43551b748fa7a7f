import QuartzCore

/// How an image view fills its layer: the shown image (or animation frames) as `contents` at the
/// image's scale, resizable images through `contentsCenter`.
extension UIImageView {
    var shownImage: UIImage? {
        isHighlighted ? highlightedImage ?? image : image
    }

    var shownAnimationImages: [UIImage]? {
        isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages
    }

    /// Puts the shown image into the layer: its pixels as they are when they need no drawing,
    /// otherwise drawn once at the image's size (tint, orientation); resizable images stretch
    /// through `contentsCenter`.
    func updateContents() {
        guard let image = shownImage else {
            // Most image views of buttons stay empty: no write, so no action is looked up.
            if layer.contents != nil { layer.contents = nil }
            return
        }
        // A tint drawn into the pixels is resolved for the view's appearance.
        let previousTraits = TraitCurrency.makeCurrent(self)
        defer { TraitCurrency.restore(previousTraits) }
        layer.contents = Self.contents(of: image, tint: tintColor)
        layer.contentsScale = image.scale
        layer.contentsCenter = Self.stretchableCentre(of: image)
    }

    /// Adds the discrete keyframe animation on `contents` that shows the animation images, one
    /// cycle per `animationDuration` (or a thirtieth of a second per image), `animationRepeatCount`
    /// times (0: for ever), replacing any running one.
    func addFrameAnimation() {
        guard let frames = shownAnimationImages, let first = frames.first else {
            stopAnimating()
            return
        }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = frames.map { Self.contents(of: $0, tint: tintColor) as Any }
        animation.calculationMode = .discrete
        animation.duration = animationDuration > 0 ? animationDuration : Double(frames.count) / 30
        animation.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        layer.contentsScale = first.scale
        layer.add(animation, forKey: Self.animationKey)
    }

    /// The pixels the layer shows for `image`.
    private static func contents(of image: UIImage, tint: UIColor?) -> CGImage? {
        let template = image.renderingMode == .alwaysTemplate
        if !template, image.imageOrientation == .up, image.capInsets == .zero, image.tintColor == nil {
            return image.cgImage
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        let renderer = UIGraphicsImageRenderer(size: image.size, format: format)
        let drawn = template && image.tintColor == nil ? image.withTintColor(tint ?? .systemBlue) : image
        let plain = drawn.capInsets == .zero ? drawn : drawn.resizableImage(withCapInsets: .zero)
        return renderer.image { _ in plain.draw(at: .zero) }.cgImage
    }

    private static func stretchableCentre(of image: UIImage) -> CGRect {
        let insets = image.capInsets
        let size = image.size
        guard insets != .zero, size.width > 0, size.height > 0 else {
            return CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        let width = max(0, size.width - insets.left - insets.right)
        let height = max(0, size.height - insets.top - insets.bottom)
        return CGRect(
            x: insets.left / size.width, y: insets.top / size.height, width: width / size.width,
            height: height / size.height)
    }
}

extension UIImageView {
    /// The view keeps colours resolved into pixels of its own (not drawn in `draw(_:)`): a template
    /// image's pixels were tinted for the old appearance, so they are drawn again.
    func redrawForColorAppearance() {
        if shownImage?.renderingMode == .alwaysTemplate || shownImage?.tintColor != nil { updateContents() }
    }
}
