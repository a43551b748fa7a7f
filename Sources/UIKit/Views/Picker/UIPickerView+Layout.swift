import Foundation

/// Placing the components side by side over the selection band, asking the data source and delegate
/// for what they hold, and making the rows' views.
extension UIPickerView {
    /// The font of the rows' titles when the delegate gives no views.
    static let titleFont = UIFont.systemFont(ofSize: 23)

    /// The width each component gets when the delegate does not say: the picker's width, less its
    /// margins and the gaps between components, shared equally.
    var sharedComponentWidth: CGFloat {
        let count = CGFloat(max(columns.count, 1))
        let available = bounds.width - 2 * Self.sideMargin - Self.componentSpacing * (count - 1)
        return max(0, available / count)
    }

    func componentWidth(_ component: Int) -> CGFloat {
        max(0, delegate?.pickerView(self, widthForComponent: component) ?? sharedComponentWidth)
    }

    /// The components are asked for again before they are next used.
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    func reloadIfNeeded() {
        if needsReload { reloadAllComponents() }
    }

    /// Asks again for `component`'s row count and height, keeps its selection in range and shows its
    /// rows afresh (their views offered back for reuse).
    func reloadRows(of component: Int) {
        let column = columns[component]
        let count = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        selectedRows[component] = min(max(selectedRows[component], 0), max(count - 1, 0))
        column.reload(rowCount: count, rowHeight: max(1, height), selectedRow: selectedRows[component])
    }

    /// Places the components side by side, centred, over the selection band.
    func layOutComponents() {
        let widths = columns.indices.map { componentWidth($0) }
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(widths.count - 1, 0))
        var x = ((bounds.width - total) / 2).rounded()
        for (column, width) in zip(columns, widths) {
            column.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width + Self.componentSpacing
        }
        let bandHeight = columns.first?.rowHeight ?? Self.defaultRowHeight
        selectionBand.frame = CGRect(
            x: Self.bandInset, y: ((bounds.height - bandHeight) / 2).rounded(),
            width: max(0, bounds.width - 2 * Self.bandInset), height: bandHeight)
    }

    /// The view for `row` of `component`: the delegate's, else a label showing its title.
    func rowView(_ row: Int, _ component: Int, reusing view: UIView?) -> UIView {
        if let delegate {
            return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view)
        }
        return titleLabel(forRow: row, forComponent: component, reusing: view)
    }

    /// A centred label (`view` when it is one the picker made) showing the delegate's attributed
    /// title for the row, else its title, else "?" as iOS shows.
    func titleLabel(forRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? PickerTitleLabel) ?? PickerTitleLabel(frame: .zero)
        label.resetStyle()
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        label.frame.size = rowSize(forComponent: component)
        return label
    }

    /// Asks the delegate again for the views of the rows shown, offering each its current view, so
    /// they can show a change in their state (a date picker dims the rows its limits rule out).
    func refreshVisibleRows() {
        for column in columns { column.refreshRows() }
    }

    /// The user brought `component` to rest on `row`: it is selected and the delegate hears of it.
    func columnDidSettle(_ component: Int, on row: Int) {
        guard selectedRows.indices.contains(component) else { return }
        selectedRows[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}

/// The label a picker shows for a row whose delegate gives a title rather than a view.
final class PickerTitleLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        resetStyle()
        adjustsFontSizeToFitWidth = true
        minimumScaleFactor = 0.5
    }

    /// Goes back to the picker's font and colour, which an attributed title shown before replaced.
    func resetStyle() {
        font = UIPickerView.titleFont
        textAlignment = .center
        textColor = .label
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
