/// A view a collection view places from its layout and reuses: supplementary views (headers,
/// footers), decoration views, and cells (`UICollectionViewCell`).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    var reuseIdentifierStorage: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How the collection view makes a registered class's views: a required initializer, so a
    /// class value can make its subclasses' views, calling their `init(frame:)`. Apps do not call it.
    public required convenience init(registeredWithIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifierStorage = identifier
    }

    /// The identifier the collection view reuses the view under.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Called before the view is handed out again; subclasses reset what they showed.
    open func prepareForReuse() {}

    /// Takes what the layout says beyond the frame (subclasses of the attributes add properties).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The layout is about to change.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view prefers for `layoutAttributes`: for self-sizing, the frame's size
    /// fitted to the view's constraints along the axes the layout leaves free. Unchanged by default
    /// here; cells fit themselves.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        layoutAttributes
    }
}
