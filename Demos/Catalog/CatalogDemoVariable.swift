import Foundation

/// `CASEMENT_CATALOG_DEMO`: a state the opening set of pages shows after launch (a tab, a pushed
/// page), so a screenshot shows more than the set's first screen.
enum CatalogDemoVariable {
    /// The name the variable holds, lower-cased, when it is one of `choices`; nil when it is unset
    /// or empty. An unknown name prints a line listing the choices.
    static func name(in environment: [String: String], choices: [String]) -> String? {
        guard let name = environment["CASEMENT_CATALOG_DEMO"], !name.isEmpty else { return nil }
        guard choices.contains(name.lowercased()) else {
            let names = choices.joined(separator: ", ")
            FileHandle.standardError.write(Data("CASEMENT_CATALOG_DEMO: no demo '\(name)'; use \(names)\n".utf8))
            return nil
        }
        return name.lowercased()
    }
}
