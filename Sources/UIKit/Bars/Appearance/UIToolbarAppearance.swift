import Foundation

/// How a toolbar looks: its background (from `UIBarAppearance`) and its buttons.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) {
        didSet { appearanceDidChange() }
    }

    /// The look of `.done` bar button items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) {
        didSet { appearanceDidChange() }
    }

    public override init(idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The button look for an item of `style`.
    func buttonAppearance(for style: UIBarButtonItem.Style) -> UIBarButtonItemAppearance {
        style == .done ? doneButtonAppearance : buttonAppearance
    }
}
