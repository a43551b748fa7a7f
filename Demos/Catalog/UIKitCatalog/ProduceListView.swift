import UIKit

/// A plain table of fruits and vegetables in two titled sections, filled by a
/// `UITableViewDiffableDataSource`: every change is a new `NSDiffableDataSourceSnapshot` applied,
/// and the table is updated by the difference from the one before. `shuffle()`, `add()` and
/// `remove()` make those snapshots; each apply and each selection is written to the log.
final class ProduceListView: UIView, UITableViewDelegate {
    /// The table's sections, whose titles are their headers.
    enum Section: String, CaseIterable, Sendable {
        case fruits = "Fruits"
        case vegetables = "Vegetables"

        /// Everything the section can hold, in the order `add()` brings it in.
        var produce: [String] {
            switch self {
            case .fruits: ["Apple", "Banana", "Cherry", "Fig", "Grape", "Kiwi", "Lemon", "Mango", "Pear", "Plum"]
            case .vegetables: ["Carrot", "Celery", "Kale", "Leek", "Onion", "Potato", "Radish", "Spinach"]
            }
        }
    }

    /// A diffable data source whose sections are titled by their identifiers, as iOS apps subclass it.
    private final class DataSource: UITableViewDiffableDataSource<Section, String> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)?.rawValue
        }
    }

    private static let reuseIdentifier = "produce"
    /// How many of each section's produce show at first.
    private static let initialCount = 4

    let tableView = UITableView(frame: .zero, style: .plain)
    private let dataSource: DataSource
    private let log: DemoLog

    init(log: DemoLog) {
        self.log = log
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
        dataSource = DataSource(tableView: tableView) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = name
            content.image = Section.fruits.produce.contains(name) ? ProduceDots.fruit : ProduceDots.vegetable
            cell.contentConfiguration = content
            return cell
        }
        super.init(frame: .zero)
        tableView.delegate = self
        addSubview(tableView)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        for section in Section.allCases {
            snapshot.appendItems(Array(section.produce.prefix(Self.initialCount)), toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        tableView.frame = bounds
    }

    /// The snapshot on screen.
    var snapshot: NSDiffableDataSourceSnapshot<Section, String> {
        dataSource.snapshot()
    }

    /// Each section's items in a new random order.
    func shuffle() {
        var shuffled = NSDiffableDataSourceSnapshot<Section, String>()
        shuffled.appendSections(Section.allCases)
        for section in Section.allCases {
            shuffled.appendItems(snapshot.itemIdentifiers(inSection: section).shuffled(), toSection: section)
        }
        apply(shuffled, "shuffled \(shuffled.numberOfItems) items")
    }

    /// The next produce not shown, at the end of the section with fewer items that has one left.
    func add() {
        var next = snapshot
        let open = Section.allCases.filter { section in section.produce.contains { next.indexOfItem($0) == nil } }
        guard let section = open.min(by: { next.numberOfItems(inSection: $0) < next.numberOfItems(inSection: $1) }),
            let name = section.produce.first(where: { next.indexOfItem($0) == nil })
        else {
            log.write("diffable · Add: every fruit and vegetable is shown")
            return
        }
        next.appendItems([name], toSection: section)
        apply(next, "added \(name) to \(section.rawValue)")
    }

    /// The last item of the section with more items (the later section on a tie).
    func remove() {
        var next = snapshot
        let counts = Section.allCases.map { next.numberOfItems(inSection: $0) }
        let largest = counts.max()
        guard let most = counts.indices.last(where: { counts[$0] == largest }),
            let name = next.itemIdentifiers(inSection: Section.allCases[most]).last
        else {
            log.write("diffable · Remove: nothing left to remove")
            return
        }
        next.deleteItems([name])
        apply(next, "removed \(name)")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.write("diffable · didSelectRowAt \(dataSource.itemIdentifier(for: indexPath) ?? "?")")
        tableView.deselectRow(at: indexPath, animated: true)
    }

    private func apply(_ next: NSDiffableDataSourceSnapshot<Section, String>, _ change: String) {
        dataSource.apply(next)
        log.write("diffable · apply: \(change)")
    }
}

/// The dots before the produce list's names: orange for fruit, green for vegetables.
@MainActor
private enum ProduceDots {
    static let fruit = dot(.systemOrange)
    static let vegetable = dot(.systemGreen)

    private static func dot(_ colour: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 14, height: 14)).image { _ in
            colour.setFill()
            UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 12, height: 12)).fill()
        }
    }
}
