/// Where a configured button's image, title and subtitle go, from their sizes alone: the title
/// over the subtitle (`titlePadding` apart, aligned by `titleAlignment`) form the text; the image
/// sits on the text's `imagePlacement` side, `imagePadding` away; and that group is placed in the
/// content rect by the control's content alignments. A zero size means the part is absent.
/// Sizing the button and laying it out both use it, so they agree.
struct ButtonConfigurationLayout {
    var imageSize = CGSize.zero
    var titleSize = CGSize.zero
    var subtitleSize = CGSize.zero
    var placement = NSDirectionalRectEdge.leading
    var imagePadding: CGFloat = 0
    var titlePadding: CGFloat = 0
    var titleAlignment = UIButton.Configuration.TitleAlignment.automatic

    /// The frames of the parts in a content rect.
    struct Frames: Equatable {
        var image = CGRect.zero
        var title = CGRect.zero
        var subtitle = CGRect.zero
    }

    private var hasImage: Bool { imageSize != .zero }
    private var hasText: Bool { titleSize != .zero || subtitleSize != .zero }
    private var isSideBySide: Bool { placement == .leading || placement == .trailing }
    private var gap: CGFloat { hasImage && hasText ? imagePadding : 0 }

    /// The width taken beside the text, which the text cannot use.
    var widthBesideText: CGFloat { isSideBySide && hasImage ? imageSize.width + gap : 0 }

    private var textSize: CGSize {
        let between = titleSize != .zero && subtitleSize != .zero ? titlePadding : 0
        return CGSize(
            width: max(titleSize.width, subtitleSize.width), height: titleSize.height + between + subtitleSize.height)
    }

    /// The size of the whole group.
    var contentSize: CGSize {
        let text = textSize
        if isSideBySide {
            return CGSize(width: imageSize.width + gap + text.width, height: max(imageSize.height, text.height))
        }
        return CGSize(width: max(imageSize.width, text.width), height: imageSize.height + gap + text.height)
    }

    /// The parts' frames with the group placed in `rect` by `horizontal` (resolved: no leading
    /// or trailing) and `vertical`.
    func frames(
        in rect: CGRect, horizontal: UIControl.ContentHorizontalAlignment,
        vertical: UIControl.ContentVerticalAlignment
    ) -> Frames {
        let group = groupFrame(in: rect, horizontal: horizontal, vertical: vertical)
        let text = textSize
        var image = CGRect(origin: .zero, size: imageSize)
        var textOrigin = CGPoint.zero
        switch placement {
        case .trailing:
            image.origin = CGPoint(x: text.width + gap, y: (group.height - imageSize.height) / 2)
            textOrigin = CGPoint(x: 0, y: (group.height - text.height) / 2)
        case .top:
            image.origin = CGPoint(x: (group.width - imageSize.width) / 2, y: 0)
            textOrigin = CGPoint(x: (group.width - text.width) / 2, y: imageSize.height + gap)
        case .bottom:
            image.origin = CGPoint(x: (group.width - imageSize.width) / 2, y: text.height + gap)
            textOrigin = CGPoint(x: (group.width - text.width) / 2, y: 0)
        default:
            image.origin = CGPoint(x: 0, y: (group.height - imageSize.height) / 2)
            textOrigin = CGPoint(x: imageSize.width + gap, y: (group.height - text.height) / 2)
        }
        let subtitleTop = titleSize.height + (titleSize != .zero && subtitleSize != .zero ? titlePadding : 0)
        let title = CGRect(
            origin: CGPoint(x: textOrigin.x + lineOffset(titleSize.width, in: text.width), y: textOrigin.y),
            size: titleSize)
        let subtitle = CGRect(
            origin: CGPoint(
                x: textOrigin.x + lineOffset(subtitleSize.width, in: text.width), y: textOrigin.y + subtitleTop),
            size: subtitleSize)
        return Frames(
            image: image.offsetBy(dx: group.minX, dy: group.minY),
            title: title.offsetBy(dx: group.minX, dy: group.minY),
            subtitle: subtitle.offsetBy(dx: group.minX, dy: group.minY))
    }

    private func groupFrame(
        in rect: CGRect, horizontal: UIControl.ContentHorizontalAlignment,
        vertical: UIControl.ContentVerticalAlignment
    ) -> CGRect {
        let size = contentSize
        let x: CGFloat =
            switch horizontal {
            case .left, .leading, .fill: rect.minX
            case .right, .trailing: rect.maxX - size.width
            case .center: rect.minX + (rect.width - size.width) / 2
            }
        let y: CGFloat =
            switch vertical {
            case .top, .fill: rect.minY
            case .bottom: rect.maxY - size.height
            case .center: rect.minY + (rect.height - size.height) / 2
            }
        return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }

    /// How far a line `width` wide starts into text `textWidth` wide.
    private func lineOffset(_ width: CGFloat, in textWidth: CGFloat) -> CGFloat {
        let alignment: UIButton.Configuration.TitleAlignment =
            switch titleAlignment {
            case .automatic: placement == .leading ? .leading : placement == .trailing ? .trailing : .center
            default: titleAlignment
            }
        switch alignment {
        case .leading, .automatic: return 0
        case .center: return (textWidth - width) / 2
        case .trailing: return textWidth - width
        }
    }
}
