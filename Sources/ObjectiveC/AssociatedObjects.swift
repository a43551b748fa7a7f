import Foundation

/// How `objc_setAssociatedObject` keeps a value. Without Objective-C there are no atomic accessors,
/// so the atomic and nonatomic forms behave alike; "copy" copies values that are `NSCopying`
/// (others are retained).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference (Objective-C's is unsafe-unretained; a released value reads as nil here).
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    case OBJC_ASSOCIATION_COPY = 0o1403
}

/// Associates `value` with `object` under `key` (compared by address, as in Objective-C: use the
/// address of a static variable), replacing what was there; a nil value removes the association.
///
/// The owner must be a class instance. Associations live in a side table keyed by the owner's
/// identity with a weak reference to the owner; entries whose owner has gone are purged (and their
/// retained values released) on every call to these functions, so a value outlives its owner
/// until the next associated-object call from any thread. Thread-safe.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    let owner = object as AnyObject
    AssociationTable.shared.set(owner, key, value.map { AssociationTable.Stored($0, policy) })
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociationTable.shared.get(object as AnyObject, key)
}

/// Removes every association of `object`, releasing the retained values.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociationTable.shared.removeAll(object as AnyObject)
}

/// The side table behind the associated-object functions.
final class AssociationTable: @unchecked Sendable {
    static let shared = AssociationTable()

    enum Stored {
        case strong(Any)
        case weak(WeakBox)

        init(_ value: Any, _ policy: objc_AssociationPolicy) {
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                self = .weak(WeakBox(value as AnyObject))
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                self = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                self = .strong(value)
            }
        }

        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Stored]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func set(_ owner: AnyObject, _ key: UnsafeRawPointer, _ stored: Stored?) {
        var released: [Stored] = []
        lock.lock()
        released = purge()
        let id = ObjectIdentifier(owner)
        var entry = entries[id] ?? Entry(owner: owner, values: [:])
        if let old = entry.values[key] { released.append(old) }
        entry.values[key] = stored
        entries[id] = entry.values.isEmpty ? nil : entry
        lock.unlock()
        withExtendedLifetime(released) {}  // released outside the lock
    }

    func get(_ owner: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.lock()
        let released = purge()
        let value = entries[ObjectIdentifier(owner)]?.values[key]?.value
        lock.unlock()
        withExtendedLifetime(released) {}
        return value
    }

    func removeAll(_ owner: AnyObject) {
        lock.lock()
        var released = purge()
        if let entry = entries.removeValue(forKey: ObjectIdentifier(owner)) { released += entry.values.values }
        lock.unlock()
        withExtendedLifetime(released) {}
    }

    /// Drops entries whose owner has been deallocated (its identifier may since have been reused by
    /// a new object, which must not inherit them); returns their values to release outside the lock.
    private func purge() -> [Stored] {
        var released: [Stored] = []
        for (id, entry) in entries where entry.owner == nil {
            released += entry.values.values
            entries[id] = nil
        }
        return released
    }
}
