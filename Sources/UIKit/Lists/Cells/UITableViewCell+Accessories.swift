import Foundation

/// The accessories at a cell's trailing edge and the editing control at its leading edge: the
/// app's views, or standard ones made on first use (the chevron in the tertiary label grey, the
/// checkmark in the tint, the info button, the reorder grip, the red delete and green insert
/// controls).
extension UITableViewCell {
    func accessoryViewDidChange(from old: UIView?) {
        if let old, old.superview === self { old.removeFromSuperview() }
        accessoriesDidChange()
    }

    /// Shows the accessories and editing control the state calls for.
    func accessoriesDidChange() {
        let trailing = trailingAccessoryViews
        for view in accessoryParts.shownTrailing where !trailing.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        for view in trailing where view.superview !== self { addSubview(view) }
        accessoryParts.shownTrailing = trailing
        let control: UIView? =
            if isEditing && showsSelectionControl {
                selectionControl()
            } else {
                isEditing && editingStyle != .none ? editingControl() : nil
            }
        if let shown = accessoryParts.shownEditingControl, shown !== control { shown.removeFromSuperview() }
        if let control, control.superview !== self { addSubview(control) }
        accessoryParts.shownEditingControl = control
        updateContentViewMargins()
    }

    func editingStateDidChange(animated: Bool) {
        accessoriesDidChange()
        setNeedsUpdateConfiguration()
        showBackground()
        if animated, window != nil {
            UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
        }
    }

    /// The views at the trailing edge, outermost first: while editing the reorder grip (when
    /// shown) and the editing accessory; else the accessory.
    private var trailingAccessoryViews: [UIView] {
        guard isEditing else { return accessoryView.map { [$0] } ?? standardAccessoryViews(accessoryType) }
        var views: [UIView] = []
        if showsReorderControl { views.append(reorderControl()) }
        if let editingAccessoryView {
            views.append(editingAccessoryView)
        } else {
            views += standardAccessoryViews(editingAccessoryType)
        }
        return views
    }

    private func standardAccessoryViews(_ type: AccessoryType) -> [UIView] {
        switch type {
        case .none: []
        case .disclosureIndicator: [glyphView(.disclosureIndicator, tint: .tertiaryLabel)]
        case .checkmark: [glyphView(.checkmark, tint: nil)]
        case .detailButton: [detailButton()]
        case .detailDisclosureButton: [glyphView(.disclosureIndicator, tint: .tertiaryLabel), detailButton()]
        }
    }

    /// The image view showing `glyph` (in `tint`, else the cell's tint), made once per glyph.
    private func glyphView(_ glyph: TableCellGlyph, tint: UIColor?) -> UIImageView {
        if let view = accessoryParts.glyphViews[glyph] { return view }
        let view = UIImageView(image: glyph.image)
        view.tintColor = tint
        accessoryParts.glyphViews[glyph] = view
        return view
    }

    /// The multiple selection mark of an editing row, empty or checked as the row is selected.
    func selectionControl() -> UIImageView {
        let mark = accessoryParts.selectionControl ?? UIImageView()
        accessoryParts.selectionControl = mark
        mark.image = (isSelected ? TableCellGlyph.selectedCircle : .unselectedCircle).image
        mark.tintColor = isSelected ? nil : .tertiaryLabel
        mark.frame.size = TableCellGlyph.selectedCircle.size
        return mark
    }

    /// The reorder grip, made on first use.
    private func reorderControl() -> TableCellReorderControl {
        if let control = accessoryParts.reorderControl { return control }
        let control = TableCellReorderControl()
        accessoryParts.reorderControl = control
        return control
    }

    /// Turns the delete control a quarter turn while the row is open on its Delete button, and
    /// back when it closes.
    func turnEditingControl() {
        guard let control = accessoryParts.editingControl else { return }
        let turned = listState.isSwiped && editingStyle == .delete
        let transform = turned ? CGAffineTransform(rotationAngle: -.pi / 2) : .identity
        guard control.transform != transform else { return }
        guard window != nil else { return control.transform = transform }
        UIView.animate(withDuration: 0.3) { control.transform = transform }
    }

    /// The info button of the detail accessories; a tap tells the table.
    private func detailButton() -> UIButton {
        if let button = accessoryParts.detailButton { return button }
        let button = UIButton(type: .detailDisclosure)
        button.frame.size = CGSize(width: ButtonSystemGlyph.side, height: ButtonSystemGlyph.side)
        button.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                accessoryButtonTapped?(self)
            }, for: .touchUpInside)
        accessoryParts.detailButton = button
        return button
    }

    /// The delete or insert control for `editingStyle`; a tap tells the table.
    private func editingControl() -> UIButton {
        let button = accessoryParts.editingControl ?? UIButton(type: .custom)
        if accessoryParts.editingControl == nil {
            button.addAction(
                UIAction { [weak self] _ in
                    guard let self else { return }
                    editingControlTapped?(self)
                }, for: .touchUpInside)
            accessoryParts.editingControl = button
        }
        button.setImage((editingStyle == .insert ? TableCellGlyph.insert : .delete).image, for: .normal)
        return button
    }
}

/// The views a cell makes for standard accessories and editing controls, kept while it lives,
/// and the ones shown now.
@MainActor
struct TableCellAccessoryParts {
    var glyphViews: [TableCellGlyph: UIImageView] = [:]
    var detailButton: UIButton?
    var editingControl: UIButton?
    var reorderControl: TableCellReorderControl?
    var selectionControl: UIImageView?
    /// The trailing accessories shown, outermost first.
    var shownTrailing: [UIView] = []
    var shownEditingControl: UIView?
}
