import UIKit

/// `UITableView` three ways: an inset grouped Settings screen (icons, a switch, value cells,
/// chevrons, a checkmark that follows the selection), a plain table of 100 000 rows whose cells
/// say which cell they are, so reuse shows, and a list of fruits and vegetables driven by a
/// diffable data source, whose buttons apply shuffled, longer and shorter snapshots. The log
/// prints selections, the cells the long table makes and reuses, and each snapshot applied.
final class TableViewsViewController: ControlPageViewController {
    override class var pageTitle: String { "Table Views" }
    override class var controlClass: String { "UITableView" }

    /// The heights of the tables' rows on the page: the Settings table and the diffable list fill
    /// the left column (the Settings table scrolls to its last section), the long table shows seven
    /// rows above the log.
    private static let settingsHeight: CGFloat = 470
    private static let produceHeight: CGFloat = 214
    private static let manyRowsHeight: CGFloat = 308

    let settingsTable = UITableView(frame: .zero, style: .insetGrouped)
    let manyRowsTable = UITableView(frame: .zero, style: .plain)
    private(set) lazy var settings = SettingsTableSource(log: log)
    private(set) lazy var manyRows = ManyRowsTableSource(log: log)
    private(set) lazy var produce = ProduceListView(log: log)

    override func viewDidLoad() {
        super.viewDidLoad()
        settings.attach(to: settingsTable)
        logEvents(of: settings.airplaneSwitch, as: "Airplane Mode", [.valueChanged]) { $0.isOn ? "on" : "off" }
        addSection(
            "Settings · inset grouped, tap a choice",
            [StateRow(nil, settingsTable, placement: .edgeToEdge, height: Self.settingsHeight)])

        let buttons = UIStackView(arrangedSubviews: [
            makeButton("Shuffle") { [weak self] in self?.produce.shuffle() },
            makeButton("Add") { [weak self] in self?.produce.add() },
            makeButton("Remove") { [weak self] in self?.produce.remove() },
        ])
        buttons.distribution = .fillEqually
        addSection(
            "Diffable data source · apply snapshots",
            [
                StateRow(nil, buttons, placement: .whole),
                StateRow(nil, produce, placement: .edgeToEdge, height: Self.produceHeight),
            ])

        manyRows.attach(to: manyRowsTable)
        addSection(
            "100 000 rows · plain, cells reused",
            [StateRow(nil, manyRowsTable, placement: .edgeToEdge, height: Self.manyRowsHeight)])
    }
}
