extension UITableViewCell {
    /// Where a cell's standard labels and image go; fixed when the cell is made.
    public enum CellStyle: Int, Sendable {
        /// An image, then the text label (no detail text).
        case `default` = 0
        /// The text label leading and the detail text label trailing-aligned, in grey, on one line.
        case value1 = 1
        /// A small tinted text label right-aligned in a 91-point column, then the detail text; no
        /// image (Contacts' style).
        case value2 = 2
        /// The text label with a smaller detail text label under it.
        case subtitle = 3
    }

    /// A standard accessory at a cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none = 0
        /// A grey chevron: the row leads somewhere.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A tinted checkmark: the row is chosen.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// Whether and how a selected or highlighted cell looks so; every style but `.none` shows the
    /// grey fill on this iOS.
    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    /// The control an editing cell shows at its leading edge.
    public enum EditingStyle: Int, Sendable {
        case none = 0
        /// A red minus: the row can be deleted.
        case delete = 1
        /// A green plus: a row can be inserted.
        case insert = 2
    }

    /// How a cell looks while it has keyboard focus.
    public enum FocusStyle: Int, Sendable {
        /// The system's focus appearance.
        case `default` = 0
        /// The cell's own, from its configuration update.
        case custom = 1
    }

    /// Updates a cell's configurations for its state; called after `updateConfiguration(using:)`.
    @preconcurrency public typealias ConfigurationUpdateHandler =
        @MainActor (UITableViewCell, UICellConfigurationState) ->
        Void
}
