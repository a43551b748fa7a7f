/// The grip an editing cell shows for moving its row: three grey bars that take the mouse or a
/// finger themselves (a press on them neither scrolls nor selects), across a target wider than the
/// bars and the cell's whole height, and hand each touch to the cell's table.
final class TableCellReorderControl: UIImageView, ScrollViewControl {
    /// How far the target reaches past the bars on each side.
    static let targetOutset: CGFloat = 12

    init() {
        super.init(image: TableCellGlyph.reorder.image)
        tintColor = .tertiaryLabel
        isUserInteractionEnabled = true
    }

    required init?(coder: NSCoder) {
        preconditionAlways(false, "TableCellReorderControl is made by UITableViewCell")
        return nil
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let cell = superview else { return super.point(inside: point, with: event) }
        let height = cell.bounds.height
        let top = convert(CGPoint.zero, from: cell).y
        let target = CGRect(
            x: -Self.targetOutset, y: top, width: bounds.width + 2 * Self.targetOutset, height: height)
        return target.contains(point)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { forward(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { forward(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { forward(touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { forward(touches) }

    private func forward(_ touches: Set<UITouch>) {
        guard let cell = superview as? UITableViewCell, let touch = touches.first else { return }
        cell.reorderControlDragged?(cell, touch)
    }
}
