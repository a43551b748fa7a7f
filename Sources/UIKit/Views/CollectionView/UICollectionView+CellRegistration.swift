import Foundation

/// Cell and supplementary registrations (iOS 14): a registration names a class and a handler that
/// configures a dequeued view; the collection view registers the class under the registration's
/// own identifier the first time it is used.
extension UICollectionView {
    /// A cell class with the handler that configures its cells for an item.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let identifier = "CellRegistration-" + UUID().uuidString
        let handler: Handler
        let nib: UINib?

        public init(handler: @escaping Handler) {
            self.handler = handler
            nib = nil
        }

        /// Cells made from `cellNib`: dequeuing one stops, as Casement reads no nibs (`UINib`).
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.handler = handler
            nib = cellNib
        }
    }

    /// A supplementary view class of one kind with the handler that configures its views.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        let identifier = "SupplementaryRegistration-" + UUID().uuidString
        let elementKind: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell from `registration` for `indexPath`, configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if !cellQueue.isRegistered(registration.identifier) {
            if let nib = registration.nib {
                register(nib, forCellWithReuseIdentifier: registration.identifier)
            } else {
                register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
            }
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view from `registration` for `indexPath`, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind
        if !supplementaryQueue.isRegistered(Self.supplementaryIdentifier(kind, registration.identifier)) {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.identifier)
        }
        let view =
            dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: registration.identifier, for: indexPath)
            as! Supplementary
        registration.handler(view, kind, indexPath)
        return view
    }
}
