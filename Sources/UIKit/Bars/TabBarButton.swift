/// One item's place in a tab bar. In iOS's stacked layout: the image centred 19.5 points from the
/// top (fitted into 30 × 30 points; a 25-point glyph starts 7 points down), the title below it
/// with its baseline 6 points above the bottom. In the inline layouts (a regular-width bar, or a
/// compact-height one): the image and the title beside it, 6 points apart, centred as a group
/// in the item's band. The badge is centred on the image's top-right corner.
///
/// The item's colour is the tint while the button `isSelected`, else the bar's unselected colour;
/// a disabled item draws at half opacity. Template images — and images whose rendering mode is
/// `.automatic`, as tab bars treat them — draw in that colour; others draw as they are. The
/// button is a control, so it tracks touches as buttons do; the bar selects its item on
/// `.touchUpInside`.
@MainActor
final class TabBarButton: UIControl {
    static let imageCentreY: CGFloat = 19.5
    static let maximumImageSide: CGFloat = 30
    static let titleBaselineInset: CGFloat = 6
    static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    /// The title's font beside the image, and the gap between them.
    static let inlineTitleFont = UIFont.systemFont(ofSize: 13, weight: .medium)
    static let inlineGap: CGFloat = 6
    /// The opacity of a disabled item's colours.
    static let disabledAlpha: CGFloat = 0.5

    let item: UITabBarItem
    private let badge = TabBarBadgeView()

    /// The colour of the item while it is not selected.
    var unselectedColor = UIColor.gray {
        didSet { setNeedsDisplay() }
    }

    /// The bar's look for items in the layout they have, under the item's own attributes.
    var itemAppearance: UITabBarItemAppearance? {
        didSet { if itemAppearance !== oldValue { itemDidChange() } }
    }

    /// The layout the bar gives its items.
    var layoutStyle = UITabBarItemAppearance.Style.stacked {
        didSet { if layoutStyle != oldValue { itemDidChange() } }
    }

    private var isInline: Bool { layoutStyle != .stacked }

