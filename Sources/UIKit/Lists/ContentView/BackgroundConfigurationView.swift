import QuartzCore

/// Draws a `UIBackgroundConfiguration` behind a cell's or header/footer view's content: a fill
/// inset by the configuration's insets (from the superview's layout margins on the edges it
/// names), with its corners rounded, holding the custom view and the image, under the outline.
/// Everything is layer properties, so nothing is drawn by hand and colour changes animate.
@MainActor
final class BackgroundConfigurationView: UIView {
    var configuration: UIBackgroundConfiguration {
        didSet { if configuration != oldValue { configurationDidChange(from: oldValue) } }
    }
    private let fill = UIView(frame: .zero)
    private let outline = UIView(frame: .zero)
    private var imageView: UIImageView?

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        fill.clipsToBounds = true
        addSubview(fill)
        addSubview(outline)
        configurationDidChange(from: nil)
    }

    required init?(coder: NSCoder) { nil }

    private func configurationDidChange(from old: UIBackgroundConfiguration?) {
        if old?.customView !== configuration.customView {
            if let previous = old?.customView, previous.superview === fill { previous.removeFromSuperview() }
            if let custom = configuration.customView { fill.insertSubview(custom, at: 0) }
        }
        if let image = configuration.image {
            let view = imageView ?? UIImageView(frame: .zero)
            if imageView == nil {
                fill.addSubview(view)
                imageView = view
            }
            view.image = image
            view.contentMode = configuration.imageContentMode
        } else {
            imageView?.removeFromSuperview()
            imageView = nil
        }
        fill.layer.cornerRadius = configuration.cornerRadius
        showColors()
        setNeedsLayout()
    }

    /// The fill and outline colours, resolved against the tint.
    private func showColors() {
        let tint: UIColor = tintColor
        fill.backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        outline.layer.borderWidth = configuration.strokeWidth
        outline.layer.borderColor =
            configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tint).cgColor : nil
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        showColors()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let background = bounds.inset(by: backgroundInsets)
        fill.frame = background
        configuration.customView?.frame = fill.bounds
        imageView?.frame = fill.bounds
        let outset = configuration.strokeOutset
        outline.frame = background.insetBy(dx: -outset, dy: -outset)
        outline.layer.cornerRadius = max(0, configuration.cornerRadius + outset)
    }

    /// The configuration's insets, measured from the superview's layout margins on the edges the
    /// configuration names.
    private var backgroundInsets: UIEdgeInsets {
        var insets = UIEdgeInsets(configuration.backgroundInsets)
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        guard !edges.isEmpty, let margins = superview?.layoutMargins else { return insets }
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.leading) { insets.left += margins.left }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.trailing) { insets.right += margins.right }
        return insets
    }
}
