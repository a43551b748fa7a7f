/// A token in a search field: an icon and a text standing for a filter the user picked. Kept by
/// `UISearchTextField.tokens`; tokens are not drawn yet.
@preconcurrency @MainActor
open class UISearchToken: NSObject {
    /// The token's icon.
    public let icon: UIImage?
    /// The token's text.
    public let text: String
    /// What the app says the token stands for.
    open var representedObject: Any?

    /// A token showing `icon` and `text`.
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }
}
