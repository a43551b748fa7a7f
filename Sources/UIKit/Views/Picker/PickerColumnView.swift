import Foundation

/// One component of a picker view: a vertical scroll view whose content is the component's rows,
/// with room above and below so the first and last rows can reach the centre, shown on a wheel.
///
/// The room is content rather than a content inset so the wheel's line step, which follows the
/// visible height less the insets, stays about a row.
///
/// Rows are placed at their content positions and then bent onto a cylinder whose radius is half
/// the column's height: a row `d` points from the centre is turned `d/radius` about the horizontal
/// axis, shows `radius·sin(d/radius)` from it and `radius·(1 − cos(d/radius))` behind, seen in
/// perspective and faded, and rows past a quarter turn are not shown. A drag's
/// resting place is moved onto a row; a wheel turn, which cannot be redirected, slides on to the
/// nearest row when it stops. When the user's scroll comes to rest the picker hears the row.
final class PickerColumnView: UIScrollView, UIScrollViewDelegate {
    private weak var picker: UIPickerView?
    let component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight = UIPickerView.defaultRowHeight
    /// The rows shown, each in a cell that carries the wheel's transform.
    private var visibleCells: [Int: PickerRowCell] = [:]
    /// Cells of rows scrolled out of sight, whose views are offered back to the delegate.
    private var reusableCells: [PickerRowCell] = []
    /// Whether the movement in progress is the user's, so coming to rest selects a row.
    private var userMoving = false
    /// The row to keep centred when the column changes size.
    private var anchorRow = 0

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        backgroundColor = nil
        contentInsetAdjustmentBehavior = .never
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        alwaysBounceVertical = true
        scrollsToTop = false
        delegate = self
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.addHandler { [weak self] tap in self?.tapped(tap) }
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Rows

    /// The room above the first row and below the last that lets them reach the centre.
    private var padding: CGFloat { max(0, (bounds.height - rowHeight) / 2) }

    /// The content offset that centres `row`.
    private func offset(forRow row: Int) -> CGFloat {
        CGFloat(row) * rowHeight
    }

    /// The row nearest the centre for a content offset of `y`.
    private func row(atOffset y: CGFloat) -> Int {
        guard rowCount > 0 else { return 0 }
        return min(max(Int((y / rowHeight).rounded()), 0), rowCount - 1)
    }

    /// Takes a new row count and height, shows `selectedRow` at the centre and makes every shown
    /// row's view again (offering the old views back).
    func reload(rowCount: Int, rowHeight: CGFloat, selectedRow: Int) {
        self.rowCount = rowCount
        self.rowHeight = rowHeight
        for row in Array(visibleCells.keys) { recycle(row) }
        updateContentGeometry()
        scroll(toRow: selectedRow, animated: false)
    }

    /// Centres `row`, sliding there when `animated`; the picker hears nothing.
    func scroll(toRow row: Int, animated: Bool) {
        userMoving = false
        anchorRow = row
        setContentOffset(CGPoint(x: 0, y: offset(forRow: row)), animated: animated && window != nil)
        tileRows()
    }

    /// Makes the shown rows' views again, offering each row its current view.
    func refreshRows() {
        guard let picker else { return }
        for (row, cell) in visibleCells { cell.show(picker.rowView(row, component, reusing: cell.content)) }
    }

    func visibleView(forRow row: Int) -> UIView? {
        visibleCells[row]?.content
    }

