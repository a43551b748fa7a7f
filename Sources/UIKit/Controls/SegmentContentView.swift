/// What one segment of a segmented control shows — its image, else its title — centred in the
/// segment and moved by the segment's content offset. Titles are drawn with the attributes the
/// control gives for the segment's state; images that are not `.alwaysOriginal` are drawn as
/// templates in the title's colour, as iOS draws segment images.
@MainActor
final class SegmentContentView: UIView {
    /// How far an image stays from the segment's top and bottom edges at most.
    static let imageInset: CGFloat = 6

    var segment = SegmentedControlSegment(title: nil) {
        didSet { setNeedsDisplay() }
    }

    /// The title's font and colour (always both) and any other attributes.
    var attributes: [NSAttributedString.Key: Any] = [:] {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The size of what `segment` shows with `attributes`: the image's size, or the title's
    /// rounded up to whole points.
    static func contentSize(of segment: SegmentedControlSegment, attributes: [NSAttributedString.Key: Any]) -> CGSize {
        if let image = segment.image { return image.size }
        guard let title = segment.title, !title.isEmpty else { return .zero }
        let size = title.size(withAttributes: attributes)
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    override func draw(_ rect: CGRect) {
        let size = Self.contentSize(of: segment, attributes: attributes)
        let offset = segment.contentOffset
        if let image = segment.image {
            drawImage(image, size: size, offset: offset)
            return
        }
        guard let title = segment.title, !title.isEmpty else { return }
        let origin = pixelAligned(
            CGPoint(x: bounds.midX - size.width / 2 + offset.width, y: bounds.midY - size.height / 2 + offset.height))
        title.draw(at: origin, withAttributes: attributes)
    }

    /// Draws `image` centred, scaled down to fit the segment's height less the insets.
    private func drawImage(_ image: UIImage, size: CGSize, offset: CGSize) {
        var size = size
        let available = max(0, bounds.height - 2 * Self.imageInset)
        if size.height > available, size.height > 0 {
            size = CGSize(width: size.width * available / size.height, height: available)
        }
        let origin = pixelAligned(
            CGPoint(x: bounds.midX - size.width / 2 + offset.width, y: bounds.midY - size.height / 2 + offset.height))
        let frame = CGRect(origin: origin, size: size)
        if image.renderingMode != .alwaysOriginal, image.tintColor == nil,
            let color = attributes[.foregroundColor] as? UIColor
        {
            image.withTintColor(color).draw(in: frame)
        } else {
            image.draw(in: frame)
        }
    }
}
