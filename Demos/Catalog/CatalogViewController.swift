import UIKit

/// The catalogue's main page: a title and a view drawn with Core Graphics in `draw(_:)`.
final class CatalogViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Casement Catalog"
        view.backgroundColor = .systemGray6
        let shapes = ShapesView(frame: view.bounds.insetBy(dx: 20, dy: 20))
        shapes.backgroundColor = .white
        view.addSubview(shapes)
        self.shapes = shapes
    }

    private var shapes: ShapesView?

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        shapes?.frame = view.bounds.insetBy(dx: 20, dy: 20)
    }
}
