/// The measures of iOS 17's search bar (light, compact width), shared by the bar, its field and
/// the navigation bar that hosts one.
enum SearchBarMetrics {
    /// The bar's height in a plain context (a table header, a view of its own).
    static let height: CGFloat = 56
    /// The bar's height under a navigation bar's title row.
    static let navigationBarHeight: CGFloat = 52
    /// The search field's height, centred in the field's row.
    static let fieldHeight: CGFloat = 36
    static let fieldCornerRadius: CGFloat = 10
    /// From the bar's sides to the field (and to the Cancel button) in a plain context.
    static let plainMargin: CGFloat = 8
    /// The same under a navigation bar, where the bar's margins apply.
    static let navigationBarMargin: CGFloat = NavigationBarMetrics.edgeMargin
    /// Between the field and the Cancel button.
    static let cancelSpacing: CGFloat = 8
    /// The scope bar's row below the field: a 32-point segmented control and the room under it.
    static let scopeRowHeight: CGFloat = 44
    static let scopeControlHeight: CGFloat = 32
    /// The prompt's row above the field.
    static let promptRowHeight: CGFloat = 24
    /// The magnifying glass: from the field's leading edge, its side; where the text starts.
    static let glassLeading: CGFloat = 8
    static let glassSide: CGFloat = 16
    static let textLeading: CGFloat = 30
    /// From the field's trailing edge to the clear button and to the right view, and from the text
    /// to what follows it.
    static let clearTrailing: CGFloat = 7
    static let rightViewTrailing: CGFloat = 4
    static let textTrailing: CGFloat = 4
    /// How long the Cancel button and scope bar take to come and go when animated.
    static let animationDuration: TimeInterval = 0.25
}
