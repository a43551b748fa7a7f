/// Cell and supplementary view registration and dequeuing, with UIKit's failure when nothing is
/// registered.
extension UICollectionView {
    /// Registers the cell class made for `identifier` (nil forgets it).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let kind = cellClass as? UICollectionViewCell.Type else {
            return cellQueue.register(identifier, maker: nil)
        }
        cellQueue.register(identifier) { kind.init(registeredWithIdentifier: identifier) }
    }

    /// Registers a nib for the cells of `identifier`; making one stops (`UINib`).
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else { return cellQueue.register(identifier, maker: nil) }
        cellQueue.register(identifier) { nib.instantiate(withOwner: nil).first as! UICollectionViewCell }
    }

    /// Registers the class of the supplementary views of `elementKind` made for `identifier`.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        let key = Self.supplementaryIdentifier(elementKind, identifier)
        guard let kind = viewClass as? UICollectionReusableView.Type else {
            return supplementaryQueue.register(key, maker: nil)
        }
        supplementaryQueue.register(key) { kind.init(registeredWithIdentifier: identifier) }
    }

    /// Registers a nib for supplementary views; making one stops (`UINib`).
    public func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        let key = Self.supplementaryIdentifier(kind, identifier)
        guard let nib else { return supplementaryQueue.register(key, maker: nil) }
        supplementaryQueue.register(key) { nib.instantiate(withOwner: nil).first as! UICollectionReusableView }
    }

    /// A cell for `identifier` to show at `indexPath`: one that scrolled out (after its
    /// `prepareForReuse()`) or a new one of the registered class; stops with UIKit's message when
    /// no class is registered.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        guard let cell = cellQueue.dequeue(identifier, prepare: { $0.prepareForReuse() }) else {
            preconditionAlways(
                false,
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must "
                    + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            fatalError()
        }
        return cell
    }

    /// A supplementary view of `elementKind` for `identifier` to show at `indexPath`; stops with
    /// UIKit's message when no class is registered.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = Self.supplementaryIdentifier(elementKind, identifier)
        guard let view = supplementaryQueue.dequeue(key, prepare: { $0.prepareForReuse() }) else {
            preconditionAlways(
                false,
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib "
                    + "or a class for the identifier or connect a prototype cell in a storyboard")
            fatalError()
        }
        return view
    }
}
