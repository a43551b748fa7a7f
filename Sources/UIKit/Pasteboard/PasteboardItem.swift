import Foundation

/// One item of a pasteboard: its representations, keyed by type, in the order they were given.
struct PasteboardItem: Sendable {
    var representations: [(type: String, value: PasteboardValue)] = []

    init(_ representations: [(type: String, value: PasteboardValue)]) {
        self.representations = representations
    }

    /// An item from a dictionary as `items` and `setItems` take it; a value under
    /// `UIPasteboard.typeAutomatic` becomes the types iOS gives that kind of value.
    ///
    /// Dictionaries have no order, so types are taken in the order of their names.
    init(_ dictionary: [String: Any]) {
        for (type, object) in dictionary.sorted(by: { $0.key < $1.key }) {
            guard let value = PasteboardValue(object) else { continue }
            for type in type == PasteboardTypes.automatic ? Self.automaticTypes(of: value) : [type] {
                set(value, for: type)
            }
        }
    }

    var types: [String] { representations.map(\.type) }

    var dictionary: [String: Any] {
        var dictionary: [String: Any] = [:]
        for (type, value) in representations {
            dictionary[type] = value.object(as: type)
        }
        return dictionary
    }

    func value(for type: String) -> PasteboardValue? {
        representations.first { $0.type == type }?.value
    }

    /// The first representation of one of `types`.
    func firstValue(of types: [String]) -> PasteboardValue? {
        representations.first { types.contains($0.type) }?.value
    }

    mutating func set(_ value: PasteboardValue, for type: String) {
        representations.removeAll { $0.type == type }
        representations.append((type, value))
    }

    private static func automaticTypes(of value: PasteboardValue) -> [String] {
        switch value {
        case .string: [PasteboardTypes.utf8PlainText]
        case .url: [PasteboardTypes.url]
        case .image: [PasteboardTypes.png]
        case .color: [PasteboardTypes.color]
        case .data, .offered: []
        }
    }
}
