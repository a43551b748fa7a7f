/// Section headers and footers: the delegate's views or, for a section with a title, a reused
/// `UITableViewHeaderFooterView` showing it; heights given or fitted to the view; in a plain table
/// the header of the section at the top sticks under the top edge until its section scrolls away.
extension UITableView {
    /// The padding above plain headers (iOS 15 and later).
    static let plainHeaderTopPadding: CGFloat = 22
    /// A grouped table's gap above its first section and between sections when they have no titles.
    static let groupedSectionGap: CGFloat = 35
    /// How far an inset grouped table's sections are inset from its edges.
    static let insetGroupedMargin = ListMetrics.horizontalMargin
    /// The reuse identifier of the views that show section titles.
    static let titleHeaderFooterIdentifier = "UITableView-title-header-footer"

    /// The header (or footer) view of `section`, on screen or made for measuring; nil when the
    /// section has none.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    /// The registered kind of header or footer view for `identifier`.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let kind = aClass as? UITableViewHeaderFooterView.Type else {
            headerFooterQueue.register(identifier, maker: nil)
            return
        }
        headerFooterQueue.register(identifier) { kind.init(registeredWithIdentifier: identifier) }
    }

    /// Registers a nib whose top-level view is made for `identifier` (nil forgets it); making one
    /// stops, as Casement reads no nibs (`UINib`).
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let nib else { return headerFooterQueue.register(identifier, maker: nil) }
        headerFooterQueue.register(identifier) { nib.instantiate(withOwner: nil).first as! UITableViewHeaderFooterView }
    }

    /// A header or footer view for `identifier`: one waiting for reuse, or a new one of the
    /// registered class; nil when nothing is registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterQueue.dequeue(identifier) { $0.prepareForReuse() }
    }

    /// The height of `section`'s header (or footer): given, else fitted to its view.
    func headerFooterHeight(section: Int, header: Bool) -> CGFloat {
        let given =
            header
            ? tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if given >= 0 { return given }
        guard let view = makeHeaderFooter(section: section, header: header) else {
            guard style != .plain else { return 0 }
            return header && section == 0 ? Self.groupedSectionGap : Self.groupedSectionGap / 2
        }
        let fitted = view.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return ceil(fitted.height)
    }

    /// `section`'s header (or footer) view, made once per reload: the delegate's, or a title view.
    func makeHeaderFooter(section: Int, header: Bool) -> UIView? {
        let key = HeaderFooterKey(section: section, header: header)
        if let made = madeHeaderFooters[key] { return made }
        let view: UIView?
        if let custom =
            header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        {
            view = custom
        } else if let title =
            header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        {
            view = titleView(title, header: header, section: section)
        } else {
            view = nil
        }
        madeHeaderFooters[key] = .some(view)
        return view
    }

    private func titleView(_ title: String, header: Bool, section: Int) -> UITableViewHeaderFooterView {
        if !headerFooterQueue.isRegistered(Self.titleHeaderFooterIdentifier) {
            register(
                UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: Self.titleHeaderFooterIdentifier)
        }
        let view =
            dequeueReusableHeaderFooterView(withIdentifier: Self.titleHeaderFooterIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleHeaderFooterIdentifier)
        view.tableStyle = listStyle
        view.isFooter = !header
        view.isInFirstSection = section == 0
        // The title in the legacy label, as iOS does: apps restyle `textLabel` in willDisplayHeaderView.
        view.contentConfiguration = nil
        view.textLabel?.text = title
        return view
    }

    /// Shows the headers and footers of the sections in `minY..<maxY`, sticking plain headers
    /// under the top edge, and retires the others.
    func placeHeadersAndFooters(from minY: CGFloat, to maxY: CGFloat) {
        var headers = Set<Int>()
        var footers = Set<Int>()
        if let first = geometry.section(at: minY), let last = geometry.section(at: maxY) {
            for section in first...last {
                let placed = geometry.sections[section]
                if placed.header > 0, geometry.headerTop(section) < maxY {
                    headers.insert(section)
                    show(section: section, header: true, top: headerPosition(section), height: placed.header)
                }
                let footerTop = geometry.footerTop(section)
                if placed.footer > 0, footerTop < maxY, footerTop + placed.footer > minY {
                    footers.insert(section)
                    show(section: section, header: false, top: footerTop, height: placed.footer)
                }
            }
        }
        for (section, view) in visibleHeaders where !headers.contains(section) {
            retireHeaderFooter(view, section: section, header: true)
        }
        for (section, view) in visibleFooters where !footers.contains(section) {
            retireHeaderFooter(view, section: section, header: false)
        }
    }

    /// Where `section`'s header is: in its place, or in a plain table stuck under the top edge
    /// while its section is under it, pushed up by the section's end.
    private func headerPosition(_ section: Int) -> CGFloat {
        let top = geometry.headerTop(section)
        guard style == .plain else { return top }
        let edge = bounds.minY + adjustedContentInset.top
        let height = geometry.sections[section].header
        let sectionEnd = geometry.sectionBottom(section) - geometry.sections[section].footer
        return max(top, min(edge, sectionEnd - height))
    }

    private func show(section: Int, header: Bool, top: CGFloat, height: CGFloat) {
        let existing = header ? visibleHeaders[section] : visibleFooters[section]
        guard let view = existing ?? makeHeaderFooter(section: section, header: header) else { return }
        if existing == nil {
            if header { visibleHeaders[section] = view } else { visibleFooters[section] = view }
            view.isHidden = false
            if view.superview !== self { addSubview(view) }
            if header {
                tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
            } else {
                tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
            }
        }
        let inset = sectionInset
        let y = top + (rowReorder?.shift(section: section, header: header) ?? 0)
        view.frame = CGRect(x: inset, y: y, width: bounds.width - 2 * inset, height: height)
        if let view = view as? UITableViewHeaderFooterView {
            view.isPinned = header && style == .plain && top > geometry.headerTop(section)
        }
        // Above the rows; moved only when a row is above it, since each move asks for a layout.
        if let index = subviews.firstIndex(of: view),
            subviews[(index + 1)...].contains(where: { $0 is UITableViewCell })
        {
            bringSubviewToFront(view)
        }
    }

    func retireHeaderFooter(_ view: UIView, section: Int, header: Bool) {
        if header {
            visibleHeaders[section] = nil
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            visibleFooters[section] = nil
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        view.isHidden = true
    }
}

/// A section's header or footer, as a key for the views made for a reload.
struct HeaderFooterKey: Hashable {
    var section: Int
    var header: Bool
}
