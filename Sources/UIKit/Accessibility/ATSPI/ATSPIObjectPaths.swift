import DBus

/// The D-Bus object path of each node handed to an AT-SPI client, and back.
///
/// Paths are numbered in the order nodes are first asked for and never reused; objects are held
/// weakly, so a view that goes away just stops answering (an unknown object error), as at-spi2
/// clients expect of a defunct accessible.
@MainActor
struct ATSPIObjectPaths {
    static let root = "/org/a11y/atspi/accessible/root"
    static let null = "/org/a11y/atspi/null"

    private final class Entry {
        weak var node: UIResponder?
        let path: String

        init(node: UIResponder, path: String) {
            self.node = node
            self.path = path
        }
    }

    private var entriesByObject: [ObjectIdentifier: Entry] = [:]
    private var entriesByPath: [String: Entry] = [:]
    private var nextNumber = 1
    private var pruneThreshold = 256

    /// The path of `node`, numbering it when new; the application is the root.
    mutating func path(for node: UIResponder) -> String {
        if node is UIApplication { return Self.root }
        let key = ObjectIdentifier(node)
        if let entry = entriesByObject[key], entry.node === node { return entry.path }
        let entry = Entry(node: node, path: "/org/a11y/atspi/accessible/\(nextNumber)")
        nextNumber += 1
        entriesByObject[key] = entry
        entriesByPath[entry.path] = entry
        if entriesByPath.count > pruneThreshold { prune() }
        return entry.path
    }

    /// Whether a client has been given `node`'s path: only then does it care how `node` changes.
    func hasPath(for node: UIResponder) -> Bool {
        node is UIApplication || entriesByObject[ObjectIdentifier(node)]?.node === node
    }

    /// The node at `path`, or nil when there is none or it has gone.
    func node(at path: String) -> UIResponder? {
        if path == Self.root { return UIApplication.shared }
        return entriesByPath[path]?.node
    }

    /// Forgets the entries of nodes that have gone; runs when the table has doubled since.
    private mutating func prune() {
        entriesByPath = entriesByPath.filter { $0.value.node != nil }
        entriesByObject = entriesByObject.filter { $0.value.node != nil }
        pruneThreshold = max(256, entriesByPath.count * 2)
    }
}
