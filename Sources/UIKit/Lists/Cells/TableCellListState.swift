/// The states of a row that only its table knows (set through `UITableViewCell.listState`),
/// reported in the cell's configuration state.
struct TableCellListState: Equatable {
    /// Swiped open to show its actions.
    var isSwiped = false
    /// Being moved to another row.
    var isReordering = false
    /// An outline row showing its children.
    var isExpanded = false
    /// Holding keyboard focus.
    var isFocused = false
    var dragState = UICellConfigurationState.DragState.none
    var dropState = UICellConfigurationState.DropState.none
}
