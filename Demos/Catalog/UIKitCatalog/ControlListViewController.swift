import UIKit

/// The UIKit Catalog's root: a list of the controls, one 44-point row per page; tapping a row
/// pushes that page.
final class ControlListViewController: UIViewController {
    private let pages: [ControlPageViewController.Type]
    private var list: GroupedSectionView?

    private static let margin: CGFloat = 20

    /// A list with a row for each of `pages`, in order.
    init(pages: [ControlPageViewController.Type]) {
        self.pages = pages
        super.init(nibName: nil, bundle: nil)
        title = "UIKit Catalog"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let rows = pages.map { page in
            let row = ControlListRow(title: page.pageTitle, detail: page.controlClass)
            row.addAction(
                UIAction { [weak self] _ in self?.navigationController?.pushViewController(page.init(), animated: true)
                },
                for: .touchUpInside)
            return (view: row as UIView, height: StateRow.standardHeight)
        }
        let list = GroupedSectionView(title: nil, rows: rows)
        view.addSubview(list)
        self.list = list
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let list else { return }
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: Self.margin, dy: Self.margin)
        list.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: list.preferredHeight)
    }
}
