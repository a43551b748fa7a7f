import UIKit

/// A cell that knows which one it is: its data source numbers each cell the first time it is handed
/// one (a cell fresh from `init` has no number yet) and counts the rows it has shown, so reuse can
/// be seen on the rows themselves.
final class NumberedCell: UITableViewCell {
    /// The cell's number among the cells its table made, from 1; nil until the data source first
    /// configures it.
    var number: Int?
    /// How many rows the cell has shown.
    var rowsShown = 0
}
