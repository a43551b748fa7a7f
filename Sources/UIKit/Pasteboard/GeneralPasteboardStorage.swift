import Foundation
import WindowSystem

/// The general pasteboard's items: the desktop's clipboard, through the backend's selection service.
///
/// What the app sets is kept here with its values as given and offered to other apps as the
/// clipboard's contents (MIME types, data made when asked); while the app owns the clipboard, reads
/// come from here without asking the display. Once another app copies, reads ask that app (a wait of at
/// most about a second per answer, as `SelectionService` describes). Local-only items stay here until
/// another app copies. Before a backend runs (tests without an app) the items simply stay here.
///
/// The service is main-actor; calls from other threads wait for the main thread, so a thread the main
/// thread is waiting for must not use the general pasteboard.
final class GeneralPasteboardStorage: PasteboardStorage {
    static let shared = GeneralPasteboardStorage()

    var items: [PasteboardItem] { onMain { SystemClipboard.shared.items } }
    var changeCount: Int { onMain { SystemClipboard.shared.changeCount } }

    func setItems(_ items: [PasteboardItem], options: PasteboardOptions) -> [String] {
        onMain { SystemClipboard.shared.setItems(items, options: options) }
    }
}

/// The main-actor state behind `GeneralPasteboardStorage`.
@MainActor
final class SystemClipboard {
    static let shared = SystemClipboard()

    /// What the app set last.
    private var local = PasteboardContents()
    /// Changes the service did not count: those made before a backend ran, and local-only ones.
    private var uncountedChanges = 0
    /// The service's change count when the app last set items it does not offer to other apps
    /// (local-only or none): they stay current until the count moves.
    private var heldSinceChange: Int?

    /// The service the state above belongs to: another display connection (a new app in tests) starts
    /// from what its display has.
    private weak var attachedService: SelectionService?

    private var service: SelectionService? {
        let current = UIApplication.instance?.backend?.selections
        if current !== attachedService {
            attachedService = current
            local = PasteboardContents()
            uncountedChanges = 0
            heldSinceChange = nil
        }
        return current
    }

    var changeCount: Int {
        uncountedChanges + (service?.changeCount(of: .clipboard) ?? 0)
    }

    var items: [PasteboardItem] {
        guard let service, !holdsContents(service) else {
            if local.current.isEmpty, !local.items.isEmpty { expire() }
            return local.current
        }
        let types = service.types(in: .clipboard)
        guard !types.isEmpty else { return [] }
        return [
            PasteboardItem(
                types.map { mimeType in
                    (PasteboardTypes.type(forMIMEType: mimeType), .offered { Self.readOffered(mimeType) })
                })
        ]
    }

    func setItems(_ items: [PasteboardItem], options: PasteboardOptions) -> [String] {
        let knowsContents = service.map(holdsContents) ?? true
        let before = knowsContents ? local.current.flatMap(\.types) : []
        local = PasteboardContents(items: items, expirationDate: options.expirationDate)
        guard let service else {
            uncountedChanges += 1
            return before
        }
        let offersItems = !options.localOnly && !items.isEmpty
        if offersItems, service.own(.clipboard, items: items.map(Self.selectionItem)) {
            heldSinceChange = nil
        } else {
            let count = service.changeCount(of: .clipboard)
            service.disown(.clipboard)
            if service.changeCount(of: .clipboard) == count { uncountedChanges += 1 }
            heldSinceChange = service.changeCount(of: .clipboard)
        }
        return before
    }

    /// Whether what the app set is the clipboard's contents: it owns the clipboard, or holds items
    /// for itself and no one has copied since.
    private func holdsContents(_ service: SelectionService) -> Bool {
        service.isOwned(.clipboard) || heldSinceChange == service.changeCount(of: .clipboard)
    }

    /// Expired items are no longer offered to other apps either.
    private func expire() {
        local = PasteboardContents()
        guard let service, service.isOwned(.clipboard) else { return }
        service.disown(.clipboard)
        heldSinceChange = service.changeCount(of: .clipboard)
    }

    /// Another app's data of one MIME type, read on the main actor.
    private nonisolated static func readOffered(_ mimeType: String) -> Data? {
        onMain { shared.service?.data(in: .clipboard, type: mimeType) }
    }

    /// An item as other apps are offered it: each type as its MIME type (the first of several types
    /// sharing one wins), data made when asked; a URL as a `text/uri-list` line, and as text too when
    /// the item has none.
    static func selectionItem(_ item: PasteboardItem) -> SelectionItem {
        var offered = SelectionItem()
        for (type, value) in item.representations {
            let mimeType = PasteboardTypes.mimeType(for: type)
            guard !offered.types.contains(mimeType) else { continue }
            if mimeType == SelectionType.uriList {
                offered.add(mimeType) { value.url.map { Data(($0.absoluteString + "\r\n").utf8) } }
            } else {
                offered.add(mimeType) { value.data(as: type) }
            }
        }
        if let url = item.firstValue(of: Array(PasteboardTypes.urlTypes)),
            !offered.types.contains(SelectionType.utf8Text)
        {
            offered.add(SelectionType.utf8Text) { url.url.map { Data($0.absoluteString.utf8) } }
        }
        return offered
    }
}

/// Runs `body` on the main actor: at once on the main thread, else waiting for the main thread.
func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if Thread.isMainThread { return MainActor.assumeIsolated(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}
