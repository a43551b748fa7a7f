/// A link or tagged text in a text view that a click acts on (iOS 17): the delegate's
/// `textView(_:primaryActionFor:defaultAction:)` says what a click does, and
/// `textView(_:menuConfigurationFor:defaultMenu:)` what menu a secondary click shows.
@preconcurrency @MainActor
open class UITextItem: NSObject {
    /// What the item is.
    public enum Content {
        /// A link (a `.link` attribute, or a web address found by data detection).
        case link(URL)
        /// Text with a `.textItemTag` attribute: the app's own kind of item.
        case tag(String)
    }

    /// The kinds of item, as `contentType` tells them.
    public enum ContentType: Int, Sendable {
        case link = 0
        case textAttachment = 1
        case tag = 2
    }

    public let content: Content
    /// Where the item is in the text view's text.
    public let range: NSRange

    init(content: Content, range: NSRange) {
        self.content = content
        self.range = range
        super.init()
    }

    open var contentType: ContentType {
        switch content {
        case .link: .link
        case .tag: .tag
        }
    }

    open var link: URL? {
        if case .link(let url) = content { return url }
        return nil
    }

    open var tagIdentifier: String? {
        if case .tag(let tag) = content { return tag }
        return nil
    }

    /// The menu a text item shows, and its preview (a desktop's popup menu shows none).
    @preconcurrency @MainActor
    open class MenuConfiguration: NSObject {
        /// What preview shows beside the menu.
        public enum Preview {
            case `default`
            case view(UIView)
        }

        public let preview: Preview?
        public let menu: UIMenu

        public init(preview: Preview? = .default, menu: UIMenu) {
            self.preview = preview
            self.menu = menu
            super.init()
        }
    }
}

extension NSAttributedString.Key {
    /// A `String`: the text is a `UITextItem` with this tag, which a click on it reports to the
    /// text view's delegate.
    public static let textItemTag = NSAttributedString.Key("UITextItemTagAttributeName")
}
