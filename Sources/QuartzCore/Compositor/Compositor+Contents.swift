@_spi(Compositing) import CoreGraphics

/// The pixels a layer shows: the backing store `display()` drew, or else its `contents` image.
enum ContentsSource {
    case image(CGImage)
    case store(CGContext)

    var width: Int {
        switch self {
        case .image(let image): image.width
        case .store(let store): store.width
        }
    }

    var height: Int {
        switch self {
        case .image(let image): image.height
        case .store(let store): store.height
        }
    }

    func view(_ box: PixelBox) -> SourceImage? {
        switch self {
        case .image(let image): SourceImage.of(image, box: box)
        case .store(let store): SourceImage.of(store, box: box)
        }
    }
}

/// A coverage mask contents are blended through, placed at `origin` in the target's pixels.
struct ContentsMask {
    var image: OpaquePointer
    var origin: (Int32, Int32)
}

/// One piece of placed contents: a box of the image's pixels drawn into a rectangle of the bounds.
struct ContentsPiece: Equatable {
    var source: PixelBox
    var destination: CGRect
}

extension CALayer {
    var contentsSource: ContentsSource? {
        if let backingStore { return .store(backingStore) }
        if let image = contents as? CGImage { return .image(image) }
        return nil
    }

    /// Where the contents go, in the bounds space: `contentsRect` picks the part of the image,
    /// `contentsScale` gives its natural size in points, `contentsGravity` places it, and for
    /// `.resize` `contentsCenter` splits it into nine parts whose corners keep their size.
    ///
    /// As on iOS, whose layers are not `contentsAreFlipped`, the vertical gravities are named for
    /// a y-up space: `.top` aligns to the bounds' maximum y (the bottom on screen) and `.bottom`
    /// to the minimum y. `contentsRect` and `contentsCenter` count y from the image's top row.
    func contentsPieces(width: Int, height: Int) -> [ContentsPiece] {
        if let backingStoreRect, backingStore != nil {
            return [
                ContentsPiece(source: PixelBox(x: 0, y: 0, width: width, height: height), destination: backingStoreRect)
            ]
        }
        guard width > 0, height > 0, !bounds.isEmpty else { return [] }
        let unit = contentsRect
        let part = CGRect(
            x: unit.minX * CGFloat(width), y: unit.minY * CGFloat(height), width: unit.width * CGFloat(width),
            height: unit.height * CGFloat(height))
        let source = PixelBox(covering: part).intersection(PixelBox(x: 0, y: 0, width: width, height: height))
        guard !source.isEmpty else { return [] }
        let scale = contentsScale > 0 ? contentsScale : 1
        let natural = CGSize(width: part.width / scale, height: part.height / scale)
        let destination = placement(of: natural, in: bounds)
        guard contentsGravity == .resize, contentsCenter != CGRect(x: 0, y: 0, width: 1, height: 1) else {
            return [ContentsPiece(source: source, destination: destination)]
        }
        return nineParts(source: source, natural: natural, destination: destination)
    }

