import Foundation
import WindowSystem

/// Selections in memory, with another client a test can play: it takes a selection with items of
/// its own (`setByAnotherClient`) and reads what the app offers (`readAsAnotherClient`).
///
/// Like a display, it posts `.selectionChanged` at the end of the turn in which another client took
/// a selection.
@preconcurrency @MainActor
public final class HeadlessSelections: SelectionService {
    private enum Owner {
        case none
        case app([SelectionItem])
        case anotherClient(SelectionItem)
    }

    private var owners: [SelectionName: Owner] = [:]
    private var changeCounts: [SelectionName: Int] = [:]
    private weak var backend: HeadlessBackend?

    init(backend: HeadlessBackend) {
        self.backend = backend
    }

    public func own(_ selection: SelectionName, items: [SelectionItem]) -> Bool {
        owners[selection] = .app(items)
        changeCounts[selection, default: 0] += 1
        return true
    }

    public func disown(_ selection: SelectionName) {
        guard isOwned(selection) else { return }
        owners[selection] = Owner.none
        changeCounts[selection, default: 0] += 1
    }

    public func isOwned(_ selection: SelectionName) -> Bool {
        if case .app = owners[selection] { return true }
        return false
    }

    public func types(in selection: SelectionName) -> [String] {
        firstItem(of: selection)?.types ?? []
    }

    public func data(in selection: SelectionName, type: String) -> Data? {
        firstItem(of: selection)?.data(for: type)
    }

    public func changeCount(of selection: SelectionName) -> Int {
        changeCounts[selection, default: 0]
    }

    /// Another client becomes the selection's owner with `item`, as a copy in another app would.
    public func setByAnotherClient(_ selection: SelectionName, item: SelectionItem) {
        owners[selection] = .anotherClient(item)
        changeCounts[selection, default: 0] += 1
        backend?.post(.selectionChanged(selection))
    }

    /// What another client reads of the selection as `type`: the app's first item while the app owns it.
    public func readAsAnotherClient(_ selection: SelectionName, type: String) -> Data? {
        data(in: selection, type: type)
    }

    /// The types another client is offered, as it would read them from the owner.
    public func typesAsAnotherClient(_ selection: SelectionName) -> [String] {
        types(in: selection)
    }

    private func firstItem(of selection: SelectionName) -> SelectionItem? {
        switch owners[selection] ?? Owner.none {
        case .none: nil
        case .app(let items): items.first
        case .anotherClient(let item): item
        }
    }
}
