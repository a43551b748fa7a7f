/// Shows one bar button item on a bar — its title, image or system glyph — in its tint colour
/// (the item's, else the bar's), dimmed while pressed or disabled, on a rounded grey fill while
/// the item `isSelected` (as iOS 15 and later draw it), and performs the item's action on touch up
/// inside. An item with a menu and no action opens the menu when tapped; one with both opens it
/// when held. Items with a custom view or that are spaces are not shown through it.
@MainActor
final class BarButtonItemView: BarItemControl {
    let item: UIBarButtonItem
    private let label = UILabel()
    private let imageView = UIImageView(frame: .zero)
    /// The rounded fill behind a selected item; it reaches a little past the view's bounds.
    private let selectionView = UIView()
    /// Opens the menu of an item that also has an action.
    private var menuPressRecognizer: UILongPressGestureRecognizer?

    /// The bar's look for buttons of the item's style, under the item's own text attributes.
    var appearance: UIBarButtonItemAppearance? {
        didSet { if appearance !== oldValue { update() } }
    }

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        label.textAlignment = .center
        selectionView.isUserInteractionEnabled = false
        selectionView.layer.cornerRadius = BarButtonItemView.selectionCornerRadius
        selectionView.backgroundColor = BarColors.selectedItemFill
        addSubview(selectionView)
        addSubview(imageView)
        addSubview(label)
        addTarget(self, action: BarButtonItemView.tapped, for: .touchUpInside)
        update()
    }

    /// How far the selection fill reaches past the content, and its corners.
    static let selectionOutset = CGSize(width: 6, height: 5)
    static let selectionCornerRadius: CGFloat = 8
    /// How long the item must be held to open its menu when it has an action too.
    static let menuPressDuration: TimeInterval = 0.5

    required init?(coder: NSCoder) {
        return nil
    }

    /// A tap toggles the selection of an item that changes it, then opens the menu of an item
    /// without an action, else performs the action.
    private func tapped() {
        if item.changesSelectionAsPrimaryAction { item.isSelected.toggle() }
        if item.menu != nil, !item.hasAction {
            presentMenu()
        } else {
            item.performAction()
        }
    }

    /// Opens the item's menu under the item.
    func presentMenu() {
        guard let menu = item.menu, window != nil else { return }
        MenuPopup.show(menu, from: self) { [weak item] action in action.perform(sender: item) }
    }

    /// An item with both a menu and an action opens the menu when held.
    private func updateMenuPress() {
        let opensWhenHeld = item.menu != nil && item.hasAction
        if opensWhenHeld, menuPressRecognizer == nil {
            let recognizer = UILongPressGestureRecognizer { [weak self] recognizer in
                if recognizer.state == .began { self?.presentMenu() }
            }
            recognizer.minimumPressDuration = Self.menuPressDuration
            addGestureRecognizer(recognizer)
            menuPressRecognizer = recognizer
        }
        menuPressRecognizer?.isEnabled = opensWhenHeld
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

    /// The bar's look for the current state.
    private var stateAppearance: UIBarButtonItemStateAppearance? {
        appearance?.stateAppearance(for: state)
    }

    /// The title attributes: the appearance's for the normal state, then for the current one, then
    /// the item's own for the normal state, then for the current one.
    private var titleAttributes: [NSAttributedString.Key: Any] {
        var attributes = appearance?.normal.titleTextAttributes ?? [:]
        if let stateAppearance { attributes.merge(stateAppearance.titleTextAttributes) { $1 } }
        if let own = item.titleTextAttributes(for: .normal) { attributes.merge(own) { $1 } }
        if state != .normal, let own = item.titleTextAttributes(for: state) { attributes.merge(own) { $1 } }
        return attributes
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
        selectionView.isHidden = !item.isSelected
        updateMenuPress()
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
        let adjustment = stateAppearance?.titlePositionAdjustment ?? .zero
        label.frame = content.offsetBy(dx: adjustment.horizontal, dy: adjustment.vertical)
        imageView.frame = content.inset(by: item.imageInsets)
        let outset = Self.selectionOutset
        selectionView.frame = content.insetBy(dx: -outset.width, dy: -outset.height)
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
