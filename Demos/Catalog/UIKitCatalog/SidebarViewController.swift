import UIKit

/// Lists built from a collection view, as iOS 14 apps build them: a sidebar of folders that expand
/// and collapse with their outline disclosure (an `NSDiffableDataSourceSectionSnapshot` outline),
/// and an inset grouped settings list whose rows show accessories. The log prints each selection.
final class SidebarViewController: ControlPageViewController, UICollectionViewDelegate {
    override class var pageTitle: String { "Sidebar" }
    override class var controlClass: String { "UICollectionViewListCell" }

    /// A sidebar's folders and what is in them.
    private static let folders: [(name: String, items: [String])] = [
        ("Library", ["Recently Added", "Artists", "Albums", "Songs"]),
        ("Playlists", ["Road Trip", "Focus", "Running", "Evening"]),
        ("Devices", ["Laptop", "Phone"]),
    ]
    private static let settings = [["Wi-Fi", "Bluetooth", "Mobile Data"], ["Notifications", "Sounds", "Focus"]]

    private let sidebar = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
    private let settingsList = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    private var sidebarSource: UICollectionViewDiffableDataSource<Int, String>?
    private var settingsSource: UICollectionViewDiffableDataSource<Int, String>?

    override func viewDidLoad() {
        super.viewDidLoad()
        sidebar.delegate = self
        settingsList.delegate = self
        sidebarSource = makeSidebarSource()
        settingsSource = makeSettingsSource()
        addSection(
            "Sidebar · a folder's chevron opens it",
            [StateRow(nil, sidebar, placement: .edgeToEdge, height: 360)])
        addSection(
            "Inset grouped · rows with accessories",
            [StateRow(nil, settingsList, placement: .edgeToEdge, height: 330)])
    }

    private func makeSidebarSource() -> UICollectionViewDiffableDataSource<Int, String> {
        let folderNames = Set(Self.folders.map(\.name))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            let isFolder = folderNames.contains(item)
            var content = isFolder ? UIListContentConfiguration.sidebarHeader() : .sidebarCell()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = isFolder ? [.outlineDisclosure()] : []
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: sidebar) {
            collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        for folder in Self.folders {
            outline.append([folder.name])
            outline.append(folder.items, to: folder.name)
        }
        outline.expand(["Library"])
        source.apply(outline, to: 0, animatingDifferences: false)
        return source
    }

    private func makeSettingsSource() -> UICollectionViewDiffableDataSource<Int, String> {
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories =
                item == "Wi-Fi"
                ? [.label(text: "Home"), .disclosureIndicator()]
                : item == "Focus" ? [.checkmark()] : [.disclosureIndicator()]
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: settingsList) {
            collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for (index, items) in Self.settings.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(items, toSection: index)
        }
        source.apply(snapshot, animatingDifferences: false)
        return source
    }

    // MARK: - UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let source = collectionView === sidebar ? sidebarSource : settingsSource
        guard let item = source?.itemIdentifier(for: indexPath) else { return }
        log.write("\(collectionView === sidebar ? "sidebar" : "settings") · didSelectItemAt \(item)")
    }
}