    private func updateContentGeometry() {
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight + 2 * padding)
    }

    override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.frame.size
            super.frame = newValue
            guard newValue.size != oldSize else { return }
            updateContentGeometry()
            if !isDragging && !isDecelerating && !isTracking { contentOffset.y = offset(forRow: anchorRow) }
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        tileRows()
    }

    /// How far in front of the wheel it is seen from, in wheel radii.
    private static let perspectiveDistance: CGFloat = 4

    /// Shows the rows within a quarter turn of the centre on the wheel, recycling the others.
    private func tileRows() {
        guard let picker, rowCount > 0, bounds.height > 0 else {
            for row in Array(visibleCells.keys) { recycle(row) }
            return
        }
        let radius = bounds.height / 2
        let centre = contentOffset.y + radius
        let reach = radius * .pi / 2
        let first = max(0, Int(((centre - reach - padding) / rowHeight).rounded(.down)))
        let last = min(rowCount - 1, Int(((centre + reach - padding) / rowHeight).rounded(.down)))
        for row in Array(visibleCells.keys) where row < first || row > last { recycle(row) }
        guard first <= last else { return }
        for row in first...last {
            let cell = visibleCells[row] ?? makeCell(row, picker)
            let rowCentre = padding + (CGFloat(row) + 0.5) * rowHeight
            let angle = (rowCentre - centre) / radius
            cell.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
            cell.center = CGPoint(x: bounds.width / 2, y: rowCentre)
            guard abs(angle) < .pi / 2 else {
                cell.isHidden = true
                continue
            }
            cell.isHidden = false
            // On the drum: turned about the horizontal axis by its angle, moved to where the turn
            // puts it (up or down and away), and seen in perspective from in front of the wheel.
            var transform = CATransform3DMakeRotation(-angle, 1, 0, 0)
            transform = CATransform3DConcat(
                transform,
                CATransform3DMakeTranslation(0, radius * sin(angle) - (rowCentre - centre), radius * (cos(angle) - 1)))
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / (Self.perspectiveDistance * radius)
            cell.transform3D = CATransform3DConcat(transform, perspective)
            cell.alpha = pow(cos(angle), 3)
        }
    }

    private func makeCell(_ row: Int, _ picker: UIPickerView) -> PickerRowCell {
        let cell = reusableCells.popLast() ?? PickerRowCell(frame: .zero)
        let view = picker.rowView(row, component, reusing: cell.content)
        cell.show(view)
        if cell.superview !== self { addSubview(cell) }
        cell.isHidden = false
        visibleCells[row] = cell
        return cell
    }

    private func recycle(_ row: Int) {
        guard let cell = visibleCells.removeValue(forKey: row) else { return }
        cell.isHidden = true
        reusableCells.append(cell)
    }

    // MARK: - Settling on a row

    private func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, rowCount > 0 else { return }
        let radius = bounds.height / 2
        let fromCentre = tap.location(in: self).y - (contentOffset.y + radius)
        let unbent = radius * asin(min(max(fromCentre / radius, -1), 1))
        let contentY = contentOffset.y + radius + unbent
        let row = min(max(Int(((contentY - padding) / rowHeight).rounded(.down)), 0), rowCount - 1)
        guard row != self.row(atOffset: contentOffset.y) || contentOffset.y != offset(forRow: row) else { return }
        userScroll(toRow: row)
    }

    /// Slides `row` to the centre as the user's movement, so the picker hears it when it arrives.
    func userScroll(toRow row: Int) {
        anchorRow = row
        setContentOffset(CGPoint(x: 0, y: offset(forRow: row)), animated: window != nil)
        userMoving = true
        if window == nil { settle() }
    }

    /// The row at the centre, or where the column is sliding to.
    var centredRow: Int { row(atOffset: slideTarget.y) }

    /// The content came to rest: on a row, the user's movement selects it; between rows (a wheel
    /// turn) it slides on to the nearest.
    private func settle() {
        let row = self.row(atOffset: contentOffset.y)
        let target = offset(forRow: row)
        if abs(contentOffset.y - target) > 0.5 {
            setContentOffset(CGPoint(x: 0, y: target), animated: window != nil)
            if window != nil { return }
        }
        anchorRow = row
        guard userMoving else { return }
        userMoving = false
        picker?.columnDidSettle(component, on: row)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        tileRows()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        userMoving = true
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee.y = offset(forRow: row(atOffset: targetContentOffset.pointee.y))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settle()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        settle()
    }
}

/// The cell a picker column shows one row's view in: it carries the wheel's transform and alpha,
/// and keeps the view centred.
final class PickerRowCell: UIView {
    private(set) var content: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `view` in place of the view shown before.
    func show(_ view: UIView) {
        if view !== content {
            content?.removeFromSuperview()
            content = view
            addSubview(view)
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let content else { return }
        if content.bounds.size == .zero { content.bounds.size = bounds.size }
        content.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
