import Foundation

/// A view showing a `UIListContentConfiguration`: its image, text and secondary text laid out as
/// iOS 17 lays out list rows, headers and footers (see `ListContentLayout`). A cell makes one as
/// its content view; it can also be used on its own, sized by Auto Layout (its height follows its
/// width) or by `sizeThatFits(_:)`.
///
/// Along the configuration's `axesPreservingSuperviewLayoutMargins` the content keeps at least
/// the margins of the superview (a cell's, which follow the table's) where they reach into the
/// view, so list rows line up whatever their configurations say.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// The configuration shown, as a list configuration.
    var listConfiguration: UIListContentConfiguration {
        didSet { configurationDidChange(from: oldValue) }
    }
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    let imageView = UIImageView(frame: .zero)
    /// What each label shows was drawn from, so labels are restyled only when it changes.
    var shownText: ListContentText?
    var shownSecondaryText: ListContentText?
    /// The superview margins reaching into this view, when the superview says them itself (a
    /// cell, which knows where its accessories go before it lays out); nil works them out from
    /// the frames.
    var superviewMarginsReachingIn: UIEdgeInsets? {
        didSet { if superviewMarginsReachingIn != oldValue { contentMetricsDidChange() } }
    }
    /// The layout guides made for the parts, by part.
    var partGuides: [ObjectIdentifier: UILayoutGuide] = [:]

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        setUp()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        setUp()
    }

    /// The configuration shown; setting one that is not a `UIListContentConfiguration` stops the
    /// program, as on iOS.
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let configuration = newValue as? UIListContentConfiguration else {
                preconditionAlways(
                    false, "UIListContentView: \(type(of: newValue)) is not a UIListContentConfiguration")
                return
            }
            listConfiguration = configuration
        }
    }

    /// Whether the view can show `configuration`: only list content configurations.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// A guide following the text, nil without text.
    public var textLayoutGuide: UILayoutGuide? { layoutGuide(for: textLabel) }

    /// A guide following the secondary text, nil without secondary text.
    public var secondaryTextLayoutGuide: UILayoutGuide? { layoutGuide(for: secondaryTextLabel) }

    /// A guide following the image, nil without an image.
    public var imageLayoutGuide: UILayoutGuide? { layoutGuide(for: imageView) }

    // MARK: - Layout and sizing (the work is in UIListContentView+Layout.swift)

    /// Places the image, text and secondary text; the view's layout margins become the ones the
    /// content uses (the configuration's, widened by the superview's).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContent()
    }

    /// The width the content takes on unbounded lines, and the height it needs at that width;
    /// when constraints place the view, at its current width (measured again when it changes).
    open override var intrinsicContentSize: CGSize {
        let layout = contentLayout()
        let constrained = autoLayout.liveEngine != nil && !translatesAutoresizingMaskIntoConstraints
        let width = constrained && bounds.width > 0 ? bounds.width : layout.naturalWidth
        return CGSize(width: layout.naturalWidth, height: layout.height(width: width))
    }

    /// `size.width` (the content's natural width when 0) and the height the content needs there.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(CGSize(width: size.width, height: 0), widthIsFixed: size.width > 0, heightIsFixed: false)
    }

    /// The content's natural size, the target's width or height where the priority is required:
    /// the height follows a required width, as a table asks for a row's height.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(
            targetSize, widthIsFixed: horizontalFittingPriority >= .required,
            heightIsFixed: verticalFittingPriority >= .required)
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, widthIsFixed: false, heightIsFixed: false)
    }

    override func boundsSizeChanged(from oldSize: CGSize) {
        guard oldSize.width != bounds.width, autoLayout.liveEngine != nil, !translatesAutoresizingMaskIntoConstraints
        else { return }
        invalidateIntrinsicContentSize()
    }

    /// Template images follow the tint through the configuration's tint transformer.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        showImage()
    }
}
