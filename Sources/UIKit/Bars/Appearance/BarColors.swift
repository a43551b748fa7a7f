/// The colours the bars use where their appearance leaves a choice to the system, in one place so
/// that they can follow the interface style: the shadow hairline, the opaque background, and the
/// legacy `barStyle` colours.
@MainActor
enum BarColors {
    /// The hairline along a bar's edge.
    static var shadow: UIColor { UIBarStyle.default.hairlineColor() }
    /// The hairline of a `.black` bar.
    static var darkShadow: UIColor { UIBarStyle.black.hairlineColor() }
    /// An opaque bar's background.
    static var opaqueBackground: UIColor { .systemBackground }
    /// An opaque `.black` bar's background.
    static var darkOpaqueBackground: UIColor { .black }
    /// A bar title's colour, and a `.black` bar's.
    static var title: UIColor { .label }
    static var darkTitle: UIColor { .white }
    /// A tab bar's unselected items.
    static var unselectedItem: UIColor { UIColor(white: 0.6, alpha: 1) }
    /// The rounded fill behind a selected bar button item.
    static var selectedItemFill: UIColor { .tertiarySystemFill }
    /// A navigation bar's prompt.
    static var prompt: UIColor { .secondaryLabel }
}
