/// Reloading: the data source's counts and the delegate's heights become the table's geometry;
/// every view on screen goes back to the reuse queues.
extension UITableView {
    /// How rows are sized.
    enum RowSizing {
        /// Every height is known without a cell.
        case fixed
        /// Some rows are sized by their cells, estimated until measured.
        case selfSizing
    }

    /// The height assumed for a row, header or footer that is not yet measured.
    static let defaultEstimatedRowHeight: CGFloat = 44

    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// Loads the rows now if the data source or a height setting changed since they were loaded.
    func loadRowsIfNeeded() {
        if needsReload { reloadEverything() }
    }

    /// How far rows, headers and footers are inset from the table's sides: an inset grouped
    /// table's margin, else nothing.
    var sectionInset: CGFloat {
        style == .insetGrouped ? Self.insetGroupedMargin : 0
    }

    /// The next layout reloads (the data source or a height setting changed).
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    public var numberOfSections: Int {
        loadRowsIfNeeded()
        return geometry.sections.count
    }

    public func numberOfRows(inSection section: Int) -> Int {
        loadRowsIfNeeded()
        return geometry.sections[section].rowCount
    }

    func reloadEverything() {
        needsReload = false
        for (indexPath, cell) in cellsOnScreen { retire(cell, at: indexPath) }
        selectedRows = []
        closeSwipe(animated: false)
        prefetched = []
        prefetchDone = []
        rebuildGeometry()
    }

    /// Asks the data source and delegate for the counts and heights again, and the header and
    /// footer views; the cells on screen stay (measured again when they size themselves).
    func rebuildGeometry() {
        for (section, view) in visibleHeaders { retireHeaderFooter(view, section: section, header: true) }
        for (section, view) in visibleFooters { retireHeaderFooter(view, section: section, header: false) }
        for case let view as UITableViewHeaderFooterView in madeHeaderFooters.values.compactMap({ $0 }) {
            if let identifier = view.reuseIdentifier { headerFooterQueue.enqueue(view, identifier: identifier) }
        }
        madeHeaderFooters = [:]
        measuredRows = []
        geometry = makeGeometry()
        sectionIndexTitles = dataSource?.sectionIndexTitles(for: self)
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
        setNeedsLayout()
    }

    private func makeGeometry() -> TableGeometry {
        guard let dataSource else { return TableGeometry() }
        let delegate = tableDelegate
        let count = dataSource.numberOfSections(in: self)
        var sections: [TableGeometry.Section] = []
        var heights: [[CGFloat]] = []
        rowSizing = .fixed
        for section in 0..<count {
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            heights.append(rowHeights(section: section, count: rows, delegate: delegate))
            let header = headerFooterHeight(section: section, header: true)
            let footer = headerFooterHeight(section: section, header: false)
            sections.append(.init(headerPadding: headerPadding(header: header), header: header, footer: footer))
        }
        var geometry = TableGeometry(sections: sections, rowHeights: heights)
        geometry.tableHeader = tableHeaderView?.frame.height ?? 0
        geometry.tableFooter = tableFooterView?.frame.height ?? 0
        return geometry
    }

    /// The rows' heights: given, or estimated for the rows their cells will size.
    private func rowHeights(section: Int, count: Int, delegate: UITableViewDelegate?) -> [CGFloat] {
        guard let delegate else {
            if rowHeight >= 0 { return Array(repeating: rowHeight, count: count) }
            rowSizing = .selfSizing
            return Array(repeating: estimate(estimatedRowHeight), count: count)
        }
        return (0..<count).map { row in
            let indexPath = IndexPath(row: row, section: section)
            let height = delegate.tableView(self, heightForRowAt: indexPath)
            guard height < 0 else { return height }
            rowSizing = .selfSizing
            return estimate(delegate.tableView(self, estimatedHeightForRowAt: indexPath))
        }
    }

    private func estimate(_ height: CGFloat) -> CGFloat {
        height < 0 ? Self.defaultEstimatedRowHeight : height
    }

    /// Whether the row at `flatIndex` is sized by its cell and not yet measured.
    func needsMeasuring(_ indexPath: IndexPath, flatIndex: Int) -> Bool {
        guard rowSizing == .selfSizing, !measuredRows.contains(flatIndex) else { return false }
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        return height < 0
    }

    /// The space above a section header of height `header`.
    private func headerPadding(header: CGFloat) -> CGFloat {
        guard header > 0 else { return 0 }
        if sectionHeaderTopPadding >= 0 { return sectionHeaderTopPadding }
        return style == .plain ? Self.plainHeaderTopPadding : 0
    }

    /// Puts a cell that left the screen (or a reload) back in its queue; `onScreen` is false for a
    /// cell already taken off `cellsOnScreen` (a deleted row's).
    func retire(_ cell: UITableViewCell, at indexPath: IndexPath, onScreen: Bool = true) {
        if onScreen { cellsOnScreen[indexPath] = nil }
        cell.isHidden = true
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier {
            cellQueue.enqueue(cell, identifier: identifier)
        } else {
            cell.removeFromSuperview()
        }
    }
}
