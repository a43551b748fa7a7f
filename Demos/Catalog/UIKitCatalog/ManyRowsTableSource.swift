import UIKit

/// The data source and delegate of a plain table of 100 000 rows 44 points high, each "Row n" and,
/// beside it, which cell shows it. Cells are registered by class (`NumberedCell`) and dequeued, so
/// only the rows on screen have cells: the log gets a line for each cell made, and one line, kept up
/// to date, counting the cells made and the times one was reused.
final class ManyRowsTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    private static let rowCount = 100_000
    private static let reuseIdentifier = "row"
    private static let summaryPrefix = "rows · reuse:"

    /// How many cells the table made: how many reached `tableView(_:cellForRowAt:)` unnumbered.
    private(set) var cellsMade = 0
    /// How many times the table handed out a cell that had shown a row before.
    private(set) var reuses = 0
    private let log: DemoLog

    init(log: DemoLog) {
        self.log = log
    }

    /// Registers the cell class and becomes `tableView`'s data source and delegate.
    func attach(to tableView: UITableView) {
        tableView.rowHeight = 44
        tableView.register(NumberedCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.rowCount
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath) as! NumberedCell
        let title = "Row \(indexPath.row + 1)"
        let number: Int
        if let shown = cell.number {
            number = shown
            reuses += 1
            log.write(
                "\(Self.summaryPrefix) \(cellsMade) cells made, \(reuses) reuses",
                replacingLastLineWithPrefix: Self.summaryPrefix)
        } else {
            cellsMade += 1
            number = cellsMade
            cell.number = number
            log.write("rows · new cell #\(number) for \(title)")
        }
        cell.rowsShown += 1
        var content = cell.defaultContentConfiguration()
        content.text = title
        content.secondaryText = "Cell #\(number), showing its \(Self.ordinal(cell.rowsShown)) row"
        // Beside the title, trailing, as two lines would not fit in 44 points.
        content.prefersSideBySideTextAndSecondaryText = true
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.write("rows · didSelectRowAt Row \(indexPath.row + 1)")
        tableView.deselectRow(at: indexPath, animated: true)
    }

    /// `n` as an English ordinal: 1st, 2nd, 3rd, 4th… 11th, 12th, 13th… 21st.
    static func ordinal(_ n: Int) -> String {
        let suffix =
            switch (n % 10, n % 100) {
            case (_, 11...13): "th"
            case (1, _): "st"
            case (2, _): "nd"
            case (3, _): "rd"
            default: "th"
            }
        return "\(n)\(suffix)"
    }
}
