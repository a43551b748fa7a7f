import Foundation

/// Showing a configuration: the text and secondary text in two labels, the image in an image view.
extension UIListContentView {
    func setUp() {
        isOpaque = false
        insetsLayoutMarginsFromSafeArea = false
        imageView.contentMode = .scaleAspectFit
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        showConfiguration()
    }

    func configurationDidChange(from old: UIListContentConfiguration) {
        guard listConfiguration != old else { return }
        showConfiguration()
    }

    /// Something the layout depends on changed: measure and lay out again.
    func contentMetricsDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func showConfiguration() {
        let configuration = listConfiguration
        shownText = show(
            ListContentText(configuration.attributedText, configuration.text, configuration.textProperties),
            in: textLabel, replacing: shownText)
        shownSecondaryText = show(
            ListContentText(
                configuration.secondaryAttributedText, configuration.secondaryText,
                configuration.secondaryTextProperties),
            in: secondaryTextLabel, replacing: shownSecondaryText)
        showImage()
        if !partGuides.isEmpty { removeGuidesOfHiddenParts() }
        contentMetricsDidChange()
    }

    /// Puts `text` in `label` unless that is what it shows already; returns what it shows.
    private func show(_ text: ListContentText, in label: UILabel, replacing shown: ListContentText?)
        -> ListContentText
    {
        let properties = text.properties
        label.isHidden = text.isEmpty
        if label.numberOfLines != properties.numberOfLines { label.numberOfLines = properties.numberOfLines }
        if label.adjustsFontSizeToFitWidth != properties.adjustsFontSizeToFitWidth {
            label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        }
        if label.minimumScaleFactor != properties.minimumScaleFactor {
            label.minimumScaleFactor = properties.minimumScaleFactor
        }
        label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
        guard text != shown else { return text }
        // Built again only when what it is drawn from changed: every attributed string
        // swift-corelibs-foundation makes keeps its attributes for good.
        if text.attributed != nil { label.text = nil }
        if !UIFont.same(label.font, properties.font) { label.font = properties.font }
        let color = properties.resolvedColor()
        if !UIColor.same(label.textColor, color) { label.textColor = color }
        let alignment = properties.alignment.labelAlignment
        if label.textAlignment != alignment { label.textAlignment = alignment }
        if label.lineBreakMode != properties.lineBreakMode { label.lineBreakMode = properties.lineBreakMode }
        if let attributed = text.attributed {
            label.attributedText =
                properties.transform == .none ? attributed : attributed.transformed(properties.transform)
        } else {
            let shownString = text.plain.map(properties.transform.apply)
            if shown?.attributed != nil || label.text != shownString { label.text = shownString }
        }
        return text
    }

    /// Shows the image with its tint and corners.
    func showImage() {
        let properties = listConfiguration.imageProperties
        let image = listConfiguration.image
        if imageView.image !== image { imageView.image = image }
        imageView.isHidden = image == nil
        let tint =
            properties.tintColor == nil && properties.tintColorTransformer == nil
            ? nil : properties.resolvedTintColor(for: tintColor)
        if imageView.tintColorStorage != tint { imageView.tintColor = tint }
        imageView.layer.cornerRadius = properties.cornerRadius
        imageView.clipsToBounds = properties.cornerRadius > 0
    }
}

/// What a list content view's label shows, to tell whether it changed.
struct ListContentText: Equatable {
    let attributed: NSAttributedString?
    let plain: String?
    let properties: UIListContentConfiguration.TextProperties

    init(
        _ attributed: NSAttributedString?, _ plain: String?, _ properties: UIListContentConfiguration.TextProperties
    ) {
        self.attributed = attributed
        self.plain = attributed == nil ? plain : nil
        self.properties = properties
    }

    var isEmpty: Bool { (attributed?.length ?? 0) == 0 && (plain ?? "").isEmpty }
}

extension NSAttributedString {
    /// The string with each run's text changed by `transform`, keeping the run's attributes.
    func transformed(_ transform: UIListContentConfiguration.TextProperties.TextTransform) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, _ in
            let run = (string as NSString).substring(with: range)
            result.append(NSAttributedString(string: transform.apply(to: run), attributes: attributes))
        }
        return result
    }
}
