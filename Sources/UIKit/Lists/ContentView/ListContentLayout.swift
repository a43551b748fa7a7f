import Foundation

/// Where a list content view's image, text and secondary text go, from the configuration's
/// margins and paddings and what the parts measure. Sizing and layout both use it, so they agree.
///
/// The image sits at the leading margin, centred in the room it reserves; the text starts after
/// it and `imageToTextPadding`. The secondary text goes beside the text, trailing-aligned and
/// on the text's first baseline, when the configuration prefers that and both fit on one line;
/// else below it. The image and the text block are centred on each other, and that content is
/// centred between the top and bottom margins of a row (at least `minimumHeight` tall), put at
/// the bottom of a header and the top of a footer.
struct ListContentLayout {
    /// Where the content goes when the view is taller than it needs.
    enum Placement {
        case top
        case center
        case bottom
    }

    /// A text part: its size when wrapped at a width (`.greatestFiniteMagnitude` for one line as
    /// long as it is), and its first line's ascender.
    struct Text {
        let measure: (CGFloat) -> CGSize
        let ascender: CGFloat
    }

    struct Frames: Equatable {
        var image = CGRect.zero
        var text = CGRect.zero
        var secondaryText = CGRect.zero
    }

    var margins = UIEdgeInsets.zero
    /// The image's size as shown; zero without an image.
    var imageSize = CGSize.zero
    /// The room the image takes (at least `imageSize`).
    var imageBox = CGSize.zero
    var text: Text?
    var secondaryText: Text?
    var imageToTextPadding: CGFloat = 0
    var horizontalPadding: CGFloat = 0
    var verticalPadding: CGFloat = 0
    var prefersSideBySide = false
    /// Whether the text frames span the text's whole width (centred or justified text).
    var fillsTextWidth = false
    var minimumHeight: CGFloat = 0
    var placement = Placement.center

    private var hasImage: Bool { imageSize != .zero }

    /// Where the text starts: past the margin and the image's box; it does not depend on the text.
    var textX: CGFloat {
        Self.textX(margin: margins.left, imageSize: imageSize, imageBox: imageBox, padding: imageToTextPadding)
    }

    /// Where the text starts, from the parts it depends on (for callers that need no more).
    static func textX(margin: CGFloat, imageSize: CGSize, imageBox: CGSize, padding: CGFloat) -> CGFloat {
        margin + (imageSize != .zero ? imageBox.width + padding : 0)
    }

    /// The text block: the parts' frames with the block's top at 0, and its size.
    private func textBlock(available: CGFloat) -> (text: CGRect, secondary: CGRect, size: CGSize) {
        let unbounded = CGFloat.greatestFiniteMagnitude
        if prefersSideBySide, let text, let secondaryText {
            let first = text.measure(unbounded)
            let second = secondaryText.measure(unbounded)
            if first.width + horizontalPadding + second.width <= available {
                let firstTop = max(0, secondaryText.ascender - text.ascender).rounded()
                let secondTop = max(0, text.ascender - secondaryText.ascender).rounded()
                let height = max(firstTop + first.height, secondTop + second.height)
                return (
                    CGRect(x: 0, y: firstTop, width: first.width, height: first.height),
                    CGRect(x: available - second.width, y: secondTop, width: second.width, height: second.height),
                    CGSize(width: first.width + horizontalPadding + second.width, height: height)
                )
            }
        }
        let first = fitted(text, in: available)
        let second = fitted(secondaryText, in: available)
        let gap = first != .zero && second != .zero ? verticalPadding : 0
        let width = fillsTextWidth ? available : max(first.width, second.width)
        return (
            CGRect(x: 0, y: 0, width: fillsTextWidth ? available : first.width, height: first.height),
            CGRect(
                x: 0, y: first.height + gap, width: fillsTextWidth ? available : second.width, height: second.height),
            CGSize(width: width, height: first.height + gap + second.height)
        )
    }

    private func fitted(_ text: Text?, in available: CGFloat) -> CGSize {
        guard let text else { return .zero }
        let size = text.measure(available)
        return CGSize(width: min(size.width, available), height: size.height)
    }

    /// The height of the content (image and text block) in a view `width` points wide.
    private func contentHeight(width: CGFloat) -> (CGFloat, (text: CGRect, secondary: CGRect, size: CGSize)) {
        let block = textBlock(available: max(0, width - margins.right - textX))
        return (max(block.size.height, hasImage ? imageBox.height : 0), block)
    }

    /// The height the content needs in a view `width` points wide, margins included.
    func height(width: CGFloat) -> CGFloat {
        max(minimumHeight, margins.top + contentHeight(width: width).0 + margins.bottom)
    }

    /// The width the content takes on unbounded lines, margins included.
    var naturalWidth: CGFloat {
        let block = textBlock(available: .greatestFiniteMagnitude)
        let text = text == nil && secondaryText == nil ? 0 : block.size.width
        let image = hasImage ? imageBox.width + (text > 0 ? imageToTextPadding : 0) : 0
        return margins.left + image + text + margins.right
    }

    /// The parts' frames in a view of `size`.
    func frames(in size: CGSize) -> Frames {
        let (content, block) = contentHeight(width: size.width)
        let top: CGFloat
        switch placement {
        case .top: top = margins.top
        case .center: top = margins.top + (size.height - margins.top - margins.bottom - content) / 2
        case .bottom: top = size.height - margins.bottom - content
        }
        var frames = Frames()
        if hasImage {
            frames.image = CGRect(
                origin: CGPoint(
                    x: margins.left + (imageBox.width - imageSize.width) / 2, y: top + (content - imageSize.height) / 2),
                size: imageSize)
        }
        let blockOrigin = CGPoint(x: textX, y: top + (content - block.size.height) / 2)
        if text != nil { frames.text = block.text.offsetBy(dx: blockOrigin.x, dy: blockOrigin.y) }
        if secondaryText != nil {
            frames.secondaryText = block.secondary.offsetBy(dx: blockOrigin.x, dy: blockOrigin.y)
        }
        return frames
    }
}
