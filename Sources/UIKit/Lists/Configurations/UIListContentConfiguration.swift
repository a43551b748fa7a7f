import Foundation

/// The content of a list row, header or footer: an image, a text and a secondary text, styled
/// and placed as iOS 17 places them in each kind of list row (see the factory methods in
/// `UIListContentConfiguration+Styles.swift`). A cell shows one in a `UIListContentView`.
///
/// `updated(for:)` changes the colours the state decides (disabled text is grey, a selected
/// sidebar row's text white) unless the app set them itself.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The kind of row the configuration was made for, which decides its defaults.
    let style: ListContentStyle
    /// The state colours last applied: a colour still equal to them was not customised, so the
    /// next state's replaces it.
    var stateColors: ListContentColors

    public var image: UIImage?
    public var imageProperties: ImageProperties
    private var plainText: String?
    /// The primary text with its own attributes; it wins over `text`, and setting either replaces
    /// the other.
    public var attributedText: NSAttributedString? {
        didSet { if attributedText != nil { plainText = nil } }
    }
    public var textProperties: TextProperties
    private var plainSecondaryText: String?
    /// The secondary text with its own attributes; it wins over `secondaryText`, and setting
    /// either replaces the other.
    public var secondaryAttributedText: NSAttributedString? {
        didSet { if secondaryAttributedText != nil { plainSecondaryText = nil } }
    }
    public var secondaryTextProperties: TextProperties
    /// The space around the content; along `axesPreservingSuperviewLayoutMargins` the content view
    /// keeps at least its superview's margins (a cell's), so rows line up with the list.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var axesPreservingSuperviewLayoutMargins: UIAxis
    /// Whether the secondary text sits beside the text (trailing-aligned) when both fit on one
    /// line; otherwise it goes below.
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var imageToTextPadding: CGFloat
    public var textToSecondaryTextHorizontalPadding: CGFloat
    public var textToSecondaryTextVerticalPadding: CGFloat

    init(style: ListContentStyle) {
        self.style = style
        stateColors = style.colors(for: ListContentState())
        imageProperties = ImageProperties(tintColor: stateColors.imageTint)
        textProperties = TextProperties(font: style.textFont, color: stateColors.text, sidebar: style.isSidebar)
        secondaryTextProperties = TextProperties(
            font: style.secondaryTextFont, color: stateColors.secondaryText, sidebar: style.isSidebar)
        textProperties.transform = style.textTransform
        directionalLayoutMargins = style.layoutMargins
        axesPreservingSuperviewLayoutMargins = style.preservesHorizontalMargins ? .horizontal : []
        prefersSideBySideTextAndSecondaryText = style == .valueCell
        imageToTextPadding = style.isSidebar ? ListMetrics.sidebarImageToTextPadding : ListMetrics.imageToTextPadding
        textToSecondaryTextHorizontalPadding = ListMetrics.textToSecondaryTextHorizontalPadding
        textToSecondaryTextVerticalPadding = style.isSubtitle ? 0 : ListMetrics.textToSecondaryTextVerticalPadding
    }

    /// The primary text; setting it replaces `attributedText`.
    public var text: String? {
        get { attributedText?.string ?? plainText }
        set {
            plainText = newValue
            attributedText = nil
        }
    }

    /// The secondary text; setting it replaces `secondaryAttributedText`.
    public var secondaryText: String? {
        get { secondaryAttributedText?.string ?? plainSecondaryText }
        set {
            plainSecondaryText = newValue
            secondaryAttributedText = nil
        }
    }

    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration in `state`: the text, secondary text and image tint colours the style
    /// gives that state, where they are still the style's.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        var copy = self
        let colors = style.colors(for: ListContentState(state))
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
}
