/// The region a text view's text lays out in: TextKit 1's container, as apps configure it. Its
/// width follows the text view's (less the insets) while `widthTracksTextView` is set; the view
/// lays its text out again when a property changes.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The text view whose text lays out here.
    weak var textView: UITextView?

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() {
        self.init(size: .zero)
    }

    /// The container's size; its width is the view's while `widthTracksTextView` is set.
    open var size: CGSize {
        didSet { changed() }
    }

    /// The room kept clear at the start and end of each line; 5 points by default.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { changed() }
    }

    /// The most lines shown; 0 (the default) for no limit.
    open var maximumNumberOfLines = 0 {
        didSet { changed() }
    }

    /// How lines break and the last one is cut; by words by default.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { changed() }
    }

    /// Areas lines flow around, in the container's coordinates: each line goes in the widest room
    /// their bounding rectangles leave across its height.
    open var exclusionPaths: [UIBezierPath] = [] {
        didSet { changed() }
    }

    /// Whether the width follows the text view's; true for a text view's container.
    open var widthTracksTextView = true {
        didSet { changed() }
    }

    /// Whether the height follows the text view's; false by default.
    open var heightTracksTextView = false

    /// The layout manager of the view whose text lays out here.
    open var layoutManager: NSLayoutManager? { textView?.layoutManager }

    private func changed() {
        textView?.containerDidChange()
    }
}
