/// A layer whose content is drawn tile by tile: `draw(in:)` runs once per tile, with the context
/// clipped to that tile, as iOS drawing code for tiled layers expects.
///
/// Tiles are `tileSize` pixels (`tileSize / contentsScale` points), laid out from the origin of the
/// layer's coordinate space; only tiles that meet the bounds are drawn. Each tile is drawn into a
/// context of its own, so `boundingBoxOfClipPath` is the whole tile rectangle (edge tiles
/// included) and the CTM maps the layer's coordinates at `contentsScale`. The tiles are then copied
/// into the layer's backing store.
///
/// Tiles are drawn on demand: in a window, only the tiles the window shows (the compositor tells
/// the layer which part of its bounds is visible, through its superlayers' clips), each once until
/// `setNeedsDisplay` marks it again; tiles scrolled into view are drawn in the frame that shows
/// them. Outside a window (for example `render(in:)`), every tile meeting the bounds is drawn.
///
/// Differences from iOS: tiles are drawn on the main thread, not on background threads. Content
/// is drawn at `contentsScale` only: `levelsOfDetail` and `levelsOfDetailBias` are stored but add
/// no other resolutions, and tiles appear without fading.
open class CATiledLayer: CALayer, VisibleAreaDrawing {
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
    /// The tiles drawn into the current backing store, by their origin in the bounds space.
    private var drawnTiles: Set<TileOrigin> = []
    /// The part of the bounds the window showed at the last frame; nil outside a window.
    private var visibleArea: CGRect?

    private struct TileOrigin: Hashable {
        var x: CGFloat
        var y: CGFloat
    }

    /// Copies another layer's model values, the tiling included when it is a tiled layer.
    override func takeModelValues(of layer: CALayer) {
        super.takeModelValues(of: layer)
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

    /// Marks the tiles meeting `marked` (all when nil) as needing drawing and draws those that
    /// are visible: all of them outside a window, the visible ones inside.
    private func drawTiles(in marked: CGRect?) {
        guard let store = preparedStore() else { return }
        // A new store holds nothing yet: every tile needs drawing, whatever was marked.
        let marked = store === backingStore ? marked : nil
        let region = marked.map { $0.intersection(bounds) } ?? bounds
        if marked == nil {
            drawnTiles.removeAll()
        } else {
            for tile in Self.tiles(of: tileBounds, meeting: region) {
                drawnTiles.remove(TileOrigin(x: tile.minX, y: tile.minY))
            }
        }
        let inWindow = rootLayer.host != nil
        let wanted = inWindow ? (visibleArea.map { $0.intersection(region) } ?? .null) : region
        drawMissingTiles(meeting: wanted, into: store)
        setBackingStore(store)
    }

    /// Draws the visible tiles not drawn yet (see `VisibleAreaDrawing`).
    package func drawVisibleArea(_ rect: CGRect) -> Bool {
        visibleArea = rect
        guard let store = backingStore, !rect.isNull, !rect.isEmpty else { return false }
        guard drawMissingTiles(meeting: rect, into: store) else { return false }
        compositorRecord?.contentsVersion &+= 1
        return true
    }

    /// A tile's size in points.
    private var tileBounds: CGSize {
        let scale = contentsScale > 0 ? contentsScale : 1
        return CGSize(width: tileSize.width.rounded(.up) / scale, height: tileSize.height.rounded(.up) / scale)
    }

    /// The backing store at the bounds' size in pixels: the current one when it fits (its drawn
    /// tiles kept), else a new, empty one; nil (and no store) for an empty layer.
    private func preparedStore() -> CGContext? {
        let scale = contentsScale
        let width = Int((bounds.width * scale).rounded(.up))
        let height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, tileSize.width >= 1, tileSize.height >= 1, scale > 0 else {
            drawnTiles.removeAll()
            setBackingStore(nil)
            return nil
        }
        if let existing = backingStore, existing.width == width, existing.height == height { return existing }
        drawnTiles.removeAll()
        return CGContext(pixelWidth: width, pixelHeight: height)
    }

    /// Draws each tile meeting `region` that is not drawn yet into `store`; whether it drew any.
    @discardableResult
    private func drawMissingTiles(meeting region: CGRect, into store: CGContext) -> Bool {
        let scale = contentsScale
        let missing = Self.tiles(of: tileBounds, meeting: region.intersection(bounds))
            .filter { !drawnTiles.contains(TileOrigin(x: $0.minX, y: $0.minY)) }
        guard !missing.isEmpty else { return false }
        let tilePixels = (Int(tileSize.width.rounded(.up)), Int(tileSize.height.rounded(.up)))
        let tileContext = CGContext(pixelWidth: tilePixels.0, pixelHeight: tilePixels.1)
        tileContext.baseSpaceToDevice = CGAffineTransform(scaleX: scale, y: scale)
        store.saveGState()
        store.scaleBy(x: scale, y: scale)
        store.translateBy(x: -bounds.minX, y: -bounds.minY)
        for rect in missing {
            tileContext.clear(CGRect(x: 0, y: 0, width: tilePixels.0, height: tilePixels.1))
            tileContext.saveGState()
            tileContext.scaleBy(x: scale, y: scale)
            tileContext.translateBy(x: -rect.minX, y: -rect.minY)
            tileContext.clip(to: rect)
            draw(in: tileContext)
            tileContext.restoreGState()
            store.clear(rect)
            store.drawBitmap(of: tileContext, in: rect)
            drawnTiles.insert(TileOrigin(x: rect.minX, y: rect.minY))
        }
        store.restoreGState()
        return true
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
