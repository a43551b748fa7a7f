/// A layer whose content is drawn tile by tile: `draw(in:)` runs once per tile, with the context
/// clipped to that tile, as iOS drawing code for tiled layers expects.
///
/// Tiles are `tileSize` pixels (`tileSize / contentsScale` points), laid out from the origin of the
/// layer's coordinate space; only tiles that meet the bounds are drawn. Each tile is drawn into a
/// context of its own, so `boundingBoxOfClipPath` is the whole tile rectangle (edge tiles
/// included) and the CTM maps the layer's coordinates at `contentsScale`. The tiles are then copied
/// into the layer's backing store.
///
/// Differences from iOS: tiles are drawn on the main thread when the layer displays, not on
/// background threads as they scroll into view, and all tiles meeting the bounds are drawn (the
/// layer does not know which part is on screen). `setNeedsDisplay(_:)` redraws only the tiles its
/// rectangle meets. Content is drawn at `contentsScale` only: `levelsOfDetail` and
/// `levelsOfDetailBias` are stored but add no other resolutions, and tiles appear without fading.
open class CATiledLayer: CALayer {
    /// How long a newly drawn tile takes to fade in on iOS: 0.25 s. Tiles appear at once here.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// How many levels of detail, each half the resolution of the one before; 1 by default.
    open var levelsOfDetail = 1 { didSet { if levelsOfDetail != oldValue { setNeedsDisplay() } } }
    /// How many of the levels are magnified (2x, 4x…) rather than reduced; 0 by default.
    open var levelsOfDetailBias = 0 { didSet { if levelsOfDetailBias != oldValue { setNeedsDisplay() } } }
    /// The size of a tile in pixels of the backing store; 256 × 256 by default.
    open var tileSize = CGSize(width: 256, height: 256) { didSet { if tileSize != oldValue { setNeedsDisplay() } } }

    /// The part of the bounds the pending display must redraw, taken from `dirtyRect` when the
    /// display was asked for with `setNeedsDisplay(_:)`; nil: everything.
    private var pendingTileRect: CGRect?

    public required init() {
        super.init()
    }

    /// A copy of another layer's model values, the tiling included when it is a tiled layer.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATiledLayer else { return }
        levelsOfDetail = other.levelsOfDetail
        levelsOfDetailBias = other.levelsOfDetailBias
        tileSize = other.tileSize
    }

    open override var bounds: CGRect {
        didSet { if bounds != oldValue { setNeedsDisplay() } }
    }

    /// Displays when marked, redrawing only the tiles that `setNeedsDisplay(_:)` marked.
    open override func displayIfNeeded() {
        guard needsDisplay() else { return }
        pendingTileRect = dirtyRect
        super.displayIfNeeded()
    }

    /// Draws the tiles that meet the bounds (or only those meeting the marked rectangle, when the
    /// backing store can be kept) into the backing store.
    open override func display() {
        let marked = pendingTileRect
        pendingTileRect = nil
        drawTiles(in: marked)
    }

    private func drawTiles(in marked: CGRect?) {
        let scale = contentsScale
        let width = Int((bounds.width * scale).rounded(.up))
        let height = Int((bounds.height * scale).rounded(.up))
        let tilePixels = (Int(tileSize.width.rounded(.up)), Int(tileSize.height.rounded(.up)))
        guard width > 0, height > 0, tilePixels.0 > 0, tilePixels.1 > 0, scale > 0 else {
            setBackingStore(nil)
            return
        }
        var region = bounds
        let store: CGContext
        if let existing = backingStore, existing.width == width, existing.height == height {
            store = existing
            region = marked.map { $0.intersection(bounds) } ?? bounds
        } else {
            store = CGContext(pixelWidth: width, pixelHeight: height)
        }
        let tile = CGSize(width: CGFloat(tilePixels.0) / scale, height: CGFloat(tilePixels.1) / scale)
        let tileContext = CGContext(pixelWidth: tilePixels.0, pixelHeight: tilePixels.1)
        tileContext.baseSpaceToDevice = CGAffineTransform(scaleX: scale, y: scale)
        store.saveGState()
        store.scaleBy(x: scale, y: scale)
        store.translateBy(x: -bounds.minX, y: -bounds.minY)
        for rect in Self.tiles(of: tile, meeting: region) {
            tileContext.clear(CGRect(x: 0, y: 0, width: tilePixels.0, height: tilePixels.1))
            tileContext.saveGState()
            tileContext.scaleBy(x: scale, y: scale)
            tileContext.translateBy(x: -rect.minX, y: -rect.minY)
            tileContext.clip(to: rect)
            draw(in: tileContext)
            tileContext.restoreGState()
            store.clear(rect)
            store.drawBitmap(of: tileContext, in: rect)
        }
        store.restoreGState()
        setBackingStore(store)
    }

    /// The rectangles of the tiles of `size`, laid from the origin, that meet `region`, row by row.
    private static func tiles(of size: CGSize, meeting region: CGRect) -> [CGRect] {
        guard !region.isEmpty else { return [] }
        let columns = Int((region.minX / size.width).rounded(.down))..<Int((region.maxX / size.width).rounded(.up))
        let rows = Int((region.minY / size.height).rounded(.down))..<Int((region.maxY / size.height).rounded(.up))
        return rows.flatMap { row in
            columns.map { column in
                CGRect(
                    x: CGFloat(column) * size.width, y: CGFloat(row) * size.height, width: size.width,
                    height: size.height)
            }
        }
    }
}
