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
        show(
            configuration.attributedText, configuration.text, configuration.textProperties, in: textLabel,
            shown: &shownText)
        show(
            configuration.secondaryAttributedText, configuration.secondaryText,
            configuration.secondaryTextProperties, in: secondaryTextLabel, shown: &shownSecondaryText)
        showImage()
        if !partGuides.isEmpty { removeGuidesOfHiddenParts() }
        contentMetricsDidChange()
    }

    /// Puts a text with its properties in `label` unless that is what it shows already (`shown`,
    /// which then becomes it).
    private func show(
        _ attributed: NSAttributedString?, _ plain: String?, _ properties: UIListContentConfiguration.TextProperties,
        in label: UILabel, shown: inout ListContentText?
    ) {
        let text = ListContentText(attributed, plain, properties)
        label.isHidden = text.isEmpty
        if label.numberOfLines != properties.numberOfLines { label.numberOfLines = properties.numberOfLines }
        if label.adjustsFontSizeToFitWidth != properties.adjustsFontSizeToFitWidth {
            label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        }
        if label.minimumScaleFactor != properties.minimumScaleFactor {
            label.minimumScaleFactor = properties.minimumScaleFactor
        }
        label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
        guard text != shown else { return }
        let wasAttributed = shown?.attributed != nil
        shown = text
        // Built again only when what it is drawn from changed: every attributed string
        // swift-corelibs-foundation makes keeps its attributes for good.
        if text.attributed != nil { label.text = nil }
        // The very font object, even when an equal one is shown (a new label's default system font):
        // next time the two are the same object and compare at once.
        if label.font !== properties.font { label.font = properties.font }
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
            if wasAttributed || label.text != shownString { label.text = shownString }
        }
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

/// What a list content view's label shows, to tell whether it changed; an object, so that keeping
/// and comparing it copies nothing.
final class ListContentText: Equatable {
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

    static func == (lhs: ListContentText, rhs: ListContentText) -> Bool {
        lhs.plain == rhs.plain && lhs.attributed == rhs.attributed && lhs.properties == rhs.properties
    }
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
