import Foundation

/// Placing a cell's parts: the backgrounds fill it; the editing control sits at the leading
/// margin and the accessories end at the trailing margin, 8 points apart, centred vertically; the
/// content view spans what is left (moved over by the editing control and the indentation), with
/// its margins following the cell's (8 points before an accessory, as iOS 17 pads content there);
/// the separator runs along the bottom from the text's leading edge.
extension UITableViewCell {
    func layOutCell() {
        let bounds = self.bounds
        for view in [
            systemBackgroundView, backgroundView, defaultSelectedBackgroundView, selectedBackgroundView,
            multipleSelectionBackgroundView,
        ] as [UIView?] {
            view?.frame = bounds
        }
        if let control = accessoryParts.shownEditingControl {
            let size = TableCellGlyph.delete.size
            control.frame = CGRect(
                origin: pixelAligned(CGPoint(x: layoutMargins.left, y: (bounds.height - size.height) / 2)), size: size)
        }
        var trailing = bounds.maxX - layoutMargins.right
        for view in accessoryParts.shownTrailing {
            let size = accessorySize(of: view)
            view.frame = CGRect(
                origin: pixelAligned(CGPoint(x: trailing - size.width, y: (bounds.height - size.height) / 2)),
                size: size)
            trailing = view.frame.minX - ListMetrics.interAccessoryPadding
        }
        let leading = contentLeadingOffset
        let end = accessoryParts.shownTrailing.last?.frame.minX ?? bounds.maxX
        let contentFrame = CGRect(x: leading, y: 0, width: max(0, end - leading), height: bounds.height)
        if contentView.frame != contentFrame {
            contentView.frame = contentFrame
            contentView.setNeedsLayout()
        }
        layOutStandardParts()
        layOutSeparator()
    }

    /// Where the content view starts: after the editing control (when the content moves over for
    /// it) and the indentation.
    var contentLeadingOffset: CGFloat {
        var offset = CGFloat(indentationLevel) * indentationWidth
        if accessoryParts.shownEditingControl != nil, shouldIndentWhileEditing, tableIndentsWhileEditing {
            offset += layoutMargins.left + TableCellGlyph.delete.size.width
        }
        return offset
    }

    /// An accessory's size: its frame's, else (a view not sized yet) its intrinsic size.
    private func accessorySize(of view: UIView) -> CGSize {
        if view.bounds.size != .zero { return view.bounds.size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }

    /// The content view's margins: the cell's, 8 points at the trailing edge before an accessory.
    /// A legacy content view takes them as its layout margins; a list content view is told the
    /// margins reaching into it, which it keeps along its configuration's preserved axes.
    func updateContentViewMargins() {
        let hasAccessory = !accessoryParts.shownTrailing.isEmpty
        let margins = layoutMargins
        if let list = contentView as? UIListContentView {
            list.superviewMarginsReachingIn = UIEdgeInsets(
                top: margins.top, left: margins.left - contentLeadingOffset, bottom: margins.bottom,
                right: hasAccessory ? 0 : margins.right)
        } else if contentView is ListItemContentView {
            contentView.layoutMargins = UIEdgeInsets(
                top: margins.top, left: margins.left, bottom: margins.bottom,
                right: hasAccessory ? ListMetrics.contentTrailingPadding : margins.right)
        }
        setNeedsLayout()
    }

    /// The row height the cell needs at `width`: its content view's fitting height at the width
    /// the accessories and editing control leave it, and at least its accessories' heights.
    func fittingHeight(width: CGFloat) -> CGFloat {
        updateContentViewMargins()
        var contentWidth = width - contentLeadingOffset
        var accessoriesHeight: CGFloat = 0
        let trailing = accessoryParts.shownTrailing
        for view in trailing {
            let size = accessorySize(of: view)
            contentWidth -= size.width
            accessoriesHeight = max(accessoriesHeight, size.height)
        }
        if !trailing.isEmpty {
            contentWidth -= layoutMargins.right + ListMetrics.interAccessoryPadding * CGFloat(trailing.count - 1)
        }
        let content = contentView.systemLayoutSizeFitting(
            CGSize(width: max(0, contentWidth), height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return max(content.height, accessoriesHeight)
    }

    /// The separator along the bottom edge, one pixel high, inset by `separatorInset` (edge to edge
    /// when the table says so).
    private func layOutSeparator() {
        guard let color = separatorColor else {
            separatorView.isHidden = true
            return
        }
        separatorView.isHidden = false
        if separatorView.backgroundColor !== color { separatorView.backgroundColor = color }
        let scale = max(1, contentScaleFactor)
        let height = 1 / scale
        let inset = separatorSpansWidth ? .zero : separatorInset
        let (left, right) = (inset.left, inset.right)
        separatorView.frame = CGRect(
            x: left, y: bounds.height - height, width: max(0, bounds.width - left - right), height: height)
        if subviews.last !== separatorView { bringSubviewToFront(separatorView) }
    }

    /// Where the text starts in the cell: the legacy text label's or the list content's text
    /// leading edge, else the content view's leading margin.
    var separatorLeading: CGFloat {
        let content = contentView
        if let list = content as? UIListContentView, let text = list.textLeading {
            return content.frame.minX + text
        }
        if let label = textLabelStorage, label.frame.width > 0 {
            return content.frame.minX + label.frame.minX
        }
        return content.frame.minX + content.layoutMargins.left
    }
}
