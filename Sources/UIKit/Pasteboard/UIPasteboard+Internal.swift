import Foundation

/// What the public members of `UIPasteboard` share: setting the contents with its notification, and
/// reading values of one kind.
extension UIPasteboard {
    /// Sets the contents and posts `changedNotification` on the main queue with the types added and removed.
    func replaceItems(with items: [PasteboardItem], options: PasteboardOptions = PasteboardOptions()) {
        let before = Set(storage.setItems(items, options: options))
        let after = Set(items.flatMap(\.types))
        let posting = UncheckedPosting(
            name: Self.changedNotification, object: self,
            userInfo: [
                Self.changedTypesAddedUserInfoKey: after.subtracting(before).sorted(),
                Self.changedTypesRemovedUserInfoKey: before.subtracting(after).sorted(),
            ])
        posting.postOnMainQueue()
    }

    /// The value of each item that has one of `types`, or nil when none has.
    func values<Value>(of types: Set<String>, _ read: (PasteboardValue) -> Value?) -> [Value]? {
        let values = storage.items.compactMap { item in
            item.representations.first { types.contains($0.type) }.flatMap { read($0.value) }
        }
        return values.isEmpty ? nil : values
    }

    func setValues<Value>(_ values: [Value]?, as type: String, _ wrap: (Value) -> PasteboardValue) {
        replaceItems(with: (values ?? []).map { PasteboardItem([(type, wrap($0))]) })
    }

    func hasType(in types: Set<String>) -> Bool {
        storage.items.contains { !types.isDisjoint(with: $0.types) }
    }

    func items(in itemSet: IndexSet?) -> [PasteboardItem] {
        let items = storage.items
        guard let itemSet else { return items }
        return itemSet.filter(items.indices.contains).map { items[$0] }
    }
}
