import Foundation

/// A state the controllers set puts itself in after launch, named by `CASEMENT_CATALOG_DEMO`, so a
/// screenshot shows more than the first tab.
enum ControllersDemo: String, CaseIterable {
    /// The lifecycle tab, First having pushed Second: seed 000 §2.3's push log on screen.
    case lifecycle

    /// The demo `CASEMENT_CATALOG_DEMO` names; nil when it is unset. An unknown name prints a line
    /// saying so.
    init?(environment: [String: String]) {
        guard let name = environment["CASEMENT_CATALOG_DEMO"], !name.isEmpty else { return nil }
        guard let demo = ControllersDemo(rawValue: name.lowercased()) else {
            let names = Self.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("CASEMENT_CATALOG_DEMO: no demo '\(name)'; use \(names)\n".utf8))
            return nil
        }
        self = demo
    }
}
