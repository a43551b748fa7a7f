import Foundation

/// The content of a list row, header or footer: an image, a text and a secondary text, styled
/// and placed as iOS 17 places them in each kind of list row (see the factory methods in
/// `UIListContentConfiguration+Styles.swift`). A cell shows one in a `UIListContentView`.
///
/// `updated(for:)` changes the colours the state decides (disabled text is grey, a selected
/// sidebar row's text white) unless the app set them itself.
///
/// Copies share one storage until one of them changes (`ListContentFields`): on its way from the
/// data source to the labels a cell's configuration is copied half a dozen times, and each copy
/// of the fields themselves retains twenty objects and strings.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    private var storage: ListContentStorage

    init(style: ListContentStyle) {
        storage = ListContentStorage(ListContentFields(style: style))
    }

    /// The fields, copied out of a shared storage before they change.
    private var fields: ListContentFields {
        get { storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = ListContentStorage(storage.fields) }
            yield &storage.fields
        }
    }

    /// The kind of row the configuration was made for, which decides its defaults.
    var style: ListContentStyle { storage.fields.style }

    /// The state colours last applied: a colour still equal to them was not customised, so the
    /// next state's replaces it.
    var stateColors: ListContentColors {
        get { storage.fields.stateColors }
        set { fields.stateColors = newValue }
    }

    public var image: UIImage? {
        get { storage.fields.image }
        set { fields.image = newValue }
    }

    public var imageProperties: ImageProperties {
        get { storage.fields.imageProperties }
        set { fields.imageProperties = newValue }
    }

    /// The primary text; setting it replaces `attributedText`.
    public var text: String? {
        get { storage.fields.attributedText?.string ?? storage.fields.plainText }
        set {
            fields.plainText = newValue
            fields.attributedText = nil
        }
    }

    /// The primary text with its own attributes; it wins over `text`, and setting either replaces
    /// the other.
    public var attributedText: NSAttributedString? {
        get { storage.fields.attributedText }
        set {
            fields.attributedText = newValue
            if newValue != nil { fields.plainText = nil }
        }
    }

    public var textProperties: TextProperties {
        get { storage.fields.textProperties }
        set { fields.textProperties = newValue }
    }

    /// The secondary text; setting it replaces `secondaryAttributedText`.
    public var secondaryText: String? {
        get { storage.fields.secondaryAttributedText?.string ?? storage.fields.plainSecondaryText }
        set {
            fields.plainSecondaryText = newValue
            fields.secondaryAttributedText = nil
        }
    }

    /// The secondary text with its own attributes; it wins over `secondaryText`, and setting
    /// either replaces the other.
    public var secondaryAttributedText: NSAttributedString? {
        get { storage.fields.secondaryAttributedText }
        set {
            fields.secondaryAttributedText = newValue
            if newValue != nil { fields.plainSecondaryText = nil }
        }
    }

    public var secondaryTextProperties: TextProperties {
        get { storage.fields.secondaryTextProperties }
        set { fields.secondaryTextProperties = newValue }
    }

    /// The space around the content; along `axesPreservingSuperviewLayoutMargins` the content view
    /// keeps at least its superview's margins (a cell's), so rows line up with the list.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { storage.fields.directionalLayoutMargins }
        set { fields.directionalLayoutMargins = newValue }
    }

    public var axesPreservingSuperviewLayoutMargins: UIAxis {
        get { storage.fields.axesPreservingSuperviewLayoutMargins }
        set { fields.axesPreservingSuperviewLayoutMargins = newValue }
    }

    /// Whether the secondary text sits beside the text (trailing-aligned) when both fit on one
    /// line; otherwise it goes below.
    public var prefersSideBySideTextAndSecondaryText: Bool {
        get { storage.fields.prefersSideBySideTextAndSecondaryText }
        set { fields.prefersSideBySideTextAndSecondaryText = newValue }
    }

    public var imageToTextPadding: CGFloat {
        get { storage.fields.imageToTextPadding }
        set { fields.imageToTextPadding = newValue }
    }

    public var textToSecondaryTextHorizontalPadding: CGFloat {
        get { storage.fields.textToSecondaryTextHorizontalPadding }
        set { fields.textToSecondaryTextHorizontalPadding = newValue }
    }

    public var textToSecondaryTextVerticalPadding: CGFloat {
        get { storage.fields.textToSecondaryTextVerticalPadding }
        set { fields.textToSecondaryTextVerticalPadding = newValue }
    }

    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration in `state`: the text, secondary text and image tint colours the style
    /// gives that state, where they are still the style's. The same configuration when the state
    /// gives the colours it has.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        let colors = style.colors(for: ListContentState(state))
        guard colors != stateColors else { return self }
        var copy = self
        if UIColor.same(textProperties.color, stateColors.text) { copy.textProperties.color = colors.text }
        if UIColor.same(secondaryTextProperties.color, stateColors.secondaryText) {
            copy.secondaryTextProperties.color = colors.secondaryText
        }
        if UIColor.same(imageProperties.tintColor, stateColors.imageTint) {
            copy.imageProperties.tintColor = colors.imageTint
        }
        copy.stateColors = colors
        return copy
    }

    public static func == (lhs: UIListContentConfiguration, rhs: UIListContentConfiguration) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.hasFields(equalTo: rhs.storage)
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }
}

