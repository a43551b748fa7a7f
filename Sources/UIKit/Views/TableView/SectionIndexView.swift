/// A table's section index: the data source's `sectionIndexTitles` in a column on the right edge,
/// in the tint colour, 11-point semibold as iOS draws them, fixed on screen while the rows scroll.
/// A press or a drag along it jumps to the section of the title under the pointer.
final class SectionIndexView: UIView, ScrollViewControl {
    /// The column's width and each title's height.
    static let width: CGFloat = 15
    static let titleHeight: CGFloat = 14

    private weak var table: UITableView?
    private var labels: [UILabel] = []
    private(set) var titles: [String] = []
    private var color: UIColor?

    init(table: UITableView) {
        self.table = table
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        preconditionAlways(false, "SectionIndexView is made by UITableView")
        return nil
    }

    /// Shows `titles` in `color`; nothing changes when they are the ones shown.
    func show(_ titles: [String], color: UIColor) {
        guard titles != self.titles || color != self.color else { return }
        if titles != self.titles {
            self.titles = titles
            for label in labels { label.removeFromSuperview() }
            labels = titles.map { title in
                let label = UILabel()
                label.text = title
                label.font = .systemFont(ofSize: 11, weight: .semibold)
                label.textAlignment = .center
                addSubview(label)
                return label
            }
        }
        self.color = color
        for label in labels { label.textColor = color }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = (bounds.height - CGFloat(labels.count) * Self.titleHeight) / 2
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(
                x: 0, y: top + CGFloat(index) * Self.titleHeight, width: bounds.width, height: Self.titleHeight)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        jump(to: touches.first)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        jump(to: touches.first)
    }

    /// Scrolls the table to the section of the title under `touch`.
    private func jump(to touch: UITouch?) {
        guard let touch, let table, !titles.isEmpty else { return }
        let top = (bounds.height - CGFloat(titles.count) * Self.titleHeight) / 2
        let index = Int((touch.location(in: self).y - top) / Self.titleHeight)
        let clamped = min(max(index, 0), titles.count - 1)
        table.jumpToSection(forIndexTitle: titles[clamped], at: clamped)
    }
}

extension UITableView {
    /// Shows the data source's section index (asked for at each load) on the right edge, plain and
    /// grouped tables alike, or hides it when there is none.
    /// Whether the section index shows: the data source gives titles and the table has enough rows.
    var showsSectionIndex: Bool {
        !(sectionIndexTitles ?? []).isEmpty && geometry.numberOfRows >= sectionIndexMinimumDisplayRowCount
    }

    func placeSectionIndex() {
        guard showsSectionIndex, let titles = sectionIndexTitles else {
            sectionIndex?.removeFromSuperview()
            sectionIndex = nil
            return
        }
        let index = sectionIndex ?? SectionIndexView(table: self)
        if sectionIndex == nil {
            sectionIndex = index
            addSubview(index)
        }
        index.show(titles, color: sectionIndexColor ?? tintColor)
        index.backgroundColor = sectionIndexBackgroundColor
        let visible = bounds.inset(by: adjustedContentInset)
        index.frame = CGRect(
            x: bounds.maxX - SectionIndexView.width, y: visible.minY, width: SectionIndexView.width,
            height: visible.height)
        keepAboveContent(index)
    }

    /// Scrolls to the top of the section the data source names for `title`.
    func jumpToSection(forIndexTitle title: String, at index: Int) {
        guard let dataSource else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: title, at: index)
        guard geometry.sections.indices.contains(section) else { return }
        var offset = contentOffset
        offset.y = geometry.sectionTop(section) - adjustedContentInset.top
        setContentOffset(clampedContentOffset(offset), animated: false)
    }
}
