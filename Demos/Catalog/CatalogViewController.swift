import UIKit

/// The catalogue's main page: drawing examples side by side, each a view drawn in `draw(_:)`.
final class CatalogViewController: UIViewController {
    private var pages: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Casement Catalog"
        view.backgroundColor = .systemGray6
        pages = [ShapesView(frame: .zero), EffectsView(frame: .zero)]
        for page in pages {
            page.backgroundColor = .white
            page.layer.cornerRadius = 12
            page.clipsToBounds = true
            view.addSubview(page)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let margin: CGFloat = 20
        let width = (view.bounds.width - margin * CGFloat(pages.count + 1)) / CGFloat(pages.count)
        for (index, page) in pages.enumerated() {
            page.frame = CGRect(
                x: margin + CGFloat(index) * (width + margin), y: margin, width: width,
                height: view.bounds.height - 2 * margin)
        }
    }
}
