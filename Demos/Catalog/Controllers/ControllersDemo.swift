/// A state the controllers set puts itself in after launch, named by `CASEMENT_CATALOG_DEMO`, so a
/// screenshot shows more than the first tab.
enum ControllersDemo: String, CaseIterable {
    /// The lifecycle tab, First having pushed Second: the push log on screen.
    case lifecycle

    /// The demo `CASEMENT_CATALOG_DEMO` names; nil when it is unset. An unknown name prints a line
    /// saying so.
    init?(environment: [String: String]) {
        let choices = Self.allCases.map(\.rawValue)
        guard let name = CatalogDemoVariable.name(in: environment, choices: choices) else { return nil }
        self.init(rawValue: name)
    }
}
