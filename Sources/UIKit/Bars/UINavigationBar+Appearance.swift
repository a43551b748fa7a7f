/// Which appearance the bar draws from, and what follows from the top item: the prompt, the large
/// title and the inline title's fade.
///
/// The effective appearance, as on iOS 15 and later: at the content's top edge, the top item's
/// scroll-edge appearance, else the bar's, else the standard appearance (the item's, else the
/// bar's) with a transparent background; elsewhere the item's standard appearance, else the bar's.
/// A compact bar looks for the compact variants first.
extension UINavigationBar {
    /// Runs `updateAppearance()` when an appearance the bar keeps changes in place.
    var appearanceHandler: BarItemChangeHandler {
        BarItemChangeHandler { [weak self] _ in self?.updateAppearance() }
    }

    /// A copy of `appearance` that updates the bar when changed, replacing `old`.
    func adopt(_ appearance: UINavigationBarAppearance?, replacing old: UINavigationBarAppearance?)
        -> UINavigationBarAppearance?
    {
        old?.changeHandlers[ObjectIdentifier(self)] = nil
        let copy: UINavigationBarAppearance? = appearance?.copy()
        copy?.changeHandlers[ObjectIdentifier(self)] = appearanceHandler
        return copy
    }

    /// Whether the bar is compact: in a window of compact height.
    var isCompact: Bool {
        traitCollection.verticalSizeClass == .compact
    }

    /// The appearance the bar draws now.
    var effectiveAppearance: UINavigationBarAppearance {
        let item = topItem
        let standard =
            (isCompact ? item?.compactAppearance ?? compactAppearance : nil) ?? item?.standardAppearance
            ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        let edge =
            (isCompact ? item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance : nil)
            ?? item?.scrollEdgeAppearance ?? scrollEdgeAppearance
        if let edge { return edge }
        let transparent: UINavigationBarAppearance = standard.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// Shows the effective appearance: the background, the titles and items, the prompt.
    func updateAppearance() {
        let appearance = effectiveAppearance
        background.apply(appearance)
        for content in contentViews { content.apply(appearance) }
        let title = showsLargeTitle ? topItem?.title ?? "" : ""
        largeTitleView.show(title, attributes: largeTitleAttributes(appearance))
        promptLabel.text = topItem?.prompt
        promptLabel.textColor = barStyle == .default ? BarColors.prompt : BarColors.darkTitle
        promptLabel.isHidden = topItem?.prompt == nil
    }

    /// The large title's attributes: 34-point bold in the title colour, then the appearance's.
    private func largeTitleAttributes(_ appearance: UINavigationBarAppearance) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: NavigationBarMetrics.largeTitleFont,
            .foregroundColor: barStyle == .default ? BarColors.title : BarColors.darkTitle,
        ]
        attributes.merge(appearance.largeTitleTextAttributes) { $1 }
        return attributes
    }

    /// The top item, its prompt or its large title mode changed, or the bar's preference: the
    /// appearance, the height and the layout follow.
    func largeTitleDidChange() {
        updateAppearance()
        heightDidChange()
    }

    /// Whether the top item's title is shown large: the bar prefers large titles and the top item's
    /// mode says so — `.automatic` takes the mode of the item below, down to the root, which is
    /// large.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, !stack.isEmpty else { return false }
        for item in stack.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The height of the prompt line: 30 points while the top item has a prompt.
    var promptHeight: CGFloat {
        topItem?.prompt == nil ? 0 : NavigationBarMetrics.promptHeight
    }

    /// The inline title fades in over the last 10 points of a collapsing large title.
    var inlineTitleAlpha: CGFloat {
        guard showsLargeTitle else { return 1 }
        let fade = NavigationBarMetrics.inlineTitleFadeDistance
        return min(1, max(0, (fade - largeTitleHeight) / fade))
    }
}

/// The large title area under a navigation bar's title row: it clips the title, which sits on its
/// bottom edge and so rises under the title row as the area shrinks.
@MainActor
final class LargeTitleView: UIView {
    private let label = UILabel()

    /// From the bar's leading edge to the title: its leading layout margin.
    var leadingInset: CGFloat = NavigationBarMetrics.edgeMargin {
        didSet { if leadingInset != oldValue { setNeedsLayout() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        isUserInteractionEnabled = false
        label.lineBreakMode = .byTruncatingTail
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The title shown.
    var text: String? { label.text }

    /// The title's frame in the view.
    var titleFrame: CGRect { label.frame }

    /// The title's font, for placing its baseline.
    private var font = NavigationBarMetrics.largeTitleFont

    func show(_ title: String, attributes: [NSAttributedString.Key: Any]) {
        font = attributes[.font] as? UIFont ?? NavigationBarMetrics.largeTitleFont
        label.attributedText = NSAttributedString(string: title, attributes: attributes)
        setNeedsLayout()
    }

    /// The title's baseline stays 12 points above the area's bottom edge, wherever that is.
    override func layoutSubviews() {
        super.layoutSubviews()
        let width = ceil(label.intrinsicContentSize.width)
        let baseline = bounds.height - NavigationBarMetrics.largeTitleBaselineInset
        label.frame = CGRect(
            x: leadingInset, y: (baseline - font.ascender).rounded(),
            width: max(0, min(width, bounds.width - 2 * leadingInset)), height: ceil(font.lineHeight))
    }
}
