/// What a navigation bar shows for one top item: the back button (unless hidden or replaced by
/// left items), the left items, the title or title view, and the right items, laid out in the
/// bar's metrics. The bar keeps two and takes turns, so a push or pop can cross-fade them.
///
/// Layout, left to right: the back button 8 points from the edge, then the left items (16 points
/// from the edge when there is no back button), 8 points apart; the right items from 16 points
/// before the right edge leftwards, the first rightmost; the title centred in the bar, or moved
/// and truncated to stay clear of the items. The back button shows the back item's title when it
/// leaves the centred title room, else "Back".
@MainActor
final class NavigationBarContentView: UIView {
    /// The item shown; nil shows nothing.
    private(set) var item: UINavigationItem?
    private var backItem: UINavigationItem?
    private weak var bar: UINavigationBar?
    private var backButton: BackButtonView?
    private var leftSlots: [BarButtonSlot] = []
    private var rightSlots: [BarButtonSlot] = []
    private let titleLabel = UILabel()
    private var shownTitleView: UIView?
    /// The bar's effective appearance, which styles the title and the buttons.
    private var appearance: UINavigationBarAppearance?

    /// The inline title's opacity: a large title hides it until it has nearly collapsed.
    var titleAlpha: CGFloat = 1 {
        didSet {
            titleLabel.alpha = titleAlpha
            shownTitleView?.alpha = titleAlpha
        }
    }

    init(bar: UINavigationBar) {
        self.bar = bar
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
    }

    required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Building

    /// Shows `item` (nil: nothing), with a back button titled after `backItem` when there is one.
    func show(_ item: UINavigationItem?, backItem: UINavigationItem?) {
        self.item = item
        self.backItem = backItem
        reload()
    }

    /// Builds the subviews again from the item, the back item and the bar's settings.
    func reload() {
        stopObserving()
        for view in subviews { view.removeFromSuperview() }
        backButton = nil
        leftSlots = []
        rightSlots = []
        shownTitleView = nil
        guard let item else { return }
        backButton = makeBackButton(for: item)
        leftSlots = (item.leftBarButtonItems ?? []).map(BarButtonSlot.init)
        rightSlots = (item.rightBarButtonItems ?? []).map(BarButtonSlot.init)
        if !item.leftItemsSupplementBackButton && !leftSlots.isEmpty { backButton = nil }
        if let backButton { addSubview(backButton) }
        for slot in leftSlots + rightSlots { addSubview(slot.view) }
        shownTitleView = item.titleView
        if let titleView = shownTitleView {
            titleView.alpha = titleAlpha
            addSubview(titleView)
        } else {
            configureTitleLabel(for: item)
            addSubview(titleLabel)
        }
        for slot in leftSlots + rightSlots {
            slot.observe(ObjectIdentifier(self), BarItemChangeHandler { [weak self] _ in self?.barButtonItemChanged() })
        }
        applyButtonAppearances()
        setNeedsLayout()
    }

    /// Shows `appearance`: the title's attributes, the buttons' looks, the back indicator.
    func apply(_ appearance: UINavigationBarAppearance) {
        self.appearance = appearance
        if let item, shownTitleView == nil { configureTitleLabel(for: item) }
        backButton?.indicatorImage = appearance.backIndicatorImage ?? bar?.backIndicatorImage
        applyButtonAppearances()
        setNeedsLayout()
    }

    private func applyButtonAppearances() {
        for slot in leftSlots + rightSlots {
            guard let view = slot.view as? BarButtonItemView else { continue }
            view.appearance = appearance?.buttonAppearance(for: slot.item.style)
        }
    }

    /// Stops following the bar button items shown.
    private func stopObserving() {
        for slot in leftSlots + rightSlots { slot.observe(ObjectIdentifier(self), nil) }
    }

    private func makeBackButton(for item: UINavigationItem) -> BackButtonView? {
        guard backItem != nil, !item.hidesBackButton else { return nil }
        let button = BackButtonView(frame: .zero)
        button.indicatorImage = appearance?.backIndicatorImage ?? bar?.backIndicatorImage
        button.addTarget(self, action: NavigationBarContentView.backButtonTapped, for: .touchUpInside)
        return button
    }

