import UIKit

/// A catalogue page: a view that draws itself in `draw(_:)` and redraws when its size changes.
class CatalogPage: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.needsDisplayOnBoundsChange = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
