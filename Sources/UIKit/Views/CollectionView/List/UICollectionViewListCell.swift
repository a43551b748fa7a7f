/// A cell of a list section (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`): its
/// content and background take the list's look (`defaultContentConfiguration()`; the list's cell
/// background unless the app gives one), it shows `accessories` beside its content, indents its
/// content by `indentationLevel` (an outline's depth, set by a diffable data source), and draws the
/// separator under it; in an inset grouped list the first and last rows of a section round their
/// outer corners.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// What shows beside the content, leading (delete controls, leading custom views) and trailing.
    open var accessories: [UICellAccessory] = [] {
        didSet { makeAccessoryViews() }
    }
    /// How deep the content is indented, in `indentationWidth`s.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }
    /// 10 points by default.
    open var indentationWidth: CGFloat = ListMetrics.indentationWidth {
        didSet { setNeedsLayout() }
    }
    /// Whether leading accessories are indented with the content; true by default.
    open var indentsAccessories = true {
        didSet { setNeedsLayout() }
    }
    /// Where the separator runs: from the content's text to the trailing edge.
    public let separatorLayoutGuide = UILayoutGuide()

    /// The list the cell was placed in, and where in its section.
    var listPlace: (configuration: UICollectionLayoutListConfiguration, isFirst: Bool, isLast: Bool)?
    /// Whether an outline shows the item's children; a diffable data source sets it.
    var isOutlineExpanded = false {
        didSet { if isOutlineExpanded != oldValue { setNeedsUpdateConfiguration() } }
    }
    private var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []
    private let separator = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpListCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpListCell()
    }

    private func setUpListCell() {
        addLayoutGuide(separatorLayoutGuide)
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        addSubview(separator)
    }

    /// A list content configuration for the cell's list: a sidebar cell in a sidebar, a header for
    /// a section's first item when the list's header mode says so, else a plain list cell.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let place = listPlace else { return .cell() }
        let isHeader = place.configuration.headerMode == .firstItemInSection && place.isFirst
        if place.configuration.isSidebar { return isHeader ? .sidebarHeader() : .sidebarCell() }
        return isHeader ? (place.configuration.isGrouped ? .groupedHeader() : .plainHeader()) : .cell()
    }

    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isExpanded = isOutlineExpanded
        return state
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        learnListPlace(layoutAttributes.indexPath)
    }

    /// Reads the list's look and the cell's place in its section from the collection view; a cell
    /// the app gave no background takes the list's.
    private func learnListPlace(_ indexPath: IndexPath) {
        guard let collection = superview as? UICollectionView,
            let layout = collection.collectionViewLayout as? UICollectionViewCompositionalLayout,
            let configuration = layout.listConfiguration(forSection: indexPath.section)
        else { return }
        let count = collection.numberOfItems(inSection: indexPath.section)
        let place = (isFirst: indexPath.item == 0, isLast: indexPath.item == count - 1)
        if listPlace?.isFirst != place.isFirst || listPlace?.isLast != place.isLast { setNeedsLayout() }
        listPlace = (configuration, place.isFirst, place.isLast)
        if backgroundConfiguration == nil, backgroundView == nil {
            backgroundConfiguration =
                configuration.isSidebar
                ? .listSidebarCell() : configuration.isGrouped ? .listGroupedCell() : .listPlainCell()
        }
        let rounded = configuration.appearance == .insetGrouped
        var corners: CACornerMask = []
        if rounded, indexPath.item == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if rounded, indexPath.item == count - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        layer.cornerRadius = corners.isEmpty ? 0 : ListMetrics.cornerRadius
        layer.maskedCorners = corners
        layer.masksToBounds = !corners.isEmpty
    }

    // MARK: - Accessories

    private func makeAccessoryViews() {
        for (_, view) in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { accessory in
            let view = accessoryView(for: accessory)
            insertSubview(view, belowSubview: separator)
            return (accessory, view)
        }
        setNeedsLayout()
    }

    private func accessoryView(for accessory: UICellAccessory) -> UIView {
        let view: UIView
        switch accessory.kind {
        case .disclosureIndicator: view = glyphView(.disclosureIndicator, tint: accessory.tintColor ?? .tertiaryLabel)
        case .checkmark: view = glyphView(.checkmark, tint: accessory.tintColor ?? tintColor)
        case .reorder:
            view = glyphView(.reorder, tint: accessory.tintColor ?? .tertiaryLabel)
            view.isUserInteractionEnabled = true
            view.addGestureRecognizer(UIPanGestureRecognizer { [weak self] recognizer in self?.dragGrip(recognizer) })
        case .delete(let handler):
            view = glyphView(.delete, tint: nil)
            addTap(to: view) { handler?() }
        case .outlineDisclosure(let handler):
            view = glyphView(.disclosureIndicator, tint: accessory.tintColor ?? tintColor)
            addTap(to: view) { [weak self] in
                if let handler { handler() } else { self?.toggleOutline() }
            }
        case .label(let text):
            let label = UILabel()
            label.text = text
            label.textColor = accessory.tintColor ?? .secondaryLabel
            label.sizeToFit()
            view = label
        case .customView(let custom):
            view = custom
            if let tint = accessory.tintColor { view.tintColor = tint }
        }
        return view
    }

    private func glyphView(_ glyph: TableCellGlyph, tint: UIColor?) -> UIImageView {
        let view = UIImageView(image: glyph.image)
        view.frame.size = glyph.size
        view.tintColor = tint
        return view
    }

    private func addTap(to view: UIView, _ action: @escaping @MainActor () -> Void) {
        view.isUserInteractionEnabled = true
        view.addGestureRecognizer(UITapGestureRecognizer { _ in action() })
    }

    /// The reorder grip dragged: the item moves with the collection view's interactive movement,
    /// following the pointer up and down the list.
    private func dragGrip(_ recognizer: UIPanGestureRecognizer) {
        guard let collection = superview as? UICollectionView else { return }
        let point = recognizer.location(in: collection)
        switch recognizer.state {
        case .began:
            guard let indexPath = collection.indexPath(for: self) else { return }
            collection.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            collection.updateInteractiveMovementTargetPosition(CGPoint(x: center.x, y: point.y))
        case .ended:
            collection.endInteractiveMovement()
        default:
            collection.cancelInteractiveMovement()
        }
    }

    /// Expands or collapses the cell's item in its diffable data source's outline.
    private func toggleOutline() {
        guard let collection = superview as? UICollectionView, let indexPath = collection.indexPath(for: self),
            let outline = collection.dataSource as? OutlineDataSource
        else { return }
        outline.toggleExpansion(at: indexPath)
    }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let editing = (superview as? UICollectionView)?.isEditing ?? false
        let indentation = CGFloat(indentationLevel) * indentationWidth
        let margin = ListMetrics.horizontalMargin
        var leading = indentsAccessories ? indentation : 0
        var trailing = bounds.width - margin
        var leadingUsed = false
        // Leading ones in order from the leading edge; trailing ones in order up to the trailing edge.
        let leadingViews = accessoryViews.filter(\.accessory.isLeading)
        let trailingViews = accessoryViews.filter { !$0.accessory.isLeading }.reversed()
        for (accessory, view) in leadingViews + trailingViews {
            let shown = accessory.displayed.shows(editing: editing) && !accessory.isHidden
            view.isHidden = !shown
            guard shown else { continue }
            let width = reservedWidth(of: accessory, view)
            if accessory.isLeading {
                view.center = CGPoint(x: leading + margin + width / 2, y: bounds.midY)
                leading += margin + width
                leadingUsed = true
            } else {
                view.center = CGPoint(x: trailing - width / 2, y: bounds.midY)
                trailing -= width + ListMetrics.interAccessoryPadding
            }
            if case .outlineDisclosure = accessory.kind {
                view.transform = isOutlineExpanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
            }
        }
        let contentStart = leadingUsed ? leading : (indentsAccessories ? leading : indentation)
        let contentEnd = trailing + ListMetrics.interAccessoryPadding
        contentView.frame = CGRect(
            x: contentStart, y: 0, width: max(0, contentEnd - contentStart), height: bounds.height)
        layOutSeparator(from: contentStart + margin)
    }

    private func reservedWidth(of accessory: UICellAccessory, _ view: UIView) -> CGFloat {
        switch accessory.reservedWidth {
        case .custom(let width): width
        case .standard, .actual: view.frame.width
        }
    }

    private func layOutSeparator(from start: CGFloat) {
        let hairline = 1 / max(1, traitCollection.displayScale)
        let place = listPlace
        separator.isHidden = !(place?.configuration.showsSeparators ?? false) || (place?.isLast ?? true)
        separator.frame = CGRect(x: start, y: bounds.height - hairline, width: bounds.width - start, height: hairline)
    }
}

/// A data source whose items form outlines (a diffable data source's section snapshots): an outline
/// disclosure accessory without a handler expands or collapses its item there.
@MainActor
protocol OutlineDataSource: AnyObject {
    func toggleExpansion(at indexPath: IndexPath)
}
