import Foundation

/// How a tab bar's items look in one layout (stacked, inline, compact inline), per state: the
/// title's attributes and position, the icon's colour and position, and the badge's.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying, @preconcurrency NSSecureCoding {
    /// The layouts a tab bar item can have.
    public enum Style: Int, Sendable {
        /// Icon above title, the iPhone's portrait layout.
        case stacked = 0
        /// Icon beside title.
        case inline = 1
        /// Icon beside title in a short bar.
        case compactInline = 2
    }

    public class var supportsSecureCoding: Bool { true }

    /// The look of an enabled item that is not selected.
    open var normal: UITabBarItemStateAppearance
    /// The look of the selected item.
    open var selected: UITabBarItemStateAppearance
    /// The look of a disabled item.
    open var disabled: UITabBarItemStateAppearance
    /// The look of the item with the focus.
    open var focused: UITabBarItemStateAppearance

    /// The default look for `style`.
    public init(style: Style = .stacked) {
        (normal, selected, disabled, focused) = (.init(), .init(), .init(), .init())
        super.init()
        configureWithDefault(for: style)
    }

    public required init?(coder: NSCoder) {
        (normal, selected, disabled, focused) = (.init(), .init(), .init(), .init())
        super.init()
    }

    open func encode(with coder: NSCoder) {}

    open func copy(with zone: NSZone?) -> Any {
        let copy = UITabBarItemAppearance(style: .stacked)
        copy.normal = normal.duplicate()
        copy.selected = selected.duplicate()
        copy.disabled = disabled.duplicate()
        copy.focused = focused.duplicate()
        return copy
    }

    /// A copy with copies of each state's look.
    open func copy() -> Self {
        copy(with: nil) as! Self
    }

    /// Resets every state to the system's look: nothing of its own, so the tint colour, the
    /// unselected grey and the red badge apply.
    open func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] { state.reset() }
    }
}

/// How a tab bar item looks in one state.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// The title's attributes (font, colour…); empty by default.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title from its place.
    open var titlePositionAdjustment = UIOffset.zero
    /// The colour of template icons; nil for the bar's.
    open var iconColor: UIColor?
    /// Moves the icon from its place.
    open var iconPositionAdjustment = UIOffset.zero
    /// The badge's fill; nil for red.
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the badge from its place.
    open var badgePositionAdjustment = UIOffset.zero
    /// Moves the badge's text within the badge.
    open var badgeTitlePositionAdjustment = UIOffset.zero

    override init() {
        super.init()
    }

    func reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
        iconColor = nil
        iconPositionAdjustment = .zero
        badgeBackgroundColor = nil
        badgeTextAttributes = [:]
        badgePositionAdjustment = .zero
        badgeTitlePositionAdjustment = .zero
    }

    func duplicate() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.iconColor = iconColor
        copy.iconPositionAdjustment = iconPositionAdjustment
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        copy.badgePositionAdjustment = badgePositionAdjustment
        copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return copy
    }
}
