/// The state of a cell that configurations are updated for: a view's states (disabled,
/// highlighted, selected, focused, pinned) and a cell's own (editing, expanded, swiped,
/// reordering, dragged or targeted by a drop), in a trait collection, with the app's own states.
///
/// A cell makes one for each update (`UITableViewCell.configurationState`); a subclass overrides
/// that property to add its own states.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Where a cell is in a drag.
    public enum DragState: Hashable, Sendable {
        /// Not part of a drag.
        case none
        /// Being lifted, before the drag session starts.
        case lifting
        /// Part of an active drag session.
        case dragging
    }

    /// Where a cell is in a drop.
    public enum DropState: Hashable, Sendable {
        /// No drag session could drop here.
        case none
        /// A drag session could drop in the cell's list, not on the cell.
        case notTargeted
        /// The cell is the drop target.
        case targeted
    }

    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    public var isEditing = false
    /// Whether an outline cell shows its children.
    public var isExpanded = false
    /// Whether the cell is swiped open to show its actions.
    public var isSwiped = false
    /// Whether the cell is being moved to another row.
    public var isReordering = false
    public var cellDragState = DragState.none
    public var cellDropState = DropState.none
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.hasViewStates(of: rhs) && lhs.isEditing == rhs.isEditing && lhs.isExpanded == rhs.isExpanded
            && lhs.isSwiped == rhs.isSwiped && lhs.isReordering == rhs.isReordering
            && lhs.cellDragState == rhs.cellDragState && lhs.cellDropState == rhs.cellDropState
            && lhs.customStates == rhs.customStates
    }
}

extension UICellConfigurationState: ViewStates {}
