/// Told of rows about to come on screen, so their data can be loaded ahead of `cellForRowAt`.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// Prefetching: the rows within a screen's height past each edge of the visible ones are offered to
/// the prefetch data source in order of distance; a row is offered once until it is shown or, having
/// left that reach unseen, cancelled (it may be offered again when it comes back).
extension UITableView {
    func prefetchRows(around visible: Range<Int>) {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource, !visible.isEmpty else {
            prefetched = []
            return
        }
        // Shown rows are done with: never offered again, never cancelled.
        prefetched.subtract(visible)
        prefetchDone.formUnion(visible)
        let reach = geometry.rows(from: bounds.minY - bounds.height, to: bounds.maxY + bounds.height)
        let cancelled = prefetched.subtracting(reach)
        let fresh = Set(reach).subtracting(visible).subtracting(prefetchDone).sorted {
            distance($0, from: visible) < distance($1, from: visible)
        }
        prefetched = prefetched.subtracting(cancelled).union(fresh)
        prefetchDone.formUnion(fresh)
        prefetchDone.subtract(cancelled)
        let paths = { (rows: [Int]) in
            rows.map { flat -> IndexPath in
                let (section, row) = self.geometry.indexPath(flatIndex: flat)
                return IndexPath(row: row, section: section)
            }
        }
        if !cancelled.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: paths(cancelled.sorted())) }
        if !fresh.isEmpty { prefetcher.tableView(self, prefetchRowsAt: paths(fresh)) }
    }

    private func distance(_ flat: Int, from visible: Range<Int>) -> Int {
        flat < visible.lowerBound ? visible.lowerBound - flat : flat - visible.upperBound
    }
}
