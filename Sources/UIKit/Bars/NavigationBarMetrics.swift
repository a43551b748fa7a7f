/// The measures of iOS 17's navigation bar in its light, compact form, shared by the bar and the
/// views it lays out.
enum NavigationBarMetrics {
    /// The height of the bar's content.
    static let height: CGFloat = 44
    /// From each edge to the outermost items.
    static let edgeMargin: CGFloat = 16
    /// Between neighbouring items, and between items and the title.
    static let itemSpacing: CGFloat = 8
    /// From the left edge to the back chevron.
    static let backButtonLeading: CGFloat = 8
    /// The back chevron's box, its stroke inside it.
    static let chevronSize = CGSize(width: 12, height: 21)
    static let chevronLineWidth: CGFloat = 3
    /// From the chevron to the back title.
    static let chevronTitleGap: CGFloat = 6
    /// How far titles slide while a push or pop cross-fades them.
    static let slideDistance: CGFloat = 40
    /// How long a push, pop or animated change of items takes.
    static let transitionDuration: TimeInterval = 0.35
    /// The opacity of an item's tint while pressed, and while disabled.
    static let highlightedOpacity: CGFloat = 0.2
    static let disabledOpacity: CGFloat = 0.35

    /// The large title area under the title row, the title's baseline above its bottom edge, and
    /// how far before the area closes the inline title starts to fade in.
    static let largeTitleHeight: CGFloat = 52
    static let largeTitleBaselineInset: CGFloat = 12
    static let inlineTitleFadeDistance: CGFloat = 10
    /// The prompt line above the title row.
    static let promptHeight: CGFloat = 30

    static var largeTitleFont: UIFont { .systemFont(ofSize: 34, weight: .bold) }
    static var promptFont: UIFont { .systemFont(ofSize: 13) }
    static var titleFont: UIFont { .systemFont(ofSize: 17, weight: .semibold) }
    static var itemFont: UIFont { .systemFont(ofSize: 17) }
    static var doneItemFont: UIFont { .systemFont(ofSize: 17, weight: .semibold) }
}
