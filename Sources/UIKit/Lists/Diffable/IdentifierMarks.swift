/// Identifiers a snapshot marks for reloading or reconfiguring: each once, in the order first marked.
struct IdentifierMarks<Identifier: Hashable & Sendable>: Sendable {
    /// The marked identifiers, in the order they were first marked.
    private(set) var identifiers: [Identifier] = []
    private var members: Set<Identifier> = []

    /// Marks `new`, skipping identifiers already marked.
    mutating func mark(_ new: [Identifier]) {
        for identifier in new where members.insert(identifier).inserted {
            identifiers.append(identifier)
        }
    }

    /// Whether `identifier` is marked.
    func contains(_ identifier: Identifier) -> Bool {
        members.contains(identifier)
    }
}
