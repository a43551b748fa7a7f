import UIKit

/// The catalogue's main window: its pages in a grid — drawing, effects and text, transforms, layers.
final class CatalogViewController: UIViewController {
    private var pages: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Casement Catalog"
        view.backgroundColor = .systemGray6
        pages = [
            ShapesView(frame: .zero), EffectsView(frame: .zero), TransformsPage(frame: .zero), LayersPage(frame: .zero),
        ]
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
        let columns = 2
        let rows = (pages.count + columns - 1) / columns
        let width = (view.bounds.width - margin * CGFloat(columns + 1)) / CGFloat(columns)
        let height = (view.bounds.height - margin * CGFloat(rows + 1)) / CGFloat(rows)
        for (index, page) in pages.enumerated() {
            page.frame = CGRect(
                x: margin + CGFloat(index % columns) * (width + margin),
                y: margin + CGFloat(index / columns) * (height + margin), width: width, height: height)
        }
    }
}