    private func placement(of size: CGSize, in b: CGRect) -> CGRect {
        func at(_ x: CGFloat, _ y: CGFloat, _ s: CGSize) -> CGRect {
            CGRect(x: x, y: y, width: s.width, height: s.height)
        }
        let (left, right) = (b.minX, b.maxX - size.width)
        let (high, low) = (b.minY, b.maxY - size.height)  // high: y-up "bottom"; low: y-up "top"
        let (midX, midY) = (b.midX - size.width / 2, b.midY - size.height / 2)
        switch contentsGravity {
        case .center: return at(midX, midY, size)
        case .top: return at(midX, low, size)
        case .bottom: return at(midX, high, size)
        case .left: return at(left, midY, size)
        case .right: return at(right, midY, size)
        case .topLeft: return at(left, low, size)
        case .topRight: return at(right, low, size)
        case .bottomLeft: return at(left, high, size)
        case .bottomRight: return at(right, high, size)
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return b }
            let sx = b.width / size.width
            let sy = b.height / size.height
            let s = contentsGravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let fitted = CGSize(width: size.width * s, height: size.height * s)
            return at(b.midX - fitted.width / 2, b.midY - fitted.height / 2, fitted)
        default: return b
        }
    }

    private func nineParts(source: PixelBox, natural: CGSize, destination d: CGRect) -> [ContentsPiece] {
        let center = contentsCenter
        // Source cuts in pixels and fixed edge sizes in points.
        let sx = [
            Double(source.x0), Double(source.x0) + Double(center.minX) * Double(source.width),
            Double(source.x0) + Double(center.maxX) * Double(source.width), Double(source.x1),
        ]
        let sy = [
            Double(source.y0), Double(source.y0) + Double(center.minY) * Double(source.height),
            Double(source.y0) + Double(center.maxY) * Double(source.height), Double(source.y1),
        ]
        var left = Double(center.minX * natural.width)
        var right = Double((1 - center.maxX) * natural.width)
        var top = Double(center.minY * natural.height)
        var bottom = Double((1 - center.maxY) * natural.height)
        // Edges that do not fit shrink together.
        if left + right > Double(d.width), left + right > 0 {
            let f = Double(d.width) / (left + right)
            (left, right) = (left * f, right * f)
        }
        if top + bottom > Double(d.height), top + bottom > 0 {
            let f = Double(d.height) / (top + bottom)
            (top, bottom) = (top * f, bottom * f)
        }
        let dx = [Double(d.minX), Double(d.minX) + left, Double(d.maxX) - right, Double(d.maxX)]
        let dy = [Double(d.minY), Double(d.minY) + top, Double(d.maxY) - bottom, Double(d.maxY)]
        var pieces: [ContentsPiece] = []
        for j in 0..<3 {
            for i in 0..<3 {
                let src = PixelBox(
                    x0: Int32(sx[i].rounded()), y0: Int32(sy[j].rounded()), x1: Int32(sx[i + 1].rounded()),
                    y1: Int32(sy[j + 1].rounded()))
                let dst = CGRect(x: dx[i], y: dy[j], width: dx[i + 1] - dx[i], height: dy[j + 1] - dy[j])
                guard !src.isEmpty, dst.width > 0, dst.height > 0 else { continue }
                pieces.append(ContentsPiece(source: src, destination: dst))
            }
        }
        return pieces
    }
}

extension Painter {
    /// Draws the layer's contents as `contentsPieces` places them: a straight copy when a piece
    /// lands on whole pixels at its own size, else pixman's bilinear resampling (edges of pieces
    /// of an axis-aligned layer are padded, so nine-part images have no seams).
    mutating func drawContents(
        _ contents: ContentsSource, of layer: CALayer, _ h: Homography, _ target: inout PaintTarget, alpha: Double,
        mask: ContentsMask? = nil
    ) {
        let pieces = layer.contentsPieces(width: contents.width, height: contents.height)
        let filters = (layer.magnificationFilter, layer.minificationFilter)
        if pieces.count > 1, !h.isAxisAligned {
            drawNinePartTurned(contents, pieces, h, &target, alpha: alpha, mask: mask, filters: filters)
            return
        }
        drawPieces(
            contents, pieces, h, &target, alpha: alpha, opaque: layer.isOpaque, mask: mask,
            filters: filters)
    }

