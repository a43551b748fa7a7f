import Foundation
import Synchronization

/// What `setItems(_:options:)` was told beyond the items.
struct PasteboardOptions: Sendable {
    /// Kept from other apps: the items stay in this process.
    var localOnly = false
    /// After this moment the pasteboard reads as empty.
    var expirationDate: Date?
}

/// A pasteboard's items as set, and when they expire.
struct PasteboardContents: Sendable {
    var items: [PasteboardItem] = []
    var expirationDate: Date?

    /// The items, or none once they expired.
    var current: [PasteboardItem] {
        if let expirationDate, expirationDate <= Date() { return [] }
        return items
    }
}

/// Where a pasteboard's items live. Every `UIPasteboard` of one name shares one storage, so a
/// pasteboard found again by name sees the same items. Usable from any thread.
protocol PasteboardStorage: AnyObject, Sendable {
    /// The items now, with expired ones gone.
    var items: [PasteboardItem] { get }
    var changeCount: Int { get }
    /// Replaces the items; returns the types the pasteboard had before, as far as they are known
    /// without asking another app.
    func setItems(_ items: [PasteboardItem], options: PasteboardOptions) -> [String]
}

/// The items of a pasteboard that lives in this process only (every pasteboard but the general one).
final class LocalPasteboardStorage: PasteboardStorage {
    private let state = Mutex((contents: PasteboardContents(), changeCount: 0))

    var items: [PasteboardItem] { state.withLock { $0.contents.current } }
    var changeCount: Int { state.withLock { $0.changeCount } }

    func setItems(_ items: [PasteboardItem], options: PasteboardOptions) -> [String] {
        state.withLock { state in
            let before = state.contents.current.flatMap(\.types)
            state.contents = PasteboardContents(items: items, expirationDate: options.expirationDate)
            state.changeCount += 1
            return before
        }
    }
}

/// The named pasteboards of the process, found again by name until removed.
enum PasteboardRegistry {
    private static let named = Mutex<[String: LocalPasteboardStorage]>([:])

    /// The storage of a name: the general pasteboard's for `.general`, else the named one's, made when
    /// `create` allows it.
    static func storage(named name: UIPasteboard.Name, create: Bool) -> PasteboardStorage? {
        if name == .general { return GeneralPasteboardStorage.shared }
        return named.withLock { named in
            if let storage = named[name.rawValue] { return storage }
            guard create else { return nil }
            let storage = LocalPasteboardStorage()
            named[name.rawValue] = storage
            return storage
        }
    }

    /// Forgets a name; pasteboards holding its storage keep it, but the name finds a new one.
    static func remove(_ name: UIPasteboard.Name) {
        _ = named.withLock { $0.removeValue(forKey: name.rawValue) }
    }
}
