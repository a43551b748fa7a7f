/// Something a list cell shows beside its content (iOS 14): a disclosure chevron, a checkmark, a
/// delete control, a reorder grip, an outline disclosure that expands and collapses the item's
/// children, a label or a view of the app's; each shown always, or only while the list is (or is
/// not) editing.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// When an accessory shows, by whether the collection view is editing.
    public enum DisplayedState: Int, Sendable {
        case always = 0
        case whenEditing = 1
        case whenNotEditing = 2

        func shows(editing: Bool) -> Bool {
            switch self {
            case .always: true
            case .whenEditing: editing
            case .whenNotEditing: !editing
            }
        }
    }

    /// How much room an accessory takes: the standard width, its own, or a given one.
    public enum LayoutDimension: Sendable, Equatable {
        case standard
        case actual
        case custom(CGFloat)
    }

    /// Which side of the content a custom view goes.
    public enum Placement {
        case leading(displayed: DisplayedState = .always)
        case trailing(displayed: DisplayedState = .always)
    }

    /// The options every accessory takes: whether it is hidden, the room it reserves, its colour.
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    public typealias DeleteOptions = DisclosureIndicatorOptions
    public typealias ReorderOptions = DisclosureIndicatorOptions
    public typealias LabelOptions = DisclosureIndicatorOptions

    /// An outline disclosure's options: its style, besides the common ones.
    public struct OutlineDisclosureOptions {
        public enum Style: Int, Sendable {
            case automatic = 0
            case header = 1
            case cell = 2
        }
        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(
            style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// An app's view as an accessory.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil,
            maintainsFixedSize: Bool = false
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// What the accessory is.
    enum Kind {
        case disclosureIndicator
        case checkmark
        case delete(actionHandler: (() -> Void)?)
        case reorder
        case outlineDisclosure(actionHandler: (() -> Void)?)
        case label(String)
        case customView(UIView)
    }

    let kind: Kind
    let displayed: DisplayedState
    let isLeading: Bool
    let isHidden: Bool
    let reservedWidth: LayoutDimension
    let tintColor: UIColor?

    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
    ) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed, leading: false, options)
    }

    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(.checkmark, displayed, leading: false, options)
    }

    /// The red delete control, leading, while editing by default; `actionHandler` runs when it is clicked.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(.delete(actionHandler: actionHandler), displayed, leading: true, options)
    }

    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(.reorder, displayed, leading: false, options)
    }

    /// The chevron that expands and collapses the item's children in an outline: clicking it runs
    /// `actionHandler`, or without one expands or collapses the item in the diffable data source's
    /// section snapshot.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
        actionHandler: (() -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .outlineDisclosure(actionHandler: actionHandler), displayed: displayed, isLeading: false,
            isHidden: options.isHidden ?? false, reservedWidth: options.reservedLayoutWidth ?? .standard,
            tintColor: options.tintColor)
    }

    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init())
        -> UICellAccessory
    {
        UICellAccessory(.label(text), displayed, leading: false, options)
    }

    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (leading, displayed): (Bool, DisplayedState) =
            switch configuration.placement {
            case .leading(let displayed): (true, displayed)
            case .trailing(let displayed): (false, displayed)
            }
        return UICellAccessory(
            kind: .customView(configuration.customView), displayed: displayed, isLeading: leading,
            isHidden: configuration.isHidden ?? false, reservedWidth: configuration.reservedLayoutWidth,
            tintColor: configuration.tintColor)
    }

    private init(_ kind: Kind, _ displayed: DisplayedState, leading: Bool, _ options: DisclosureIndicatorOptions) {
        self.init(
            kind: kind, displayed: displayed, isLeading: leading, isHidden: options.isHidden ?? false,
            reservedWidth: options.reservedLayoutWidth ?? .standard, tintColor: options.tintColor)
    }

    private init(
        kind: Kind, displayed: DisplayedState, isLeading: Bool, isHidden: Bool, reservedWidth: LayoutDimension,
        tintColor: UIColor?
    ) {
        self.kind = kind
        self.displayed = displayed
        self.isLeading = isLeading
        self.isHidden = isHidden
        self.reservedWidth = reservedWidth
        self.tintColor = tintColor
    }
}