    /// A nine-part image on a turned layer: its pieces are laid out straight in an intermediate
    /// image, which is then turned as one, so no seams show between the pieces.
    private mutating func drawNinePartTurned(
        _ contents: ContentsSource, _ pieces: [ContentsPiece], _ h: Homography, _ target: inout PaintTarget,
        alpha: Double, mask: ContentsMask?, filters: (CALayerContentsFilter, CALayerContentsFilter)
    ) {
        var area = CGRect.null
        for piece in pieces { area = area.union(piece.destination) }
        let wanted = abs(h.m11 * h.m22 - h.m12 * h.m21).squareRoot()
        let (image, toImage) = Self.flatImage(of: area, scale: exp2(log2(max(1e-3, wanted)).rounded()))
        var flat = PaintTarget(surface: image, clip: image.box, regions: nil, windowOffset: nil)
        drawPieces(contents, pieces, toImage, &flat, alpha: 1, opaque: false, mask: nil, filters: filters)
        guard let fromImage = toImage.inverted?.concatenating(h), let source = SourceImage.of(image),
            let device = fromImage.boundingBox(of: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        else { return }
        defer { source.release() }
        statistics.offscreenPasses += 1
        source.setTransform(fromImage)
        let visible = PixelBox(covering: device).insetBy(-1).intersection(target.clip)
        target.surface.composite(
            source.image, sourceOrigin: (visible.x0, visible.y0), into: visible, alpha: alpha, mask: mask?.image,
            maskOrigin: mask.map { (visible.x0 - $0.origin.0, visible.y0 - $0.origin.1) } ?? (0, 0))
    }

    /// Draws each piece scaled into place, sampled by `filters.magnification` where it grows and
    /// `filters.minification` where it shrinks (by the area its pixels cover).
    private mutating func drawPieces(
        _ contents: ContentsSource, _ pieces: [ContentsPiece], _ h: Homography, _ target: inout PaintTarget,
        alpha: Double, opaque: Bool, mask: ContentsMask?,
        filters: (magnification: CALayerContentsFilter, minification: CALayerContentsFilter)
    ) {
        func maskOrigin(_ box: PixelBox) -> (Int32, Int32) {
            mask.map { (box.x0 - $0.origin.0, box.y0 - $0.origin.1) } ?? (0, 0)
        }
        for piece in pieces {
            guard let image = contents.view(piece.source) else { continue }
            defer { image.release() }
            let d = piece.destination
            let t = Homography.scale(Double(d.width) / Double(image.width), Double(d.height) / Double(image.height))
                .translatedBy(Double(d.minX), Double(d.minY)).concatenating(h)
            if t.isIntegerTranslation || snapsToPixels && t.isNearlyOneToOne(width: image.width, height: image.height) {
                // Down to whole pixels: the box stays inside the one the bounds pass damaged.
                let box = PixelBox(
                    x: Int(t.m31.rounded(.down)), y: Int(t.m32.rounded(.down)), width: image.width, height: image.height
                )
                let visible = box.intersection(target.clip)
                target.surface.composite(
                    image.image, sourceOrigin: (visible.x0 - box.x0, visible.y0 - box.y0), into: visible, alpha: alpha,
                    mask: mask?.image, maskOrigin: maskOrigin(visible), copy: opaque && alpha >= 1 && mask == nil)
                continue
            }
            guard let device = t.boundingBox(of: CGRect(x: 0, y: 0, width: image.width, height: image.height)) else {
                continue
            }
            let grows = abs(t.m11 * t.m22 - t.m12 * t.m21) >= 1
            let nearest = (grows ? filters.magnification : filters.minification) == .nearest
            let box: PixelBox
            if t.isAxisAligned {
                image.setTransform(t, pad: true, nearest: nearest)
                box = PixelBox(
                    x0: Int32(Double(device.minX).rounded()), y0: Int32(Double(device.minY).rounded()),
                    x1: Int32(Double(device.maxX).rounded()), y1: Int32(Double(device.maxY).rounded()))
            } else {
                image.setTransform(t, pad: false, nearest: nearest)
                box = PixelBox(covering: device).insetBy(-1)
            }
            let visible = box.intersection(target.clip)
            target.surface.composite(
                image.image, sourceOrigin: (visible.x0, visible.y0), into: visible, alpha: alpha, mask: mask?.image,
                maskOrigin: maskOrigin(visible))
        }
    }
}
