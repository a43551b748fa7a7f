@_spi(Compositing) import CoreGraphics

/// What a layer's look means for its sublayers in the bounds pass: the clip and plainness they
/// inherit, whether it replicates them, and whether its own look depends on them.
@MainActor
struct SubtreeShape {
    let childClip: PixelBox
    /// Sublayers may be painted straight into the window and occlude (see `BoundsPass`).
    let childPlain: Bool
    let hasSublayers: Bool
    /// Sublayers were removed since the last frame.
    let lostSublayers: Bool
    let replicating: SublayerReplicating?
    let pathlessShadow: Bool
    let hasMask: Bool
    let rasterizes: Bool
    /// The layer's look depends on what is beneath it: it damages its whole subtree when that changes.
    let dependsOnSubtree: Bool

    /// Takes `layer`'s lost-sublayers mark.
    init(
        _ layer: CALayer, _ record: CompositorRecord, _ h: Homography, in parent: BoundsPass.Parent,
        transition: ShownTransition?
    ) {
        let look = record.look
        var clip = parent.clip
        if look.masksToBounds {
            clip = clip.intersection(BoundsPass.extent(of: look.bounds, h, clip: parent.clip))
        }
        childClip = clip
        hasSublayers = !(layer.sublayerList?.isEmpty ?? true)
        lostSublayers = layer.lostSublayers
        layer.lostSublayers = false
        replicating = hasSublayers ? layer as? SublayerReplicating : nil
        let replicates = replicating != nil || lostSublayers && layer is SublayerReplicating
        pathlessShadow = look.castsShadow && !look.hasShadowPath
        hasMask = look.hasMask
        rasterizes = look.shouldRasterize
        dependsOnSubtree = replicates || pathlessShadow || hasMask || rasterizes
        childPlain =
            parent.plain && look.opacity >= 1 && !hasMask && h.isAffine && !rasterizes && !pathlessShadow
            && replicating == nil && !(look.masksToBounds && (look.hasRoundedCorners || !h.isAxisAligned))
            && transition == nil
    }
}
