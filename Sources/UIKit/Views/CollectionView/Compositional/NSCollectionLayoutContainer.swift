import Foundation

/// The room a layout's sections are placed in: the collection view's size inside its adjusted
/// content insets, and that size inside the container's own content insets (none here).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The container a compositional layout makes at each preparation.
final class CompositionalLayoutContainer: NSObject, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets = NSDirectionalEdgeInsets.zero
    var effectiveContentSize: CGSize { CGRect(origin: .zero, size: contentSize).inset(by: contentInsets).size }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

    init(contentSize: CGSize) {
        self.contentSize = contentSize
    }
}
