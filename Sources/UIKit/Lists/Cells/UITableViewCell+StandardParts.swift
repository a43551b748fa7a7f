import Foundation

/// The legacy labels and image view: made on first use in the content view, styled for the cell
/// style as iOS 17 styles them (`UITableConstants_IOS`'s `defaultTextLabelFontForCellStyle:`,
/// `defaultDetailTextFontForCellStyle:`, `defaultDetailTextColorForCellStyle:…`), placed by
/// `TableCellLegacyLayout`.
extension UITableViewCell: ListItemStandardParts {
    func legacyTextLabel() -> UILabel? {
        guard contentConfigurationStorage == nil else { return nil }
        if let label = textLabelStorage { return label }
        let label = UILabel()
        switch style {
        case .value2:
            label.font = .systemFont(ofSize: 13)
            label.textColor = tintColor
            label.textAlignment = .right
        default:
            label.font = .systemFont(ofSize: 17)
        }
        textLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    func legacyDetailTextLabel() -> UILabel? {
        guard contentConfigurationStorage == nil, style != .default else { return nil }
        if let label = detailTextLabelStorage { return label }
        let label = UILabel()
        switch style {
        case .value1:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .value2:
            label.font = .systemFont(ofSize: 13)
        default:
            label.font = .systemFont(ofSize: 12)
        }
        detailTextLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    func legacyImageView() -> UIImageView? {
        guard contentConfigurationStorage == nil, style != .value2 else { return nil }
        if let view = imageViewStorage { return view }
        let view = UIImageView(frame: .zero)
        imageViewStorage = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// The layout of the standard parts that show something now.
    var legacyLayout: TableCellLegacyLayout {
        let image = imageViewStorage.flatMap { $0.isHidden ? nil : $0.image }
        return TableCellLegacyLayout(
            style: style, margins: contentView.layoutMargins, imageSize: image?.size ?? .zero,
            text: showingText(textLabelStorage), detail: showingText(detailTextLabelStorage))
    }

    private func showingText(_ label: UILabel?) -> UILabel? {
        guard let label, !label.isHidden, !(label.text ?? "").isEmpty else { return nil }
        return label
    }

    func layOutStandardParts() {
        guard contentConfigurationStorage == nil else { return }
        let layout = legacyLayout
        let frames = layout.frames(in: contentView.bounds.size)
        imageViewStorage?.frame = frames.image
        textLabelStorage?.frame = frames.text
        detailTextLabelStorage?.frame = frames.detail
    }

    /// The content height the standard parts need in a content view `contentWidth` wide; without
    /// parts that show something, 0, or a 44-point row when `minimum`.
    func standardPartsHeight(contentWidth: CGFloat, minimum: Bool) -> CGFloat {
        guard contentConfigurationStorage == nil else { return 0 }
        let layout = legacyLayout
        if layout.isEmpty { return minimum ? ListMetrics.minimumCellHeight : 0 }
        return layout.height(width: contentWidth)
    }

    /// Legacy labels and image show the highlight while the cell shows selection.
    func highlightStandardParts(_ highlighted: Bool) {
        textLabelStorage?.isHighlighted = highlighted
        detailTextLabelStorage?.isHighlighted = highlighted
        imageViewStorage?.isHighlighted = highlighted
    }
}
