@_spi(Compositing) import CoreGraphics

/// What the compositor keeps of one layer between frames.
///
/// The bounds pass rewrites the geometry fields every frame it visits the layer; the paint pass
/// only reads them. The caches belong to the paint pass.
final class CompositorRecord {
    /// The frame (bounds pass) that last visited the layer; unique across windows.
    @exclusivity(unchecked) var pass = 0
    /// Maps the layer's bounds space to window pixels.
    @exclusivity(unchecked) var toWindow = Homography.identity
    /// Window pixels the layer's own painting (background, contents, border, shadow) may touch,
    /// clipped by its ancestors.
    @exclusivity(unchecked) var ownExtent = PixelBox.empty
    /// Window pixels the layer and everything beneath it (sublayers, replicas, shadow) may touch.
    @exclusivity(unchecked) var subtreeExtent = PixelBox.empty
    /// Window pixels the layer's painting may touch: its own extent when it paints anything itself,
    /// its subtree's when it paints that too (a replicator, a path-less shadow, a mask, a raster, a
    /// transition), else nothing. What a move of content beneath it must repaint where it paints over.
    @exclusivity(unchecked) var inkExtent = PixelBox.empty
    /// The position of the layer in painting order, and the last position inside its subtree.
    @exclusivity(unchecked) var order = 0
    @exclusivity(unchecked) var lastOrderInSubtree = 0
    /// Whether opaque layers painted later cover the layer's own painting, or its whole subtree.
    @exclusivity(unchecked) var ownCulled = false
    @exclusivity(unchecked) var subtreeCulled = false
    /// Whether the layer paints straight into the window, so that culling may skip it.
    @exclusivity(unchecked) var cullable = false
    /// Whether its own painting may be skipped when covered (not when it casts a shadow).
    @exclusivity(unchecked) var ownCullable = false
    /// The layer's properties as of its last change.
    @exclusivity(unchecked) var look = LayerLook()
    /// Whether the layer is `VisibleAreaDrawing`, asked on its first visit: a conformance never
    /// changes, and asking costs a lookup every layer would pay every frame.
    @exclusivity(unchecked) var drawsVisibleArea: Bool?
    /// Bumped whenever `display()` replaces or redraws the backing store.
    @exclusivity(unchecked) var contentsVersion = 0

    /// The rasterized subtree (`shouldRasterize`) and what it was drawn from.
    @exclusivity(unchecked) var raster: RasterCache?
    /// The rounded-corner coverage mask `masksToBounds` clips with, and what it was made for.
    @exclusivity(unchecked) var cornerMask: (key: CornerMaskKey, surface: PixelSurface)?
    /// The blurred coverage of `shadowPath`, and what it was made for.
    @exclusivity(unchecked) var pathShadow: (key: PathShadowKey, surface: PixelSurface, origin: (Int32, Int32))?
    /// A backdrop layer's blur of what lies beneath it, and whether this frame must make it again.
    @exclusivity(unchecked) var backdrop: BackdropCache?
    @exclusivity(unchecked) var backdropStale = true
}

/// A backdrop layer's blurred backdrop: the window pixels of `box`, blurred by `sigma` pixels.
struct BackdropCache {
    var box: PixelBox
    var sigma: Double
    var surface: PixelSurface
}

/// A rasterized subtree, reused until something inside it changes.
struct RasterCache {
    var surface: PixelSurface
    /// Maps the layer's bounds space to the bitmap's pixels.
    var toImage: Homography
    /// The `rasterizationScale` it was made for.
    var requestedScale: Double
    /// The layer itself as it was drawn.
    var signature: RasterSignature
}

struct CornerMaskKey: Equatable {
    var size: PixelBox
    var transform: Homography
    var radius: CGFloat
    var corners: CACornerMask
}

struct PathShadowKey: Equatable {
    var path: ObjectIdentifier
    var linear: Homography
    var radius: CGFloat
}

/// The properties both passes read of a layer, copied from it when it changes (every property
/// the compositor reads calls `changed()` when set), so an unchanged layer costs no property
/// calls. Holds no references, so copying it costs nothing but the bytes.
struct LayerLook: Equatable {
    /// The layer's bounds space to its superlayer's (see `flatTransform(in:)`).
    var flat = Homography.identity
    var bounds = CGRect.zero
    /// What the layer itself paints of its bounds space (`CALayer.paintedRect`).
    var paintedRect = CGRect.zero
    var opacity = 1.0
    var isHidden = false
    var isDoubleSided = true
    var masksToBounds = false
    var shouldRasterize = false
    var allowsGroupOpacity = true
    var hasMask = false
    var castsShadow = false
    var hasShadowPath = false
    var hasRoundedCorners = false
    var isOpaqueRectangle = false
    var hasContents = false
    var hasBorder = false
    /// Its `sublayerTransform` is not the identity.
    var hasSublayerTransform = false
    /// The background as pixman fills it; nil without one, or for a pattern (`paintsBackground`).
    var background: PremultipliedColor?
    var paintsBackground = false
    /// A backdrop layer's blur radius in points (0 for every other layer).
    var backdropRadius = 0.0

    init() {}

    @MainActor
    init(_ layer: CALayer, in space: SublayerSpace, instance: CATransform3D? = nil) {
        flat = layer.flatTransform(in: space, instance: instance)
        bounds = layer.bounds
        paintedRect = layer.paintedRect
        opacity = Double(layer.opacity)
        isHidden = layer.isHidden
        isDoubleSided = layer.isDoubleSided
        masksToBounds = layer.masksToBounds
        shouldRasterize = layer.shouldRasterize
        allowsGroupOpacity = layer.allowsGroupOpacity
        hasMask = layer.mask != nil
        castsShadow = layer.castsShadow
        hasShadowPath = layer.shadowPath != nil
        hasRoundedCorners = layer.hasRoundedCorners
        isOpaqueRectangle = layer.isOpaqueRectangle
        hasContents = layer.backingStore != nil || layer.contents is CGImage
        hasSublayerTransform = !CATransform3DIsIdentity(layer.sublayerTransform)
        if layer.borderWidth > 0, let color = layer.borderColor { hasBorder = color.alpha > 0 }
        if let color = layer.backgroundColor, color.alpha > 0 {
            paintsBackground = true
            background = PremultipliedColor(color)
        }
        if let backdrop = layer as? BackdropBlurLayer { backdropRadius = Double(backdrop.blurRadius) }
    }
}

extension LayerLook {
    /// Whether the layer paints anything itself: a background, contents, a border or a shadow.
    var paintsItself: Bool { paintsBackground || hasContents || hasBorder || castsShadow || backdropRadius > 0 }
}
