/// The layout of a button without a configuration, with UIKit's arithmetic: the image and the
/// title form a pair (image first) placed by the content alignments; each part is placed in the
/// content rect less its own edge insets, so with centred content an inset on one side moves the
/// part by half of it. Frames are aligned to the pixel grid.
extension UIButton {
    /// The size UIKit gives a button with neither title nor image.
    static let emptySize = CGSize(width: 30, height: 34)
    /// The space UIKit adds above and below a title when a button sizes itself.
    static let titleVerticalPadding: CGFloat = 6

    func legacyImageRect(in contentRect: CGRect) -> CGRect {
        let sizes = legacyPartSizes(in: contentRect)
        return place(
            sizes.image, at: 0, pairWidth: sizes.image.width + sizes.title.width, fillWidth: sizes.image.width,
            in: contentRect.inset(by: imageEdgeInsets))
    }

    func legacyTitleRect(in contentRect: CGRect) -> CGRect {
        let sizes = legacyPartSizes(in: contentRect)
        let area = contentRect.inset(by: titleEdgeInsets)
        return place(
            sizes.title, at: sizes.image.width, pairWidth: sizes.image.width + sizes.title.width,
            fillWidth: max(area.width - sizes.image.width, 0), in: area)
    }

    /// The image at its size and the title at the size it needs in the width the image leaves,
    /// each no larger than its area.
    private func legacyPartSizes(in contentRect: CGRect) -> (image: CGSize, title: CGSize) {
        let imageArea = contentRect.inset(by: imageEdgeInsets)
        let titleArea = contentRect.inset(by: titleEdgeInsets)
        let natural = displayedImage?.size ?? .zero
        let image = CGSize(
            width: min(natural.width, max(imageArea.width, 0)), height: min(natural.height, max(imageArea.height, 0)))
        guard !label.isHidden else { return (image, .zero) }
        let available = max(titleArea.width - image.width, 0)
        let fitting = label.sizeThatFits(CGSize(width: available, height: 0))
        let title = CGSize(width: min(fitting.width, available), height: min(fitting.height, max(titleArea.height, 0)))
        return (image, title)
    }

    /// The frame of a part of `size` that starts `offset` points into a pair `pairWidth` wide,
    /// placed in `area` by the content alignments (`.fill` stretches the part to `fillWidth` and
    /// the area's height).
    private func place(
        _ size: CGSize, at offset: CGFloat, pairWidth: CGFloat, fillWidth: CGFloat, in area: CGRect
    ) -> CGRect {
        var frame = CGRect(origin: .zero, size: size)
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: frame.origin.x = area.minX + offset
        case .right, .trailing: frame.origin.x = area.maxX - pairWidth + offset
        case .center: frame.origin.x = area.minX + (area.width - pairWidth) / 2 + offset
        case .fill:
            frame.origin.x = area.minX + offset
            frame.size.width = fillWidth
        }
        switch contentVerticalAlignment {
        case .top: frame.origin.y = area.minY
        case .bottom: frame.origin.y = area.maxY - size.height
        case .center: frame.origin.y = area.minY + (area.height - size.height) / 2
        case .fill:
            frame.origin.y = area.minY
            frame.size.height = area.height
        }
        return pixelAligned(frame)
    }

    /// `frame` with its origin on the screen's pixel grid.
    func pixelAligned(_ frame: CGRect) -> CGRect {
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let origin = CGPoint(x: (frame.minX * scale).rounded() / scale, y: (frame.minY * scale).rounded() / scale)
        return CGRect(origin: origin, size: frame.size)
    }

    func legacyFittingSize() -> CGSize {
        let image = displayedImage?.size ?? .zero
        let title = label.isHidden ? .zero : label.sizeThatFits(.zero)
        var size = Self.emptySize
        if image != .zero || title != .zero {
            let paddedTitle = title == .zero ? 0 : title.height + 2 * Self.titleVerticalPadding
            size = CGSize(width: image.width + title.width, height: max(image.height, paddedTitle))
        }
        return CGSize(
            width: size.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: size.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }
}