    private func backButtonTapped() {
        bar?.backButtonTapped()
    }

    /// A shown bar button item changed: a change of custom view rebuilds, anything else updates
    /// its view in place (so a press in progress goes on).
    private func barButtonItemChanged() {
        let slots = leftSlots + rightSlots
        guard slots.allSatisfy(\.isCurrent) else { return reload() }
        for slot in slots { (slot.view as? BarButtonItemView)?.update() }
        setNeedsLayout()
    }

    private func configureTitleLabel(for item: UINavigationItem) {
        let dark = (bar?.barStyle ?? .default) != .default
        titleLabel.font = NavigationBarMetrics.titleFont
        titleLabel.textColor = dark ? BarColors.darkTitle : BarColors.title
        titleLabel.alpha = titleAlpha
        let title = item.title ?? ""
        if let attributes = appearance?.titleTextAttributes ?? bar?.titleTextAttributes, !attributes.isEmpty {
            titleLabel.attributedText = NSAttributedString(string: title, attributes: attributes)
        } else {
            titleLabel.text = title
        }
    }

    // MARK: - Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        guard item != nil else { return }
        let titleWidth = titleSize.width
        var leftLimit = NavigationBarMetrics.edgeMargin
        if let backButton {
            let room =
                (bounds.width - titleWidth) / 2 - NavigationBarMetrics.itemSpacing
                - NavigationBarMetrics.backButtonLeading
            backButton.title = backTitle(fittingWidth: room, of: backButton)
            backButton.frame = CGRect(
                x: NavigationBarMetrics.backButtonLeading, y: 0, width: backButton.width(showing: backButton.title),
                height: bounds.height)
            leftLimit = backButton.frame.maxX + NavigationBarMetrics.itemSpacing
        }
        for slot in leftSlots {
            let size = slot.size(in: bounds.size)
            slot.view.frame = centredVertically(x: leftLimit, size: size)
            leftLimit += size.width + NavigationBarMetrics.itemSpacing
        }
        var rightLimit = bounds.width - NavigationBarMetrics.edgeMargin
        for slot in rightSlots {
            let size = slot.size(in: bounds.size)
            slot.view.frame = centredVertically(x: rightLimit - size.width, size: size)
            rightLimit -= size.width + NavigationBarMetrics.itemSpacing
        }
        placeTitle(between: leftLimit, and: rightLimit)
    }

    /// The back button's title: the back item's (its back bar button item's title, its back
    /// button title, its title, else "Back") when the button fits in `width`, else "Back"; always
    /// "Back" in `.generic` mode and nothing in `.minimal` mode.
    private func backTitle(fittingWidth width: CGFloat, of button: BackButtonView) -> String {
        guard let backItem else { return "" }
        let generic = "Back"
        switch backItem.backButtonDisplayMode {
        case .minimal: return ""
        case .generic: return generic
        case .default:
            let title = backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title ?? generic
            return button.width(showing: title) <= width ? title : generic
        }
    }

    private func centredVertically(x: CGFloat, size: CGSize) -> CGRect {
        CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }

    private var titleSize: CGSize {
        if let shownTitleView { return BarButtonSlot.ownSize(of: shownTitleView, maximumHeight: bounds.height) }
        return CGSize(width: titleLabel.intrinsicContentSize.width, height: bounds.height)
    }

    /// Centres the title in the bar, else as close to the centre as the items leave room for,
    /// narrowed to the room between `left` and `right`.
    private func placeTitle(between left: CGFloat, and right: CGFloat) {
        let size = titleSize
        let width = max(0, min(size.width, right - left))
        let x = min(max((bounds.width - size.width) / 2, left), right - width)
        let adjustment = appearance?.titlePositionAdjustment ?? .zero
        let frame = centredVertically(x: x.rounded(), size: CGSize(width: width, height: size.height))
            .offsetBy(dx: adjustment.horizontal, dy: adjustment.vertical)
        if let shownTitleView {
            shownTitleView.frame = frame
        } else {
            titleLabel.frame = frame
        }
    }
}