    /// The bar's look for the item's state.
    private var stateAppearance: UITabBarItemStateAppearance? {
        switch itemState {
        case .disabled: itemAppearance?.disabled
        case .selected: itemAppearance?.selected
        default: itemAppearance?.normal
        }
    }

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
        addSubview(badge)
        itemDidChange()
    }

    required init?(coder: NSCoder) { nil }

    override var isSelected: Bool {
        didSet { if isSelected != oldValue { itemDidChange() } }
    }

    override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { itemDidChange() } }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// Shows the item as it is now.
    func itemDidChange() {
        if isEnabled != item.isEnabled { isEnabled = item.isEnabled }
        badge.isHidden = item.badgeValue == nil
        badge.text = item.badgeValue ?? ""
        badge.fillColor = item.badgeColor ?? stateAppearance?.badgeBackgroundColor ?? .systemRed
        badge.textAttributes = attributes(item.badgeTextAttributes(for:))
        setNeedsDisplay()
        setNeedsLayout()
    }

    /// The item's state in a tab bar: selected, disabled or normal.
    private var itemState: State {
        if !isEnabled { return .disabled }
        return isSelected ? .selected : .normal
    }

    /// The attributes `lookup` gives for `.normal`, overridden by those for the current state.
    private func attributes(_ lookup: (State) -> [NSAttributedString.Key: Any]?) -> [NSAttributedString.Key: Any] {
        let normal = lookup(.normal) ?? [:]
        guard itemState != .normal, let own = lookup(itemState) else { return normal }
        return normal.merging(own) { $1 }
    }

    /// The appearance's title attributes for the state, under the item's own.
    private var titleAttributes: [NSAttributedString.Key: Any] {
        var merged = itemAppearance?.normal.titleTextAttributes ?? [:]
        if let stateAppearance { merged.merge(stateAppearance.titleTextAttributes) { $1 } }
        return merged.merging(attributes(item.titleTextAttributes(for:))) { $1 }
    }

    /// The colour of the title and of template images.
    private var itemColor: UIColor {
        let color: UIColor = stateAppearance?.iconColor ?? (isSelected ? tintColor : unselectedColor)
        return isEnabled ? color : color.withAlphaComponent(color.cgColor.alpha * Self.disabledAlpha)
    }

    private var shownImage: UIImage? {
        isSelected ? item.selectedImage ?? item.image : item.image
    }

    /// An image of `size` fitted into 30 × 30 points.
    private func fitted(_ size: CGSize) -> CGSize {
        guard size.width > Self.maximumImageSide || size.height > Self.maximumImageSide else { return size }
        let scale = min(Self.maximumImageSide / size.width, Self.maximumImageSide / size.height)
        return CGSize(width: size.width * scale, height: size.height * scale)
    }

    /// Where an image of `size` goes: fitted, centred where the layout puts it (its corner on a
    /// whole pixel), then moved by the item's image insets.
    private func imageFrame(for size: CGSize) -> CGRect {
        let size = fitted(size)
        let scale = max(1, contentScaleFactor)
        func pixel(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let centre =
            isInline
            ? CGPoint(x: inlineStart + size.width / 2, y: bandMidY)
            : CGPoint(x: bounds.midX, y: bounds.minY + Self.imageCentreY)
        let frame = CGRect(
            x: pixel(centre.x - size.width / 2), y: pixel(centre.y - size.height / 2), width: size.width,
            height: size.height)
        return frame.inset(by: item.imageInsets)
    }

    /// The middle of the band the items sit in (the bar's top 49 points).
    private var bandMidY: CGFloat {
        bounds.minY + min(bounds.height, UITabBar.height) / 2
    }

    /// The image's size as drawn: the shown image's, else a glyph's.
    private var drawnImageSize: CGSize {
        fitted(shownImage?.size ?? CGSize(width: TabBarSystemGlyph.side, height: TabBarSystemGlyph.side))
    }

    /// The width of the title laid out in `attributes`, nothing without one.
    private func titleWidth(_ attributes: [NSAttributedString.Key: Any]) -> CGFloat {
        guard let title = item.title, !title.isEmpty else { return 0 }
        return title.size(withAttributes: attributes).width
    }

    /// The width of the inline image and title side by side.
    var inlineContentWidth: CGFloat {
        let title = titleWidth(shownTitleAttributes)
        return drawnImageSize.width + (title > 0 ? Self.inlineGap + title : 0)
    }

    /// Where the inline group starts, centred in the item.
    private var inlineStart: CGFloat {
        bounds.midX - inlineContentWidth / 2
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = TabBarSystemGlyph.side
        let image = imageFrame(for: shownImage?.size ?? CGSize(width: side, height: side))
        let size = badge.sizeThatFits(.zero)
        badge.frame = CGRect(
            x: image.maxX - size.width / 2, y: image.minY - size.height / 2, width: size.width, height: size.height)
    }

    override func draw(_ rect: CGRect) {
        let color = itemColor
        if let image = shownImage {
            let frame = imageFrame(for: image.size)
            if image.renderingMode != .alwaysOriginal, image.tintColor == nil {
                image.withTintColor(color).draw(in: frame)
            } else {
                image.draw(in: frame, blendMode: .normal, alpha: isEnabled ? 1 : Self.disabledAlpha)
            }
        }
        guard let title = item.title, !title.isEmpty else { return }
        let textAttributes = shownTitleAttributes
        let width = titleWidth(textAttributes)
        let adjustment = item.titlePositionAdjustment
        let origin: CGPoint
        if isInline {
            let font = textAttributes[.font] as? UIFont ?? Self.inlineTitleFont
            let x = inlineStart + drawnImageSize.width + Self.inlineGap
            origin = CGPoint(x: x + adjustment.horizontal, y: bandMidY + font.capHeight / 2 + adjustment.vertical)
        } else {
            origin = CGPoint(
                x: bounds.midX - width / 2 + adjustment.horizontal,
                y: bounds.maxY - Self.titleBaselineInset + adjustment.vertical)
        }
        title.draw(with: CGRect(origin: origin, size: .zero), options: [], attributes: textAttributes, context: nil)
    }

    /// The title's attributes as drawn: the layout's font unless one is given, and a colour —
    /// a selected title takes one only from the selected state's attributes, else the tint.
    private var shownTitleAttributes: [NSAttributedString.Key: Any] {
        var textAttributes = titleAttributes
        if textAttributes[.font] == nil { textAttributes[.font] = isInline ? Self.inlineTitleFont : Self.titleFont }
        let ownColor =
            isSelected
            ? item.titleTextAttributes(for: .selected)?[.foregroundColor]
                ?? stateAppearance?.titleTextAttributes[.foregroundColor]
            : textAttributes[.foregroundColor]
        textAttributes[.foregroundColor] = ownColor ?? itemColor
        return textAttributes
    }
}
