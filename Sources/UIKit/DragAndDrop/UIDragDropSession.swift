/// What drag and drop sessions share: the items and where the pointer is.
@preconcurrency @MainActor
public protocol UIDragDropSession: NSObjectProtocol {
    var items: [UIDragItem] { get }
    /// Where the pointer is, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    var allowsMoveOperation: Bool { get }
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether any item has data conforming to one of the types.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether any item can be loaded as an object of `aClass`.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

extension UIDragDropSession {
    /// Whether any item can be loaded as a value of `aClass` (`String`, `URL`).
    public func canLoadObjects<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool
    where T._ObjectiveCType: NSItemProviderReading {
        canLoadObjects(ofClass: T._ObjectiveCType.self)
    }
}

/// The source side of a drag.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Anything the source wants to keep with the session; other apps never see it.
    var localContext: Any? { get set }
}

/// The target side of a drag: what a drop interaction sees.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session when the drag began in this app; nil for another app's drag.
    var localDragSession: (any UIDragSession)? { get }
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// Loads every item that can be an object of `aClass`, and calls `completion` on the main queue with
    /// them in the items' order once all have loaded. Call it from `performDrop` only, as on iOS.
    @discardableResult
    func loadObjects(
        ofClass aClass: any NSItemProviderReading.Type,
        completion: @escaping @MainActor ([any NSItemProviderReading]) -> Void
    ) -> Progress
}

extension UIDropSession {
    /// Loads every item that can be a value of `aClass` (`String`, `URL`).
    @discardableResult
    public func loadObjects<T: _ObjectiveCBridgeable>(
        ofClass aClass: T.Type, completion: @escaping @MainActor ([T]) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
        loadObjects(ofClass: T._ObjectiveCType.self) { objects in
            completion(
                objects.compactMap { ($0 as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) } })
        }
    }
}
