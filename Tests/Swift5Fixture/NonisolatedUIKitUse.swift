import UIKit

/// Main-actor UIKit API used from an ordinary function, as Swift 5 code does everywhere: members
/// marked main-actor on their own, and closures passed where UIKit takes main-actor ones. The
/// fixture's type-check (warnings as errors) is the check; nothing calls it.
func configure(_ button: UIButton, in view: UIView) {
    var configuration = UIButton.Configuration.filled()
    configuration = configuration.updated(for: button)
    _ = UITraitCollection.current
    UIAccessibility.post(notification: .screenChanged, argument: nil)
    let log: (UIAlertAction) -> Void = { print($0.title ?? "") }
    _ = UIAlertAction(title: "OK", style: .default, handler: log)
    let tap = UITapGestureRecognizer { recognizer in print(recognizer.state) }
    tap.addHandler { recognizer in print(recognizer.state) }
    view.addGestureRecognizer(tap)
    CATransaction.setCompletionBlock { print("done") }
    CATransaction.completionBlock()?()
    CADisplayLink { link in print(link.timestamp) }.invalidate()
    button.configurationUpdateHandler = { button in print(button.state) }
    button.addAction(UIAction { action in print(action.title) }, for: .touchUpInside)
}

/// A scroll view delegate as iOS code writes one, in a class with no isolation of its own: the
/// delegate's main-actor requirements are witnessed without a diagnostic in Swift 5 mode.
final class PagingDelegate: NSObject, UIScrollViewDelegate {
    var page = 0

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let width = scrollView.bounds.width
        targetContentOffset.pointee.x = (targetContentOffset.pointee.x / width).rounded() * width
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        page = Int(scrollView.contentOffset.x / scrollView.bounds.width)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        scrollView.subviews.first
    }
}

func makeScroller(in view: UIView) -> UIScrollView {
    let scrollView = UIScrollView(frame: view.bounds)
    scrollView.decelerationRate = .fast
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.refreshControl = UIRefreshControl()
    scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: true)
    view.addSubview(scrollView)
    return scrollView
}

/// A table set up as iOS code writes one: a diffable data source with a cell provider, a delegate
/// with swipe actions, and a controller subclass overriding the data source.
final class ContactsTable: NSObject, UITableViewDelegate {
    var dataSource: UITableViewDiffableDataSource<Int, String>?

    func install(in view: UIView) {
        let table = UITableView(frame: view.bounds, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        dataSource = UITableViewDiffableDataSource(tableView: table) { table, indexPath, name in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Ada", "Grace"])
        dataSource?.apply(snapshot, animatingDifferences: false)
        table.delegate = self
        view.addSubview(table)
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

final class NamesController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "cell")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "cell")
        cell.textLabel?.text = "Name \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

/// A photo grid as iOS code writes it: a flow layout, a registration, a delegate sizing items,
/// a context menu and a row action, all without annotations.
final class PhotoGrid: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout,
    UIContextMenuInteractionDelegate
{
    let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in
        cell.contentView.backgroundColor = item.isMultiple(of: 2) ? .systemBlue : .systemTeal
    }

    func install(in view: UIView) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 4
        layout.sectionHeadersPinToVisibleBounds = true
        let grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        grid.dataSource = self
        grid.delegate = self
        grid.addInteraction(UIContextMenuInteraction(delegate: self))
        view.addSubview(grid)
        return grid
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: indexPath.item)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 80, height: 80)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Share") { _ in }])
        }
    }

    func rowActions() -> [UITableViewRowAction] {
        [UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }]
    }
}
