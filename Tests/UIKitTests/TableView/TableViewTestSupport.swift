import UIKit
import UIKitTesting
import XCTest

/// A cell that counts how many were made and how often one was reused.
final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        Self.made += 1
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source and delegate of `sections` sections of `rows` rows each, titled "Section n", whose
/// cells show "row s.r"; it logs the delegate calls it gets.
@MainActor
final class TableLog: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [Int]
    var titles = false
    var indexTitles: [String]?
    /// The trailing swipe actions of each row; none by default.
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var heights: [IndexPath: CGFloat] = [:]
    /// Whether rows can be moved by their grips; a move is logged and kept in `order`.
    var movable = false
    /// Where a move may go: the proposed place by default.
    var moveTarget: ((IndexPath, IndexPath) -> IndexPath)?
    /// Rows the keyboard focus skips.
    var unfocusable = Set<Int>()
    /// The context menu of each row; none by default.
    var contextMenu: ((IndexPath) -> UIContextMenuConfiguration?)?
    /// Each section's original row numbers, in their order now.
    lazy var order: [[Int]] = sections.map { Array(0..<$0) }
    var calls: [String] = []

    init(sections: [Int]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "row \(indexPath.section).\(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles ? "Section \(section)" : nil
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        calls.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
        guard editingStyle == .delete else { return }
        sections[indexPath.section] -= 1
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }

    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        calls.append("contextMenu \(indexPath.row) at \(Int(point.x)),\(Int(point.y))")
        return contextMenu?(indexPath)
    }

    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        calls.append("willDisplayContextMenu \(configuration.identifier)")
    }

    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        calls.append("willEndContextMenu \(configuration.identifier)")
        animator?.addCompletion { [weak self] in self?.calls.append("context menu closed") }
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        calls.append(
            "move \(sourceIndexPath.section).\(sourceIndexPath.row) to \(destinationIndexPath.section).\(destinationIndexPath.row)"
        )
        let moved = order[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        order[destinationIndexPath.section].insert(moved, at: destinationIndexPath.row)
        sections[sourceIndexPath.section] -= 1
        sections[destinationIndexPath.section] += 1
    }

    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        moveTarget?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.row)")
        return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        calls.append("primary \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        !unfocusable.contains(indexPath.row)
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        calls.append("willBeginEditing \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        calls.append("didEndEditing \(indexPath?.row ?? -1)")
    }
}

/// A 320×400 table of `style` filling a headless window, with `log` as its data source and delegate
/// and `CountingCell`s registered as "cell".
@MainActor
func tableWindow(
    style: UITableView.Style = .plain, sections: [Int] = [1000],
    configure: (UITableView, TableLog) -> Void = { _, _ in }
) -> (HeadlessApp, UIWindow, UITableView, TableLog) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let controller = UIViewController()
    window.rootViewController = controller
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: style)
    table.contentInsetAdjustmentBehavior = .never
    table.register(CountingCell.self, forCellReuseIdentifier: "cell")
    let log = TableLog(sections: sections)
    table.dataSource = log
    table.delegate = log
    configure(table, log)
    controller.view.addSubview(table)
    window.makeKeyAndVisible()
    app.runUntilIdle()
    return (app, window, table, log)
}
