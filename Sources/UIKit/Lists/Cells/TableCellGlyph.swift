/// The images of a cell's standard accessories and editing controls, drawn with paths after the
/// SF Symbols iOS 17 uses (`UITableConstants_IOS`): "chevron.forward" and "checkmark" at the
/// semibold body size (small and medium scale), "line.horizontal.3", and the multicolour
/// "minus.circle.fill" and "plus.circle.fill", and the multiple selection marks "circle" and
/// "checkmark.circle.fill". The chevron, checkmark, grip and marks are template images (the chevron,
/// grip and empty circle are shown in the tertiary label grey, the checkmark and the filled circle,
/// its check cut out, in the tint); the editing controls keep their red and green.
@MainActor
enum TableCellGlyph: Hashable {
    case disclosureIndicator
    case checkmark
    case reorder
    case delete
    case insert
    case unselectedCircle
    case selectedCircle

    /// The images drawn, by glyph and screen scale.
    private static var cache: [Key: UIImage] = [:]

    private struct Key: Hashable {
        let glyph: TableCellGlyph
        let scale: CGFloat
    }

    /// The glyph's image at the main screen's scale, drawn once and kept.
    var image: UIImage {
        image(scale: UIScreen.main.scale)
    }

    /// The glyph's image at `scale`, drawn once and kept.
    func image(scale: CGFloat) -> UIImage {
        let key = Key(glyph: self, scale: scale)
        if let cached = Self.cache[key] { return cached }
        let drawn = draw(scale: key.scale)
        Self.cache[key] = drawn
        return drawn
    }

    /// The glyph `image` was drawn for, at any scale; nil for another image.
    static func glyph(of image: UIImage) -> TableCellGlyph? {
        cache.first { $0.value === image }?.key.glyph
    }

    /// The glyph's size in points.
    var size: CGSize {
        switch self {
        case .disclosureIndicator: CGSize(width: 8, height: 14)
        case .checkmark: CGSize(width: 16, height: 15)
        case .reorder: CGSize(width: 20, height: 14)
        case .delete, .insert, .unselectedCircle, .selectedCircle: CGSize(width: 22, height: 22)
        }
    }

    private func draw(scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            switch self {
            case .disclosureIndicator:
                stroke([CGPoint(x: 1.5, y: 1.5), CGPoint(x: 6.7, y: 7), CGPoint(x: 1.5, y: 12.5)], width: 2.1)
            case .checkmark:
                stroke([CGPoint(x: 1.6, y: 8.3), CGPoint(x: 6, y: 13), CGPoint(x: 14.4, y: 1.8)], width: 2.2)
            case .reorder:
                for y: CGFloat in [2, 7, 12] {
                    stroke([CGPoint(x: 1, y: y), CGPoint(x: 19, y: y)], width: 1.6)
                }
            case .delete, .insert:
                drawEditingControl()
            case .unselectedCircle:
                let ring = UIBezierPath(ovalIn: CGRect(origin: .zero, size: size).insetBy(dx: 1, dy: 1))
                ring.lineWidth = 1.5
                UIColor.black.setStroke()
                ring.stroke()
            case .selectedCircle:
                drawSelectedCircle()
            }
        }
        switch self {
        case .delete, .insert: return image.withRenderingMode(.alwaysOriginal)
        default: return image.withRenderingMode(.alwaysTemplate)
        }
    }

    /// A black polyline with round ends and joins (the template's shape).
    private func stroke(_ points: [CGPoint], width: CGFloat) {
        let path = UIBezierPath()
        path.move(to: points[0])
        for point in points.dropFirst() { path.addLine(to: point) }
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        UIColor.black.setStroke()
        path.stroke()
    }

    /// A disc with a check cut out of it.
    private func drawSelectedCircle() {
        UIColor.black.setFill()
        UIBezierPath(ovalIn: CGRect(origin: .zero, size: size).insetBy(dx: 0.5, dy: 0.5)).fill()
        UIGraphicsGetCurrentContext()?.setBlendMode(.clear)
        stroke([CGPoint(x: 6.5, y: 11.5), CGPoint(x: 9.5, y: 14.5), CGPoint(x: 15.5, y: 7.5)], width: 2)
    }

    /// A red disc with a white bar, or a green one with a white plus.
    private func drawEditingControl() {
        let box = CGRect(origin: .zero, size: size)
        (self == .delete ? UIColor.systemRed : UIColor.systemGreen).setFill()
        UIBezierPath(ovalIn: box.insetBy(dx: 0.5, dy: 0.5)).fill()
        UIColor.white.setFill()
        let bar = CGRect(x: box.midX - 5.5, y: box.midY - 1, width: 11, height: 2)
        UIBezierPath(roundedRect: bar, cornerRadius: 1).fill()
        if self == .insert {
            UIBezierPath(roundedRect: CGRect(x: box.midX - 1, y: box.midY - 5.5, width: 2, height: 11), cornerRadius: 1)
                .fill()
        }
    }
}
