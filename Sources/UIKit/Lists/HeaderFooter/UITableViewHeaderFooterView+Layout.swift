import Foundation

/// The legacy labels and the layout: the content view fills the view; the labels, styled for the
/// view's place (the fonts, colours and margins of its default content configuration; headers
/// above grouped sections 32 points below the top of the table), sit at the bottom of a header
/// and the top of a footer, laid out as a list content view lays its text out.
extension UITableViewHeaderFooterView: ListItemStandardParts {
    func setUp() {
        layoutMargins = UIEdgeInsets(
            top: 0, left: ListMetrics.horizontalMargin, bottom: 0, right: ListMetrics.horizontalMargin)
        addSubview(systemBackgroundView)
        addSubview(contentViewStorage)
        updateContentViewMargins()
        showBackground()
    }

    func legacyLabel(detail: Bool) -> UILabel? {
        guard contentConfigurationStorage == nil else { return nil }
        if let label = detail ? detailTextLabelStorage : textLabelStorage { return label }
        let label = UILabel()
        label.numberOfLines = 0
        label.font = detail ? contentStyle.secondaryTextFont : contentStyle.textFont
        label.textColor = .secondaryLabel
        if detail { detailTextLabelStorage = label } else { textLabelStorage = label }
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The table moved the view to another place: labels still in the old place's font take the
    /// new one's; the default background follows.
    func placementDidChange(from old: (style: ListStyle, isFooter: Bool)) {
        let oldStyle = ListContentStyle.headerFooter(in: old.style, isFooter: old.isFooter)
        if let label = textLabelStorage, label.font == oldStyle.textFont { label.font = contentStyle.textFont }
        if let label = detailTextLabelStorage, label.font == oldStyle.secondaryTextFont {
            label.font = contentStyle.secondaryTextFont
        }
        updateContentViewMargins()
        setNeedsUpdateConfiguration()
    }

    /// The margins of the legacy labels: the place's above and below, at least the view's own at
    /// the sides. A list content view is told the view's margins instead.
    func updateContentViewMargins() {
        if let list = contentView as? UIListContentView {
            list.superviewMarginsReachingIn = layoutMargins
        } else if contentView is ListItemContentView {
            var margins = UIEdgeInsets(contentStyle.layoutMargins)
            if contentStyle == .groupedHeader, isInFirstSection {
                margins.top = ListMetrics.groupedFirstHeaderTopMargin
            }
            margins.left = max(margins.left, layoutMargins.left)
            margins.right = max(margins.right, layoutMargins.right)
            contentView.layoutMargins = margins
        }
        setNeedsLayout()
    }

    func layOutHeaderFooter() {
        for view in [systemBackgroundView, backgroundView] as [UIView?] { view?.frame = bounds }
        if contentView.frame != bounds {
            contentView.frame = bounds
            contentView.setNeedsLayout()
        }
        guard contentConfigurationStorage == nil else { return }
        let frames = legacyLayout.frames(in: contentView.bounds.size)
        textLabelStorage?.frame = frames.text
        detailTextLabelStorage?.frame = frames.secondaryText
    }

    /// The legacy labels as a list content layout: stacked, 3 points apart. A grouped header's
    /// title is put in capitals first, as iOS 13 to 16 did to the label's text.
    private var legacyLayout: ListContentLayout {
        if contentStyle.textTransform == .uppercase, let label = textLabelStorage, let text = label.text,
            text != text.uppercased()
        {
            label.text = text.uppercased()
        }
        var layout = ListContentLayout()
        layout.margins = contentView.layoutMargins
        layout.text = measured(textLabelStorage)
        layout.secondaryText = measured(detailTextLabelStorage)
        layout.verticalPadding = ListMetrics.textToSecondaryTextVerticalPadding
        layout.placement = isFooter ? .top : .bottom
        return layout
    }

    private func measured(_ label: UILabel?) -> ListContentLayout.Text? {
        guard let label, !label.isHidden, !(label.text ?? "").isEmpty else { return nil }
        return ListContentLayout.Text(
            measure: { width in label.sizeThatFits(CGSize(width: width, height: 0)) }, ascender: label.font.ascender)
    }

    func standardPartsHeight(contentWidth: CGFloat, minimum: Bool) -> CGFloat {
        guard contentConfigurationStorage == nil else { return 0 }
        let layout = legacyLayout
        guard layout.text != nil || layout.secondaryText != nil else { return 0 }
        return layout.height(width: contentWidth)
    }

    /// The height the content needs at `width`: the content view's fitting height.
    func fittingHeight(width: CGFloat) -> CGFloat {
        updateContentViewMargins()
        return contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}