/// The storage list content configurations share until one of them changes.
final class ListContentStorage {
    var fields: ListContentFields

    init(_ fields: ListContentFields) {
        self.fields = fields
    }

    /// Whether `other` holds equal fields: `ListContentFields.==` field by field, each read in
    /// place (comparing `fields` whole copies both first, twenty retains and releases each), the
    /// texts first, as they are what differs from one row to the next.
    func hasFields(equalTo other: ListContentStorage) -> Bool {
        fields.plainText == other.fields.plainText && fields.plainSecondaryText == other.fields.plainSecondaryText
            && fields.attributedText == other.fields.attributedText
            && fields.secondaryAttributedText == other.fields.secondaryAttributedText
            && fields.style == other.fields.style && fields.textProperties == other.fields.textProperties
            && fields.secondaryTextProperties == other.fields.secondaryTextProperties
            && fields.image == other.fields.image && fields.imageProperties == other.fields.imageProperties
            && fields.stateColors == other.fields.stateColors
            && fields.directionalLayoutMargins == other.fields.directionalLayoutMargins
            && fields.axesPreservingSuperviewLayoutMargins == other.fields.axesPreservingSuperviewLayoutMargins
            && fields.prefersSideBySideTextAndSecondaryText == other.fields.prefersSideBySideTextAndSecondaryText
            && fields.imageToTextPadding == other.fields.imageToTextPadding
            && fields.textToSecondaryTextHorizontalPadding == other.fields.textToSecondaryTextHorizontalPadding
            && fields.textToSecondaryTextVerticalPadding == other.fields.textToSecondaryTextVerticalPadding
    }
}

/// What a list content configuration holds.
struct ListContentFields: Hashable {
    let style: ListContentStyle
    var stateColors: ListContentColors
    var image: UIImage?
    var imageProperties: UIListContentConfiguration.ImageProperties
    var plainText: String?
    var attributedText: NSAttributedString?
    var textProperties: UIListContentConfiguration.TextProperties
    var plainSecondaryText: String?
    var secondaryAttributedText: NSAttributedString?
    var secondaryTextProperties: UIListContentConfiguration.TextProperties
    var directionalLayoutMargins: NSDirectionalEdgeInsets
    var axesPreservingSuperviewLayoutMargins: UIAxis
    var prefersSideBySideTextAndSecondaryText: Bool
    var imageToTextPadding: CGFloat
    var textToSecondaryTextHorizontalPadding: CGFloat
    var textToSecondaryTextVerticalPadding: CGFloat

    /// The style's defaults.
    init(style: ListContentStyle) {
        self.style = style
        stateColors = style.colors(for: ListContentState())
        imageProperties = .init(tintColor: stateColors.imageTint)
        textProperties = .init(font: style.textFont, color: stateColors.text, sidebar: style.isSidebar)
        secondaryTextProperties = .init(
            font: style.secondaryTextFont, color: stateColors.secondaryText, sidebar: style.isSidebar)
        textProperties.transform = style.textTransform
        directionalLayoutMargins = style.layoutMargins
        axesPreservingSuperviewLayoutMargins = style.preservesHorizontalMargins ? .horizontal : []
        prefersSideBySideTextAndSecondaryText = style == .valueCell
        imageToTextPadding = style.isSidebar ? ListMetrics.sidebarImageToTextPadding : ListMetrics.imageToTextPadding
        textToSecondaryTextHorizontalPadding = ListMetrics.textToSecondaryTextHorizontalPadding
        textToSecondaryTextVerticalPadding = style.isSubtitle ? 0 : ListMetrics.textToSecondaryTextVerticalPadding
    }
}
