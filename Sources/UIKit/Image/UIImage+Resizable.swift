/// Resizable (nine-slice) images: corners stay unscaled, edges and centre tile or stretch.
extension UIImage {
    /// A copy that draws with `capInsets` (points) unscaled and its inside tiled.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A copy that draws with `capInsets` (points) unscaled and its inside tiled or stretched.
    /// Zero insets make the whole image tile (or stretch) to fill the rectangle it is drawn in.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        var copy = attributes
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        copy.isResizable = true
        return UIImage(attributes: copy)
    }

    /// Draws `image` (already upright, at `scale`) as nine slices filling `rect`.
    ///
    /// The caps are rounded to whole pixels and clamped to the image; where `rect` is smaller than the caps together they
    /// shrink in proportion. Each slice is cropped out first so filtering never bleeds in pixels
    /// from its neighbours.
    func drawResizable(_ image: CGImage, in rect: CGRect, context: CGContext, tint: CGColor?) {
        let (pixelWidth, pixelHeight) = (CGFloat(image.width), CGFloat(image.height))
        let insets = capInsets
        let left = min(max(0, (insets.left * scale).rounded()), pixelWidth)
        let right = min(max(0, (insets.right * scale).rounded()), pixelWidth - left)
        let top = min(max(0, (insets.top * scale).rounded()), pixelHeight)
        let bottom = min(max(0, (insets.bottom * scale).rounded()), pixelHeight - top)
        let sourceColumns = [0, left, pixelWidth - right, pixelWidth]
        let sourceRows = [0, top, pixelHeight - bottom, pixelHeight]
        let destinationColumns = UIImage.slices(
            from: rect.minX, to: rect.maxX, leading: left / scale, trailing: right / scale)
        let destinationRows = UIImage.slices(
            from: rect.minY, to: rect.maxY, leading: top / scale, trailing: bottom / scale)
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(
                    x: sourceColumns[column], y: sourceRows[row],
                    width: sourceColumns[column + 1] - sourceColumns[column],
                    height: sourceRows[row + 1] - sourceRows[row])
                let destination = CGRect(
                    x: destinationColumns[column], y: destinationRows[row],
                    width: destinationColumns[column + 1] - destinationColumns[column],
                    height: destinationRows[row + 1] - destinationRows[row])
                guard source.width >= 1, source.height >= 1, destination.width > 0, destination.height > 0,
                    let slice = image.cropping(to: source)
                else { continue }
                let isCorner = row != 1 && column != 1
                let tiles = resizingMode == .tile && !isCorner
                let transform =
                    tiles
                    ? CGAffineTransform(
                        a: 1 / scale, b: 0, c: 0, d: 1 / scale, tx: destination.minX, ty: destination.minY)
                    : CGAffineTransform(
                        a: destination.width / CGFloat(slice.width), b: 0, c: 0,
                        d: destination.height / CGFloat(slice.height), tx: destination.minX, ty: destination.minY)
                context.drawImage(slice, transform: transform, clippedTo: destination, tiled: tiles, tint: tint)
            }
        }
    }

    /// The four edges of three slices across `start…end`: caps of `leading` and `trailing` points,
    /// scaled down together when they do not fit.
    private static func slices(from start: CGFloat, to end: CGFloat, leading: CGFloat, trailing: CGFloat)
        -> [CGFloat]
    {
        let length = end - start
        let shrink = leading + trailing > length && leading + trailing > 0 ? length / (leading + trailing) : 1
        return [start, start + leading * shrink, end - trailing * shrink, end]
    }
}
