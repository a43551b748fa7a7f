import Foundation

/// Measuring and placing a list content view's parts through `ListContentLayout`.
extension UIListContentView {
    /// The margins the content uses: the configuration's, at least the superview's reaching in
    /// along the preserved axes.
    var contentMargins: UIEdgeInsets {
        var margins = UIEdgeInsets(listConfiguration.directionalLayoutMargins)
        let axes = listConfiguration.axesPreservingSuperviewLayoutMargins
        guard !axes.isEmpty, let outer = superviewMarginsReachingIn ?? marginsReachingInFromSuperview else {
            return margins
        }
        if axes.contains(.horizontal) {
            margins.left = max(margins.left, outer.left)
            margins.right = max(margins.right, outer.right)
        }
        if axes.contains(.vertical) {
            margins.top = max(margins.top, outer.top)
            margins.bottom = max(margins.bottom, outer.bottom)
        }
        return margins
    }

    /// The superview's layout margins less the distance from its edges to this view's.
    private var marginsReachingInFromSuperview: UIEdgeInsets? {
        guard let superview else { return nil }
        let outer = superview.effectiveLayoutMargins
        let parent = superview.bounds
        return UIEdgeInsets(
            top: outer.top - (frame.minY - parent.minY), left: outer.left - (frame.minX - parent.minX),
            bottom: outer.bottom - (parent.maxY - frame.maxY), right: outer.right - (parent.maxX - frame.maxX))
    }

    /// The layout of the current configuration, its parts measured by the labels showing them.
    func contentLayout() -> ListContentLayout {
        let configuration = listConfiguration
        let style = configuration.style
        var layout = ListContentLayout()
        layout.margins = contentMargins
        layout.imageSize = displayedImageSize
        layout.imageBox = imageBox(around: layout.imageSize)
        layout.text = measuredText(textLabel)
        layout.secondaryText = measuredText(secondaryTextLabel)
        layout.imageToTextPadding = configuration.imageToTextPadding
        layout.horizontalPadding = configuration.textToSecondaryTextHorizontalPadding
        layout.verticalPadding = configuration.textToSecondaryTextVerticalPadding
        layout.prefersSideBySide = configuration.prefersSideBySideTextAndSecondaryText
        layout.fillsTextWidth = configuration.textProperties.alignment != .natural
        layout.minimumHeight = style.isCell ? ListMetrics.minimumCellHeight : 0
        layout.placement = style.isCell ? .center : style.isFooter ? .top : .bottom
        return layout
    }

    private func measuredText(_ label: UILabel) -> ListContentLayout.Text? {
        guard !label.isHidden else { return nil }
        return ListContentLayout.Text(
            measure: { width in label.sizeThatFits(CGSize(width: width, height: 0)) },
            ascender: label.font.ascender)
    }

    /// The image's size, shrunk (keeping its aspect ratio) to the configuration's maximum size.
    private var displayedImageSize: CGSize {
        guard let image = listConfiguration.image else { return .zero }
        let maximum = listConfiguration.imageProperties.maximumSize
        var scale: CGFloat = 1
        if maximum.width > 0, image.size.width > 0 { scale = min(scale, maximum.width / image.size.width) }
        if maximum.height > 0, image.size.height > 0 { scale = min(scale, maximum.height / image.size.height) }
        return CGSize(width: image.size.width * scale, height: image.size.height * scale)
    }

    /// The room the image takes: its size, or the reserved size where that is larger.
    private func imageBox(around size: CGSize) -> CGSize {
        guard size != .zero else { return .zero }
        let reserved = listConfiguration.imageProperties.reservedLayoutSize
        let standard = UIListContentConfiguration.ImageProperties.standardDimension
        let standardWidth =
            listConfiguration.style.isSidebar ? ListMetrics.sidebarStandardImageWidth : ListMetrics.standardImageWidth
        let width = reserved.width == standard ? standardWidth : reserved.width
        let height = reserved.height == standard ? ListMetrics.standardImageHeight : reserved.height
        return CGSize(width: max(size.width, width), height: max(size.height, height))
    }

    /// Where the text starts (before the view lays out, without measuring it), nil without text.
    var textLeading: CGFloat? {
        guard !textLabel.isHidden else { return nil }
        let imageSize = displayedImageSize
        return ListContentLayout.textX(
            margin: contentMargins.left, imageSize: imageSize, imageBox: imageBox(around: imageSize),
            padding: listConfiguration.imageToTextPadding)
    }

    func layOutContent() {
        let layout = contentLayout()
        if layoutMargins != layout.margins { layoutMargins = layout.margins }
        let frames = layout.frames(in: bounds.size)
        imageView.frame = aligned(frames.image)
        textLabel.frame = aligned(frames.text)
        secondaryTextLabel.frame = aligned(frames.secondaryText)
    }

    /// `frame` with its origin on the pixel grid.
    private func aligned(_ frame: CGRect) -> CGRect {
        CGRect(origin: pixelAligned(frame.origin), size: frame.size)
    }

    /// The size for a fitting request: the target's width or height where it is fixed, else the
    /// content's (its natural width; the height it needs at the width).
    func fittingSize(_ target: CGSize, widthIsFixed: Bool, heightIsFixed: Bool) -> CGSize {
        let layout = contentLayout()
        let width = widthIsFixed ? target.width : layout.naturalWidth
        let height = heightIsFixed ? target.height : layout.height(width: width)
        return CGSize(width: width, height: height)
    }
}
