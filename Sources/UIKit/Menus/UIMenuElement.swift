/// Something a menu holds: an action (`UIAction`) or a submenu (`UIMenu`).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    override init() {
        super.init()
    }
}

extension UIMenuElement {
    /// Whether an element shows as chosen: a checkmark for `.on`, a dash for `.mixed`.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    /// How an element looks and behaves in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Greyed out; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red: the action destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}
