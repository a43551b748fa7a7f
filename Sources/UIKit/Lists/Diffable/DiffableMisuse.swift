/// The programmer errors diffable snapshots stop on, each as UIKit's exception text, kept apart
/// from the stop itself so tests can read the texts.
///
/// The snapshots check a call before changing anything (`misuse(…) -> String?`, nil when the call
/// is fine) and hand the result to `stopOnMisuse`.
enum DiffableMisuse {
    /// Items appended to a snapshot that has no section yet.
    static let noSections = "There are currently no sections in the data source. Please add a section first."

    /// A section asked about that the snapshot does not hold.
    static let unknownSection =
        "Section identifier was not found. You can verify the section exists by calling the "
        + "indexOfSectionIdentifier API (which has O(1) performance)"

    /// UIKit's text for a failed parameter assertion, such as `section != NSNotFound`.
    static func notSatisfying(_ condition: String) -> String {
        "Invalid parameter not satisfying: \(condition)"
    }

    /// Items named more than once in one call.
    static func duplicateItems(_ duplicates: [some Hashable]) -> String {
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(setDescription(duplicates))"
    }

    /// Sections named more than once in one call.
    static func duplicateSections(_ duplicates: [some Hashable]) -> String {
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(setDescription(duplicates))"
    }

    /// Sections appended or inserted that the snapshot already holds.
    static func existingSections(_ existing: [some Hashable]) -> String {
        let prefix = "Diffable data source detected an attempt to insert or append"
        let rule = "Identifiers in a snapshot must be unique."
        if existing.count == 1 {
            return "\(prefix) 1 section identifier that already exists in the snapshot. \(rule) "
                + "Section identifier that already exists: \(existing[0])"
        }
        return "\(prefix) \(existing.count) section identifiers that already exist in the snapshot. \(rule) "
            + "Section identifiers that already exist: \(arrayDescription(existing))"
    }

    /// An insertion or move placed relative to one of the identifiers it inserts or moves.
    static func destinationAmongMoved(_ destination: some Hashable, operation: String, list: String) -> String {
        "Invalid update: destination for \(operation) operation [\(destination)] is in the \(list) identifier list"
    }

    /// A reload or reconfiguration of an identifier the snapshot does not hold.
    static func missing(_ identifier: some Hashable, kind: String, action: String) -> String {
        "Attempted to \(action) \(kind) identifier that does not exist in the snapshot: \(identifier)"
    }

    /// Items a section snapshot holds already, or that one call names twice.
    static func duplicateOutlineItems(_ duplicates: [some Hashable]) -> String {
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(setDescription(duplicates))"
    }

    /// An item a section snapshot does not hold, named by what it is for (`subject`: "Parent item
    /// identifier", "Item identifier to insert before"…).
    static func notInSectionSnapshot(_ item: some Hashable, subject: String) -> String {
        "\(subject) does not exist in section snapshot: \(item)"
    }

    /// An item deleted from a section snapshot that does not hold it.
    static func notFoundForDeletion(_ item: some Hashable) -> String {
        "Failed to find index of item \(item)"
    }

    /// The identifiers that occur more than once in `identifiers`, each once, in the order their
    /// repeats are found.
    static func repeats<Identifier: Hashable>(in identifiers: [Identifier]) -> [Identifier] {
        var seen = Set<Identifier>(minimumCapacity: identifiers.count)
        var repeated: [Identifier] = []
        var reported = Set<Identifier>()
        for identifier in identifiers where !seen.insert(identifier).inserted {
            if reported.insert(identifier).inserted { repeated.append(identifier) }
        }
        return repeated
    }

    /// The identifiers as Foundation describes a set: `{(` and one indented line each.
    private static func setDescription(_ identifiers: [some Hashable]) -> String {
        "{(\n" + identifiers.map { "    \($0)" }.joined(separator: ",\n") + "\n)}"
    }

    /// The identifiers as Foundation describes an array: `(` and one indented line each.
    private static func arrayDescription(_ identifiers: [some Hashable]) -> String {
        "(\n" + identifiers.map { "    \($0)" }.joined(separator: ",\n") + "\n)"
    }
}

/// Stops the program with `misuse`, UIKit's text for a programmer error, when a check found one.
func stopOnMisuse(_ misuse: String?, file: StaticString = #file, line: UInt = #line) {
    preconditionAlways(misuse == nil, misuse ?? "", file: file, line: line)
}
