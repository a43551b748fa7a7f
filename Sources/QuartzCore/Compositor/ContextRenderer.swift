@_spi(Compositing) import CoreGraphics

/// Paints a layer tree through `CGContext` calls alone, for `CALayer.render(in:)`: the context may
/// be a PDF page or any bitmap, so none of the window compositor's pixel work applies. As on iOS,
/// it renders the affine part of transforms only, and no masks or shadows.
@MainActor
enum ContextRenderer {
    /// Paints one layer and its sublayers in the superlayer's bounds space.
    static func paintLayer(_ layer: CALayer, in context: CGContext) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let bounds = layer.bounds
        context.saveGState()
        context.concatenate(layer.transformToSuperlayer)

        let grouped = layer.opacity < 1
        if grouped {
            context.setAlpha(CGFloat(layer.opacity))
            context.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        if let color = layer.backgroundColor {
            context.saveGState()
            context.setFillColor(color)
            context.addPath(layer.roundedBoundsPath())
            context.fillPath()
            context.restoreGState()
        }
        context.saveGState()
        if layer.masksToBounds {
            context.addPath(layer.roundedBoundsPath())
            context.clip()
        }
        if let source = layer.contentsSource {
            for piece in layer.contentsPieces(width: source.width, height: source.height) {
                draw(source, piece, in: context)
            }
        }
        for sublayer in layer.sublayersInRenderOrder {
            paintLayer(sublayer, in: context)
        }
        context.restoreGState()
        if layer.borderWidth > 0, let color = layer.borderColor {
            let width = min(layer.borderWidth, bounds.width / 2, bounds.height / 2)
            let path = CGMutablePath()
            path.addPath(layer.roundedBoundsPath())
            path.addPath(
                layer.roundedBoundsPath(
                    bounds.insetBy(dx: width, dy: width), radius: max(0, layer.cornerRadius - width)))
            context.saveGState()
            context.setFillColor(color)
            context.addPath(path)
            context.fillPath(using: .evenOdd)
            context.restoreGState()
        }
        if grouped { context.endTransparencyLayer() }
        context.restoreGState()
    }

    /// One piece of contents: the whole image scaled into the piece's rectangle, clipped to the
    /// part the piece shows.
    private static func draw(_ source: ContentsSource, _ piece: ContentsPiece, in context: CGContext) {
        let sx = piece.destination.width / CGFloat(piece.source.width)
        let sy = piece.destination.height / CGFloat(piece.source.height)
        let whole = CGRect(
            x: piece.destination.minX - CGFloat(piece.source.x0) * sx,
            y: piece.destination.minY - CGFloat(piece.source.y0) * sy, width: CGFloat(source.width) * sx,
            height: CGFloat(source.height) * sy)
        context.saveGState()
        context.clip(to: piece.destination)
        switch source {
        case .image(let image): context.drawImageTopDown(image, in: whole)
        case .store(let store): context.drawBitmap(of: store, in: whole)
        }
        context.restoreGState()
    }
}
