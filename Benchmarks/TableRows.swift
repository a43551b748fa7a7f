import Foundation
import UIKit

/// The rows the table benchmarks show: one section of `count` rows, each a `TableBenchCell` given a
/// `defaultContentConfiguration()` with its text and secondary text, new strings for every row (so
/// each row's text is laid out afresh, as in a real list). With `wraps`, the texts run to one to
/// four lines, in `StackedBenchCell`s (for self-sizing rows).
@MainActor
final class TableRows: UITableViewDataSource {
    static let phrases = [
        "The quick brown fox jumps over the lazy dog", "Pack my box with five dozen liquor jugs",
        "How vexingly quick daft zebras jump", "Sphinx of black quartz, judge my vow",
        "Waltz, bad nymph, for quick jigs vex",
    ]

    let count: Int
    let wraps: Bool
    /// The reuse identifier of the rows' cells: stacked text for wrapping rows.
    var identifier: String { wraps ? StackedBenchCell.identifier : TableBenchCell.identifier }
    /// Every cell the table has handed out; the table keeps them all (on screen or waiting for
    /// reuse), so their count is the cells alive.
    private(set) var cells = Set<ObjectIdentifier>()
    /// When set, each row's dequeue, configuration and layout are timed into it; the layout is the
    /// cell's `layoutIfNeeded()`, run here (the table's layout finds the cell laid out).
    var times: CellTimes?
    /// When set (with `times`), even rows time a text change of this label instead of their cell,
    /// at the same point of the table's layout: the reference measured where the cells are.
    var referenceLabel: UILabel?

    init(count: Int, wraps: Bool = false) {
        self.count = count
        self.wraps = wraps
    }

    /// Row `row`'s text: its number and a phrase; with `wraps`, enough phrases for one to four lines
    /// of a 1920-point row.
    static func text(_ row: Int, wraps: Bool = false) -> String {
        let first = "\(row + 1). " + phrases[row % phrases.count]
        guard wraps else { return first }
        // About 200 characters fill a line of body text across the row; the line count cycles
        // unevenly (1, 3, 2, 4, 2, 1, 4, 3) so neighbouring rows differ.
        let lines = [1, 3, 2, 4, 2, 1, 4, 3][row % 8]
        var text = first
        var index = row
        while text.count < lines * 190 - 120 {
            index += 1
            text += ", then " + phrases[index % phrases.count].lowercased()
        }
        return text
    }

    /// Row `row`'s secondary text.
    static func detail(_ row: Int) -> String {
        "\((row * 7_919) % 100_000) items"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if times != nil, let label = referenceLabel, indexPath.row.isMultiple(of: 2) {
            let start = DispatchTime.now().uptimeNanoseconds
            label.text = Self.text(indexPath.row + 500_000)
            label.sizeToFit()
            times?.addLabel(DispatchTime.now().uptimeNanoseconds - start)
            return configuredCell(tableView, at: indexPath, timed: false)
        }
        return configuredCell(tableView, at: indexPath, timed: times != nil)
    }

    private func configuredCell(_ tableView: UITableView, at indexPath: IndexPath, timed: Bool) -> UITableViewCell {
        let start = timed ? DispatchTime.now().uptimeNanoseconds : 0
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        let dequeued = timed ? DispatchTime.now().uptimeNanoseconds : 0
        var content = cell.defaultContentConfiguration()
        content.text = Self.text(indexPath.row, wraps: wraps)
        content.secondaryText = Self.detail(indexPath.row)
        cell.contentConfiguration = content
        if timed {
            let configured = DispatchTime.now().uptimeNanoseconds
            cell.layoutIfNeeded()
            let laidOut = DispatchTime.now().uptimeNanoseconds
            times?.add(dequeue: dequeued - start, configure: configured - dequeued, layout: laidOut - configured)
        }
        cells.insert(ObjectIdentifier(cell))
        return cell
    }
}

/// Nanoseconds spent in each part of making rows' cells, summed over `cells` cells.
struct CellTimes {
    var cells = 0
    var dequeue: UInt64 = 0
    var configure: UInt64 = 0
    var layout: UInt64 = 0
    /// Label text changes timed among the rows (`TableRows.referenceLabel`).
    var labels = 0
    var labelTime: UInt64 = 0

    mutating func add(dequeue: UInt64, configure: UInt64, layout: UInt64) {
        cells += 1
        self.dequeue += dequeue
        self.configure += configure
        self.layout += layout
    }

    mutating func addLabel(_ time: UInt64) {
        labels += 1
        labelTime += time
    }

    /// Seconds per cell for the three parts together.
    var perCell: Double { Double(dequeue + configure + layout) / 1e9 / Double(max(cells, 1)) }

    /// Seconds per label text change.
    var perLabel: Double { Double(labelTime) / 1e9 / Double(max(labels, 1)) }
}

/// A `.value1` cell: text leading, secondary text trailing, as a Settings row.
class TableBenchCell: UITableViewCell {
    class var identifier: String { "row" }
    class var cellStyle: CellStyle { .value1 }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: Self.cellStyle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        nil
    }
}

/// A `.subtitle` cell: the secondary text under the text, for rows that size themselves.
final class StackedBenchCell: TableBenchCell {
    override class var identifier: String { "stacked" }
    override class var cellStyle: CellStyle { .subtitle }
}

/// A 1920×1080 table of `rows` in `window`, filling it, with no insets.
@MainActor
func makeBenchTable(in window: UIWindow, rows: TableRows, rowHeight: CGFloat = 44) -> UITableView {
    let table = UITableView(frame: window.bounds, style: .plain)
    table.contentInsetAdjustmentBehavior = .never
    table.register(TableBenchCell.self, forCellReuseIdentifier: TableBenchCell.identifier)
    table.register(StackedBenchCell.self, forCellReuseIdentifier: StackedBenchCell.identifier)
    table.rowHeight = rowHeight
    table.dataSource = rows
    window.addSubview(table)
    return table
}

/// The process's resident set in bytes (`/proc/self/statm`), 0 when unreadable.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * sysconf(Int32(_SC_PAGESIZE))
}

/// A number of bytes in megabytes, signed, for the report.
func megabytes(_ bytes: Int) -> String {
    String(format: "%+.2f MB", Double(bytes) / 1_048_576)
}
