/// The images of the glyph button types, drawn with paths: an "i" or a "+" inside a 22-point ring
/// (template images, so they take the tint colour), and the close button's grey cross in a
/// 30-point circle (drawn as the bar's close item is).
@MainActor
enum ButtonSystemGlyph {
    /// The side of the ring glyphs.
    static let side: CGFloat = 22
    /// The glyphs drawn, by type and screen scale.
    private static var cache: [GlyphKey: UIImage] = [:]

    private struct GlyphKey: Hashable {
        let type: UIButton.ButtonType
        let scale: CGFloat
    }

    /// The glyph of `type` at `scale` (the main screen's by default), nil for `.custom` and `.system`;
    /// drawn once per type and scale and kept.
    static func image(for type: UIButton.ButtonType, scale: CGFloat = UIScreen.main.scale) -> UIImage? {
        let key = GlyphKey(type: type, scale: scale)
        if let cached = cache[key] { return cached }
        let drawn: UIImage
        switch type {
        case .custom, .system:
            return nil
        case .close:
            let side = SystemItemGlyph.closeSide
            drawn = render(CGSize(width: side, height: side), scale: scale) {
                SystemItemGlyph.draw(.close, at: .zero, color: .black)
            }.withRenderingMode(.alwaysOriginal)
        case .detailDisclosure, .infoLight, .infoDark:
            drawn = ring(scale: scale) { box in
                UIBezierPath(ovalIn: CGRect(x: box.midX - 1.25, y: box.minY + 5.25, width: 2.5, height: 2.5)).fill()
                UIBezierPath(
                    roundedRect: CGRect(x: box.midX - 1, y: box.minY + 9.5, width: 2, height: 7.5), cornerRadius: 1
                )
                .fill()
            }
        case .contactAdd:
            drawn = ring(scale: scale) { box in
                let plus = UIBezierPath()
                plus.move(to: CGPoint(x: box.midX, y: box.minY + 6.5))
                plus.addLine(to: CGPoint(x: box.midX, y: box.maxY - 6.5))
                plus.move(to: CGPoint(x: box.minX + 6.5, y: box.midY))
                plus.addLine(to: CGPoint(x: box.maxX - 6.5, y: box.midY))
                plus.lineWidth = 1.8
                plus.lineCapStyle = .round
                plus.stroke()
            }
        }
        cache[key] = drawn
        return drawn
    }

    /// A template image of a ring with `inside` drawn in it, all in black.
    private static func ring(scale: CGFloat, _ inside: @escaping (CGRect) -> Void) -> UIImage {
        let box = CGRect(x: 0, y: 0, width: side, height: side)
        return render(box.size, scale: scale) {
            UIColor.black.set()
            let ring = UIBezierPath(ovalIn: box.insetBy(dx: 1.25, dy: 1.25))
            ring.lineWidth = 1.5
            ring.stroke()
            inside(box)
        }.withRenderingMode(.alwaysTemplate)
    }

    /// The button type whose glyph `image` is, at any scale; nil for another image.
    static func type(ofGlyph image: UIImage) -> UIButton.ButtonType? {
        cache.first { $0.value === image }?.key.type
    }

    private static func render(_ size: CGSize, scale: CGFloat, _ drawing: @escaping () -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in drawing() }
    }
}
