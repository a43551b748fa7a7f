/// A layer that shows a Gaussian blur of what lies beneath it, the backdrop of a visual effect
/// view (iOS's private `CABackdropLayer`): the compositor replaces the pixels under the layer's
/// bounds with a blur of everything painted before it, then paints the layer as usual over that —
/// its background colour tints the blur.
///
/// The blur is cached between frames and made again only when something beneath it within the
/// blur's reach changed, or the layer moved.
package final class BackdropBlurLayer: CALayer {
    /// The blur's standard deviation, in points; 0 shows what is beneath unblurred.
    package var blurRadius: CGFloat = 0 {
        didSet { if blurRadius != oldValue { changed() } }
    }

    /// Copies another layer's model values, the blur radius included.
    override func takeModelValues(of layer: CALayer) {
        super.takeModelValues(of: layer)
        guard let other = layer as? BackdropBlurLayer else { return }
        blurRadius = other.blurRadius
    }
}
