import UIKit

/// The Split View set: the UIKit Catalog's pages as a desktop app lays them out, a sidebar listing
/// them on the left and the chosen page on the right. Narrowed below 600 points the window's split
/// view collapses into one navigation stack (the page over the list, with a back button) and
/// expands again when widened; the secondary's bar has the button that hides the sidebar.
final class CatalogSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    /// A split view with the sidebar and the first page shown.
    init() {
        super.init(style: .doubleColumn)
        primaryBackgroundStyle = .sidebar
        showsSecondaryOnlyButton = true
        delegate = self
        let first = UIKitCatalogController.pages[0]
        setViewController(CatalogSidebarController(selecting: first), for: .primary)
        setViewController(first.init(), for: .secondary)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        print("split view: collapsed")
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        print("split view: expanded")
    }
}

/// The sidebar of the Split View set: a sidebar-style list of the UIKit Catalog's pages under their
/// section headers; choosing one shows it as the split view's detail.
final class CatalogSidebarController: UIViewController, UICollectionViewDelegate {
    private let initialPage: ControlPageViewController.Type
    private lazy var list = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
    private var source: UICollectionViewDiffableDataSource<Int, String>?

    /// A sidebar with `page` selected.
    init(selecting page: ControlPageViewController.Type) {
        initialPage = page
        super.init(nibName: nil, bundle: nil)
        title = "Pages"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.backgroundColor = .clear
        list.delegate = self
        view.addSubview(list)
        source = makeSource()
        if let indexPath = source?.indexPath(for: initialPage.pageTitle) {
            list.selectItem(at: indexPath, animated: false, scrollPosition: [])
        }
    }

    private func makeSource() -> UICollectionViewDiffableDataSource<Int, String> {
        let headers = Set(UIKitCatalogController.sections.map(\.title))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            let isHeader = headers.contains(item)
            var content = isHeader ? UIListContentConfiguration.sidebarHeader() : .sidebarCell()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = isHeader ? [.outlineDisclosure()] : []
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) {
            collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        for section in UIKitCatalogController.sections {
            outline.append([section.title])
            outline.append(section.pages.map(\.pageTitle), to: section.title)
        }
        outline.expand(UIKitCatalogController.sections.map(\.title))
        source.apply(outline, to: 0, animatingDifferences: false)
        return source
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let title = source?.itemIdentifier(for: indexPath),
            let page = UIKitCatalogController.pages.first(where: { $0.pageTitle == title })
        else { return }
        print("split view: shows \(title)")
        showDetailViewController(page.init(), sender: self)
    }
}
