/// Cell registration and dequeuing, with UIKit's failure when nothing is registered.
extension UITableView {
    /// Registers the cell class made for `identifier` (nil forgets it).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let kind = cellClass as? UITableViewCell.Type else {
            cellQueue.register(identifier, maker: nil)
            return
        }
        cellQueue.register(identifier) { kind.init(registeredWithIdentifier: identifier) }
    }

    /// Registers a nib whose top-level cell is made for `identifier` (nil forgets it); making one
    /// stops, as Casement reads no nibs (`UINib`).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else { return cellQueue.register(identifier, maker: nil) }
        cellQueue.register(identifier) { nib.instantiate(withOwner: nil).first as! UITableViewCell }
    }

    /// A cell for `identifier`: one that scrolled out (after its `prepareForReuse()`), or a new one
    /// of the registered class; nil when neither exists.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cellQueue.dequeue(identifier) { $0.prepareForReuse() }
    }

    /// A cell for `identifier` to show at `indexPath`; stops with UIKit's message when no class is
    /// registered for the identifier.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionAlways(
                false,
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                    + "identifier or connect a prototype cell in a storyboard")
            fatalError()
        }
        return cell
    }

    func setUpTable() {
        addGestureRecognizer(makeSwipeRecognizer())
        alwaysBounceVertical = true
        showsHorizontalScrollIndicator = false
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// The table header or footer view changed: the old one leaves, the new one scrolls with the rows.
    func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsReload()
    }

    /// Places the table header at the top of the content and the footer below the last section.
    func placeAccessoryViews() {
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeader)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(
                x: 0, y: geometry.contentHeight - geometry.tableFooter, width: bounds.width,
                height: geometry.tableFooter)
        }
        if let backgroundView {
            backgroundView.frame = bounds
        }
    }

    func replaceBackgroundView(_ old: UIView?) {
        if let old, old !== backgroundView { old.removeFromSuperview() }
        if let backgroundView { insertSubview(backgroundView, at: 0) }
        setNeedsLayout()
    }
}
