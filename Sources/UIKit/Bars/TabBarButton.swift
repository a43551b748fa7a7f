/// One item's place in a tab bar, in iOS's stacked layout: the image centred 19.5 points from the
/// top (fitted into 30 × 30 points; a 25-point glyph starts 7 points down), the title below it
/// with its baseline 6 points above the bottom, and the badge centred on the image's top-right
/// corner.
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
    /// The opacity of a disabled item's colours.
    static let disabledAlpha: CGFloat = 0.5

    let item: UITabBarItem
    private let badge = TabBarBadgeView()

    /// The colour of the item while it is not selected.
    var unselectedColor = UIColor.gray {
        didSet { setNeedsDisplay() }
    }

    /// The bar's look for items in the stacked layout, under the item's own attributes.
    var itemAppearance: UITabBarItemAppearance? {
        didSet { if itemAppearance !== oldValue { itemDidChange() } }
    }

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

    /// Where an image of `size` goes: fitted into 30 × 30 points, centred (its corner on a whole
    /// pixel), then moved by the item's image insets.
    private func imageFrame(for size: CGSize) -> CGRect {
        var size = size
        if size.width > Self.maximumImageSide || size.height > Self.maximumImageSide {
            let scale = min(Self.maximumImageSide / size.width, Self.maximumImageSide / size.height)
            size = CGSize(width: size.width * scale, height: size.height * scale)
        }
        let scale = max(1, contentScaleFactor)
        func pixel(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let frame = CGRect(
            x: pixel(bounds.midX - size.width / 2), y: pixel(bounds.minY + Self.imageCentreY - size.height / 2),
            width: size.width, height: size.height)
        return frame.inset(by: item.imageInsets)
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
        var textAttributes = titleAttributes
        if textAttributes[.font] == nil { textAttributes[.font] = Self.titleFont }
        // A selected title takes a colour only from the selected state's attributes, else the tint.
        let ownColor =
            isSelected
            ? item.titleTextAttributes(for: .selected)?[.foregroundColor]
                ?? stateAppearance?.titleTextAttributes[.foregroundColor]
            : textAttributes[.foregroundColor]
        textAttributes[.foregroundColor] = ownColor ?? color
        let width = title.size(withAttributes: textAttributes).width
        let adjustment = item.titlePositionAdjustment
        let baseline = CGPoint(
            x: bounds.midX - width / 2 + adjustment.horizontal,
            y: bounds.maxY - Self.titleBaselineInset + adjustment.vertical)
        title.draw(with: CGRect(origin: baseline, size: .zero), options: [], attributes: textAttributes, context: nil)
    }
}
