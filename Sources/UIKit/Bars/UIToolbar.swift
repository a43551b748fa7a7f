/// A bar of buttons along the bottom of a screen: `UIBarButtonItem`s left to right, flexible
/// spaces sharing the room left and fixed spaces of their width, 16 points in from each edge and
/// 8 points apart. A navigation controller shows one under its content, with the top
/// controller's `toolbarItems`.
///
/// The bar is 44 points tall, drawn from its effective appearance: `standardAppearance` (by
/// default a blur of what is behind it, tinted light grey, with a hairline along its top edge), or,
/// while a navigation controller's content is scrolled to its bottom edge, `scrollEdgeAppearance`
/// (by default the standard one with a transparent background). The legacy `barTintColor`,
/// `barStyle` and `isTranslucent` write through into `standardAppearance`.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    /// The toolbar's height.
    static let height: CGFloat = 44

    private var slots: [BarButtonSlot] = []
    private var itemStorage: [UIBarButtonItem]?
    let background = BarBackgroundView(shadowEdge: .top)
    private var standardAppearanceStorage = UIToolbarAppearance()
    private var compactAppearanceStorage: UIToolbarAppearance?
    private var scrollEdgeAppearanceStorage: UIToolbarAppearance?
    private var compactScrollEdgeAppearanceStorage: UIToolbarAppearance?
    private var legacyBackgroundImage: UIImage?
    private var legacyShadowImage: UIImage?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        addSubview(background)
        standardAppearanceStorage.changeHandlers[ObjectIdentifier(self)] = appearanceHandler
        updateBackground()
    }

    // MARK: - Items

    /// The items, left to right.
    open var items: [UIBarButtonItem]? {
        get { itemStorage }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items, cross-dissolving to the new ones when `animated` and on screen.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        guard animated, window != nil else {
            replaceItems(with: items)
            return
        }
        UIView.transition(with: self, duration: 0.25, options: .transitionCrossDissolve) {
            self.replaceItems(with: items)
            self.layoutIfNeeded()
        }
    }

    // MARK: - Appearance

    /// Told nothing of its own; answers where the bar sits.
    open weak var delegate: (any UIToolbarDelegate)?

    /// Where the bar sits: the delegate's answer, `.bottom` when it has none.
    open var barPosition: UIBarPosition {
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? .bottom : position
    }

    /// Light (`.default`) or dark (`.black`) background.
    open var barStyle = UIBarStyle.default {
        didSet { updateBackground() }
    }

    /// Whether the background lets what is below show through, blurred; true by default.
    open var isTranslucent = true {
        didSet { updateBackground() }
    }

    /// The background colour, replacing the style's; nil (the default) uses the style's.
    open var barTintColor: UIColor? {
        didSet { updateBackground() }
    }

    /// The appearance at the standard height while the content is scrolled (and always for a bar
    /// no navigation controller manages). Assigning copies it.
    open var standardAppearance: UIToolbarAppearance {
        get { standardAppearanceStorage }
        set {
            standardAppearanceStorage = adopt(newValue, replacing: standardAppearanceStorage)!
            updateAppearance()
        }
    }

    /// The appearance while the bar is compact; nil uses `standardAppearance`.
    open var compactAppearance: UIToolbarAppearance? {
        get { compactAppearanceStorage }
        set {
            compactAppearanceStorage = adopt(newValue, replacing: compactAppearanceStorage)
            updateAppearance()
        }
    }

    /// The appearance while the content above the bar is at its bottom edge; nil uses the standard
    /// appearance with a transparent background.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set {
            scrollEdgeAppearanceStorage = adopt(newValue, replacing: scrollEdgeAppearanceStorage)
            updateAppearance()
        }
    }

    /// The appearance of a compact bar at the content's bottom edge; nil uses `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { compactScrollEdgeAppearanceStorage }
        set {
            compactScrollEdgeAppearanceStorage = adopt(newValue, replacing: compactScrollEdgeAppearanceStorage)
            updateAppearance()
        }
    }

    /// Sets the image drawn as the background (written into `standardAppearance`).
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        legacyBackgroundImage = backgroundImage
        standardAppearance.backgroundImage = backgroundImage
    }

    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        legacyBackgroundImage
    }

    /// Sets the image drawn along the top edge instead of the hairline (written into
    /// `standardAppearance`).
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        legacyShadowImage = shadowImage
        standardAppearance.shadowImage = shadowImage
    }

    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        legacyShadowImage
    }

    /// Whether the content above the bar is at its bottom edge; the navigation controller sets it.
    var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue { updateAppearance() } }
    }

    // MARK: - Size and layout

    /// The width offered by the bar's height, 44 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        layOutItems()
    }

    // MARK: - Internals

    private func replaceItems(with items: [UIBarButtonItem]?) {
        let key = ObjectIdentifier(self)
        for slot in slots {
            slot.observe(key, nil)
            slot.view.removeFromSuperview()
        }
        itemStorage = items
        slots = (items ?? []).map(BarButtonSlot.init)
        for slot in slots {
            addSubview(slot.view)
            slot.observe(key, BarItemChangeHandler { [weak self] _ in self?.itemChanged() })
        }
        applyButtonAppearances()
        setNeedsLayout()
    }

    /// A shown item changed: a change of custom view rebuilds, anything else updates in place.
    private func itemChanged() {
        guard slots.allSatisfy(\.isCurrent) else { return replaceItems(with: itemStorage) }
        for slot in slots { (slot.view as? BarButtonItemView)?.update() }
        setNeedsLayout()
    }

    /// Left to right from 16 points in: items at their widths, 8 points apart (none beside a
    /// space), flexible spaces sharing what room is left.
    private func layOutItems() {
        let margin = NavigationBarMetrics.edgeMargin
        let spacing = NavigationBarMetrics.itemSpacing
        let sizes = slots.map { $0.size(in: bounds.size) }
        var gaps: CGFloat = 0
        for index in slots.indices.dropFirst() where !slots[index].isSpace && !slots[index - 1].isSpace {
            gaps += spacing
        }
        let used = sizes.reduce(0) { $0 + $1.width } + gaps
        let flexible = slots.filter(\.isFlexible).count
        let share = flexible == 0 ? 0 : max(0, bounds.width - 2 * margin - used) / CGFloat(flexible)
        var x = margin
        for (index, slot) in slots.enumerated() {
            if index > 0, !slot.isSpace, !slots[index - 1].isSpace { x += spacing }
            let size = sizes[index]
            let width = slot.isFlexible ? share : size.width
            let y = ((bounds.height - size.height) / 2).rounded()
            slot.view.frame = CGRect(x: x.rounded(), y: y, width: width.rounded(), height: size.height)
            x += width
        }
    }

    /// Writes the legacy background properties into the standard appearance, as iOS does.
    private func updateBackground() {
        standardAppearance.takeLegacyBackground(
            barStyle: barStyle, isTranslucent: isTranslucent, barTintColor: barTintColor)
    }

    private var appearanceHandler: BarItemChangeHandler {
        BarItemChangeHandler { [weak self] _ in self?.updateAppearance() }
    }

    private func adopt(_ appearance: UIToolbarAppearance?, replacing old: UIToolbarAppearance?) -> UIToolbarAppearance?
    {
        old?.changeHandlers[ObjectIdentifier(self)] = nil
        let copy: UIToolbarAppearance? = appearance?.copy()
        copy?.changeHandlers[ObjectIdentifier(self)] = appearanceHandler
        return copy
    }

    /// The appearance the bar draws now: as a navigation bar chooses, at the bottom edge.
    var effectiveAppearance: UIToolbarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        let standard = (compact ? compactAppearance : nil) ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        if let edge = (compact ? compactScrollEdgeAppearance : nil) ?? scrollEdgeAppearance { return edge }
        let transparent: UIToolbarAppearance = standard.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    func updateAppearance() {
        background.apply(effectiveAppearance)
        applyButtonAppearances()
    }

    private func applyButtonAppearances() {
        let appearance = effectiveAppearance
        for slot in slots {
            (slot.view as? BarButtonItemView)?.appearance = appearance.buttonAppearance(for: slot.item.style)
        }
    }
}

/// A toolbar's delegate: it can say where the bar sits.
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
