import Foundation

extension UIButton {
    /// What a button shows and how (iOS 15): title, subtitle and image placed inside
    /// `contentInsets`, over a background whose colours come from the style the configuration was
    /// made with (`plain()`, `tinted()`, `gray()`, `filled()` and their `bordered…` twins), the
    /// button's tint and state.
    ///
    /// A button draws `updated(for:)` of its configuration, so the colours follow highlighting,
    /// disabling and selection; `baseForegroundColor` and `baseBackgroundColor` replace the style's
    /// colours before that, an explicit `background.backgroundColor` after it.
    public struct Configuration {
        /// The size class of a button: its text sizes and default content insets.
        public enum Size: Int, Sendable {
            case medium = 0
            case small = 1
            case mini = 2
            case large = 3
        }

        /// How round the background's corners are.
        public enum CornerStyle: Int, Sendable {
            /// `background.cornerRadius` as it is.
            case fixed = -1
            /// The radius that suits `buttonSize`.
            case dynamic = 0
            case small = 1
            case medium = 2
            case large = 3
            /// Half the button's height.
            case capsule = 4
        }

        /// How the title and subtitle lines align with each other.
        public enum TitleAlignment: Int, Sendable {
            /// Leading beside a leading image, trailing beside a trailing one, else centred.
            case automatic = 0
            case leading = 1
            case center = 2
            case trailing = 3
        }

        /// The look the configuration was made with, which decides its colours.
        enum Style: Sendable {
            case plain
            case tinted
            case gray
            case filled
        }

        let style: Style
        private var contentInsetsStorage: NSDirectionalEdgeInsets?
        /// The button state `updated(for:)` took in; nil (the normal state) until then.
        var appliedState: UIControl.State?
        /// The button tint `updated(for:)` took in.
        var appliedTint: UIColor?

        /// The background: its colour (nil: the style's), corner radius (with `cornerStyle`
        /// `.fixed`) and outline.
        public var background = UIBackgroundConfiguration()
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium
        /// The colour of the title, subtitle and template images before the state adjusts it;
        /// nil: the style's (the tint, or white on a filled background).
        public var baseForegroundColor: UIColor?
        /// The background colour before the state adjusts it; nil: the style's.
        public var baseBackgroundColor: UIColor?
        public var image: UIImage?
        /// Shows a spinning activity indicator in the image's place.
        public var showsActivityIndicator = false
        /// The title with its own attributes; setting `title` replaces it with plain text.
        public var attributedTitle: AttributedString?
        /// Rewrites the title's attributes (font and colour included) before it is drawn.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The second line with its own attributes; setting `subtitle` replaces it with plain text.
        public var attributedSubtitle: AttributedString?
        /// Rewrites the subtitle's attributes before it is drawn.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Where the image sits relative to the text: `.leading`, `.trailing`, `.top` or `.bottom`.
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// The space between the image and the text.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment = TitleAlignment.automatic
        /// Whether a selected button shows a stronger look (plain becomes tinted, tinted and gray
        /// become filled).
        public var automaticallyUpdateForSelection = true

        init(style: Style) {
            self.style = style
        }

        /// Text-coloured content on a clear background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// Tint-coloured content on a faint tint background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// Tint-coloured content on a light grey background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// White content on a tint background.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The same as `plain()` on this platform.
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// The same as `gray()` on this platform.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// The same as `tinted()` on this platform.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// The same as `filled()` on this platform.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// The title as plain text.
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }

        /// The second line as plain text.
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }

        /// The distance from the button's edges to its content; by default the size's
        /// (7, 12, 7, 12 for `.medium`).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { contentInsetsStorage ?? buttonSize.defaultContentInsets }
            set { contentInsetsStorage = newValue }
        }

        /// Goes back to the default content insets of `buttonSize`.
        public mutating func setDefaultContentInsets() {
            contentInsetsStorage = nil
        }

        /// A copy that draws as the configuration does for `button` now: in its state (highlighted,
        /// disabled, selected) and with its tint.
        @preconcurrency @MainActor
        public func updated(for button: UIButton) -> Configuration {
            var copy = self
            copy.appliedState = button.state
            copy.appliedTint = button.tintColor
            return copy
        }
    }
}

extension UIButton.Configuration.Size {
    /// The content insets a configuration of this size starts with.
    var defaultContentInsets: NSDirectionalEdgeInsets {
        switch self {
        case .mini: NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The title's point size: iOS's text styles for the size (caption, subheadline, body).
    var titleFontSize: CGFloat {
        switch self {
        case .mini: 12
        case .small: 15
        case .medium, .large: 17
        }
    }

    /// The subtitle's point size.
    var subtitleFontSize: CGFloat {
        switch self {
        case .mini: 11
        case .small: 12
        case .medium, .large: 15
        }
    }

    /// The corner style `.dynamic` stands for.
    var dynamicCornerStyle: UIButton.Configuration.CornerStyle {
        switch self {
        case .mini, .small: .small
        case .medium: .medium
        case .large: .large
        }
    }
}
