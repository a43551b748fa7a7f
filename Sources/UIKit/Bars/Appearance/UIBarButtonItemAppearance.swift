import Foundation

/// How a bar's buttons look in each state: the title's text attributes and position, and a
/// background image. A navigation bar or toolbar appearance has one for plain buttons, one for done
/// buttons and (navigation bars) one for the back button.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying, @preconcurrency NSSecureCoding {
    public class var supportsSecureCoding: Bool { true }

    /// The look of the enabled button.
    open var normal: UIBarButtonItemStateAppearance
    /// The look while pressed.
    open var highlighted: UIBarButtonItemStateAppearance
    /// The look while disabled.
    open var disabled: UIBarButtonItemStateAppearance
    /// The look while it has the focus.
    open var focused: UIBarButtonItemStateAppearance

    /// The default look for buttons of `style`.
    public init(style: UIBarButtonItem.Style = .plain) {
        (normal, highlighted, disabled, focused) = (.init(), .init(), .init(), .init())
        super.init()
        configureWithDefault(for: style)
    }

    public required init?(coder: NSCoder) {
        (normal, highlighted, disabled, focused) = (.init(), .init(), .init(), .init())
        super.init()
    }

    open func encode(with coder: NSCoder) {}

    open func copy(with zone: NSZone?) -> Any {
        let copy = UIBarButtonItemAppearance(style: .plain)
        copy.normal = normal.duplicate()
        copy.highlighted = highlighted.duplicate()
        copy.disabled = disabled.duplicate()
        copy.focused = focused.duplicate()
        return copy
    }

    /// A copy with copies of each state's look.
    open func copy() -> Self {
        copy(with: nil) as! Self
    }

    /// Resets every state to the system's look for `style`: no attributes of its own, so the bar's
    /// fonts (semibold for `.done`) and the tint colour apply.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] {
            state.titleTextAttributes = [:]
            state.titlePositionAdjustment = .zero
            state.backgroundImage = nil
            state.backgroundImagePositionAdjustment = .zero
        }
    }

    /// The state's look for a control in `state`.
    func stateAppearance(for state: UIControl.State) -> UIBarButtonItemStateAppearance {
        if state.contains(.disabled) { return disabled }
        if state.contains(.highlighted) { return highlighted }
        if state.contains(.focused) { return focused }
        return normal
    }
}

/// How a bar button looks in one state.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes (font, colour…); empty by default.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title from its place.
    open var titlePositionAdjustment = UIOffset.zero
    /// An image drawn behind the title.
    open var backgroundImage: UIImage?
    /// Moves the background image from its place.
    open var backgroundImagePositionAdjustment = UIOffset.zero

    override init() {
        super.init()
    }

    func duplicate() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}
