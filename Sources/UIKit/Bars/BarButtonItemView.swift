/// Shows one bar button item on a bar — its title, image or system glyph — in its tint colour
/// (the item's, else the bar's), dimmed while pressed or disabled, and performs the item's action
/// on touch up inside. Items with a custom view or that are spaces are not shown through it.
@MainActor
final class BarButtonItemView: BarItemControl {
    let item: UIBarButtonItem
    private let label = UILabel()
    private let imageView = UIImageView(frame: .zero)

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        label.textAlignment = .center
        addSubview(imageView)
        addSubview(label)
        addTarget(self, action: BarButtonItemView.tapped, for: .touchUpInside)
        update()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private func tapped() {
        item.performAction()
    }

    /// The standard item drawn as a glyph, if the item is one.
    private var glyphItem: UIBarButtonItem.SystemItem? {
        guard let systemItem = item.systemItem, SystemItemGlyph.size(of: systemItem) != nil else { return nil }
        return systemItem
    }

    private var shownTitle: String? {
        item.systemItem?.title ?? item.title
    }

    private var shownImage: UIImage? {
        guard glyphItem == nil, shownTitle == nil, let image = item.image else { return nil }
        return image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate)
    }

    /// The item's title attributes for the current state, else for the normal state.
    private var titleAttributes: [NSAttributedString.Key: Any] {
        item.titleTextAttributes(for: state) ?? item.titleTextAttributes(for: .normal) ?? [:]
    }

    private var titleFont: UIFont {
        titleAttributes[.font] as? UIFont
            ?? (item.style == .done ? NavigationBarMetrics.doneItemFont : NavigationBarMetrics.itemFont)
    }

    /// The colour drawn now: the title colour or the tint, faded for the state.
    private var shownColor: UIColor {
        faded(titleAttributes[.foregroundColor] as? UIColor ?? tintColor ?? .systemBlue)
    }

    /// Shows the item as it is now.
    func update() {
        isEnabled = item.isEnabled
        isSelected = item.isSelected
        if tintColorStorage !== item.tintColor { tintColor = item.tintColor }
        let title = shownTitle
        label.isHidden = title == nil
        label.font = titleFont
        label.text = title
        imageView.image = shownImage
        imageView.isHidden = imageView.image == nil
        refreshColors()
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    override func refreshColors() {
        label.textColor = shownColor
        imageView.alpha = stateOpacity
        super.refreshColors()
    }

    // MARK: - Size and layout

    /// The content's size: the glyph, the image (no taller than the bar), or the widest of the
    /// title and the possible titles.
    private var contentSize: CGSize {
        if let glyphItem, let size = SystemItemGlyph.size(of: glyphItem) { return size }
        if let image = imageView.image {
            let scale = min(1, NavigationBarMetrics.height / max(image.size.height, 1))
            return CGSize(width: image.size.width * scale, height: image.size.height * scale)
        }
        guard let title = shownTitle else { return .zero }
        let attributes: [NSAttributedString.Key: Any] = [.font: titleFont]
        let titles = [title] + (item.possibleTitles ?? [])
        let width = titles.map { ceil(($0 as NSString).size(withAttributes: attributes).width) }.max() ?? 0
        return CGSize(width: width, height: ceil(titleFont.lineHeight))
    }

    /// The item's `width` when set, else its content's, and the bar's height.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: item.width > 0 ? item.width : contentSize.width, height: NavigationBarMetrics.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentRect
        label.frame = content
        imageView.frame = content.inset(by: item.imageInsets)
    }

    private var contentRect: CGRect {
        let size = contentSize
        return CGRect(
            x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
            width: size.width, height: size.height)
    }

    override func draw(_ rect: CGRect) {
        guard let glyphItem else { return }
        SystemItemGlyph.draw(glyphItem, at: contentRect.origin, color: shownColor)
    }
}
