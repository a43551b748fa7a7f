import UIKit

/// The UIKit Catalog's root: a list of the controls, one 44-point row per page; tapping a row
/// pushes that page.
final class ControlListViewController: UIViewController {
    private let pages: [ControlPageViewController.Type]
    private let card = UIView()
    private var rows: [ControlListRow] = []
    private var separators: [UIView] = []

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
        card.layer.cornerRadius = 10
        card.clipsToBounds = true
        view.addSubview(card)
        for (index, page) in pages.enumerated() {
            let row = ControlListRow(title: page.pageTitle, detail: page.controlClass)
            row.addAction(
                UIAction { [weak self] _ in self?.navigationController?.pushViewController(page.init(), animated: true)
                },
                for: .touchUpInside)
            card.addSubview(row)
            rows.append(row)
            if index > 0 {
                let separator = UIView()
                separator.backgroundColor = .separator
                card.addSubview(separator)
                separators.append(separator)
            }
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: Self.margin, dy: Self.margin)
        let height = StateRow.standardHeight
        card.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: CGFloat(rows.count) * height)
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * height, width: card.bounds.width, height: height)
        }
        let hairline = 1 / max(UIScreen.main.scale, 1)
        for (index, separator) in separators.enumerated() {
            separator.frame = CGRect(
                x: 16, y: CGFloat(index + 1) * height - hairline / 2, width: card.bounds.width - 16, height: hairline)
        }
    }
}
