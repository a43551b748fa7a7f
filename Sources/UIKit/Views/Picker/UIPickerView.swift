/// A view of spinning wheels, one per component, each showing rows of which the one at the centre
/// is selected, drawn as iOS 17 draws them: rows on a cylinder (shrinking and fading away from the
/// centre) over a light grey rounded band marking the selection.
///
/// Each component scrolls on its own: dragged (flung with iOS's deceleration), turned by the mouse
/// wheel or clicked on a row away from the centre, it comes to rest with a row centred and the
/// delegate hears `pickerView(_:didSelectRow:inComponent:)` once. The picker is 320×216 unless it
/// is given another size; rows scrolled out of sight give their views back for reuse.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The size of a picker made without one, and its intrinsic size.
    static let defaultSize = CGSize(width: 320, height: 216)
    /// The height of a row when the delegate does not say.
    static let defaultRowHeight: CGFloat = 32
    /// The gap between components, and the margin on either side of them all.
    static let componentSpacing: CGFloat = 5
    static let sideMargin: CGFloat = 8
    /// The selection band: its inset from the picker's sides, its corner radius and colour.
    static let bandInset: CGFloat = 8
    static let bandCornerRadius: CGFloat = 7
    static let bandColor = UIColor.tertiarySystemFill

    open weak var dataSource: UIPickerViewDataSource? {
        didSet { setNeedsReload() }
    }

    open weak var delegate: UIPickerViewDelegate? {
        didSet { setNeedsReload() }
    }

    let selectionBand = UIView(frame: .zero)
    /// One scrolling column per component, left to right.
    var columns: [PickerColumnView] = []
    /// The row selected in each component (-1 where a component has no rows).
    var selectedRows: [Int] = []
    /// Whether the components must be asked for again before they are next used.
    var needsReload = true

    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: Self.defaultSize) : frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        clipsToBounds = true
        selectionBand.backgroundColor = Self.bandColor
        selectionBand.layer.cornerRadius = Self.bandCornerRadius
        selectionBand.isUserInteractionEnabled = false
        addSubview(selectionBand)
    }

    open override var intrinsicContentSize: CGSize { Self.defaultSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.defaultSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        layOutComponents()
    }

    // MARK: - Components and rows

    /// How many components the data source gave at the last reload.
    open var numberOfComponents: Int {
        reloadIfNeeded()
        return columns.count
    }

    /// How many rows `component` has; 0 for a component the picker does not have.
    open func numberOfRows(inComponent component: Int) -> Int {
        reloadIfNeeded()
        return columns.indices.contains(component) ? columns[component].rowCount : 0
    }

    /// The width of `component` and the height of its rows; zero for a component the picker does not have.
    open func rowSize(forComponent component: Int) -> CGSize {
        reloadIfNeeded()
        guard columns.indices.contains(component) else { return .zero }
        return CGSize(width: componentWidth(component), height: columns[component].rowHeight)
    }

    /// Asks the data source and delegate again for every component, keeping each selection that is
    /// still in range.
    open func reloadAllComponents() {
        needsReload = false
        let count = max(0, dataSource.map { $0.numberOfComponents(in: self) } ?? 0)
        while columns.count > count { columns.removeLast().removeFromSuperview() }
        while columns.count < count {
            let column = PickerColumnView(picker: self, component: columns.count)
            columns.append(column)
            addSubview(column)
        }
        selectedRows =
            Array(selectedRows.prefix(count)) + Array(repeating: 0, count: max(0, count - selectedRows.count))
        for component in columns.indices { reloadRows(of: component) }
        setNeedsLayout()
    }

    /// Asks the data source and delegate again for `component`'s rows; a component the picker does
    /// not have is ignored.
    open func reloadComponent(_ component: Int) {
        reloadIfNeeded()
        guard columns.indices.contains(component) else { return }
        reloadRows(of: component)
    }

    // MARK: - Selection

    /// Scrolls `component` so `row` is centred and selects it, telling the delegate nothing; a row
    /// past the ends selects the nearest end, a component the picker does not have is ignored.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        guard columns.indices.contains(component) else { return }
        let column = columns[component]
        guard column.rowCount > 0 else { return }
        let row = min(max(row, 0), column.rowCount - 1)
        selectedRows[component] = row
        column.scroll(toRow: row, animated: animated)
    }

    /// The row selected in `component`: -1 when it has no rows or the picker has no such component.
    open func selectedRow(inComponent component: Int) -> Int {
        reloadIfNeeded()
        guard columns.indices.contains(component), columns[component].rowCount > 0 else { return -1 }
        return selectedRows[component]
    }

    /// The view showing `row` of `component`, or nil when that row is scrolled out of sight.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        reloadIfNeeded()
        guard columns.indices.contains(component) else { return nil }
        columns[component].layoutIfNeeded()
        return columns[component].visibleView(forRow: row)
    }
}
