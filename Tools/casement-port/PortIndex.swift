import SwiftSyntax

/// What the tool needs to know about the whole package before it edits any file: which protocol
/// requirements were optional, how many parameters each method takes, which classes are declared
/// where. Collected from every file first, because a requirement declared in one file is called with
/// `?(` in another, and an override in one file's extension moves into a class body in another.
struct PortIndex {
    /// An `optional` requirement of an `@objc` protocol declared in the package.
    struct OptionalRequirement {
        let protocolName: String
        let name: String
        /// Argument labels of a function requirement (`_` for none); nil for a property.
        let labels: [String]?
        /// The property's type or the function's result type as written; nil for a function returning nothing.
        let type: TypeSyntax?
    }

    /// A class declared in the package.
    struct ClassDeclaration {
        let path: String
        /// The conditions of the `#if` clauses it sits in, outermost first.
        let conditions: [String]
        /// The first type it inherits from, which is its superclass when it has one.
        let superclass: String?
    }

    private(set) var optionalRequirements: [String: [OptionalRequirement]] = [:]
    /// The argument labels of the package's functions (`_` for none), by base name.
    private(set) var functionLabels: [String: Set<[String]>] = [:]
    private(set) var protocolNames: Set<String> = []
    /// Each protocol's requirements: `name(label:)` for functions, the bare name for properties.
    private(set) var protocolRequirements: [String: Set<String>] = [:]
    /// The package's classes by name as written outside them (`Outer.Inner`).
    private(set) var classes: [String: [ClassDeclaration]] = [:]
    /// The types declared for the package's properties (members of a type), by property name.
    private(set) var propertyTypes: [String: [TypeSyntax]] = [:]
    /// What uses of each member name fall back to with `??` (`delegate?.spacing ?? 8`), by name.
    private(set) var coalescedDefaults: [String: Set<String>] = [:]
    /// Methods (`Type.name`) that a target/selector timer with a `userInfo` calls.
    private(set) var timerMethodsGivenUserInfo: Set<String> = []
    /// Methods (`Type.name`) of one parameter that read that parameter's `userInfo`.
    private(set) var methodsReadingUserInfo: Set<String> = []
    /// Classes that register `self` as a selector observer, and classes that call `removeObserver(self…)`.
    private(set) var classesObservingSelf: Set<String> = []
    private(set) var classesRemovingSelf: Set<String> = []
    /// Whether the package asks a control for its actions by name (`removeTarget(_:action:for:)`,
    /// `actions(forTarget:forControlEvent:)`), so typed registrations must carry their selector's name.
    private(set) var namesControlActions = false

    mutating func add(_ file: SourceFileSyntax, path: String) {
        let collector = PortIndexCollector(path: path)
        collector.walk(file)
        for requirement in collector.requirements {
            optionalRequirements[requirement.name, default: []].append(requirement)
        }
        for (name, labels) in collector.functionLabels { functionLabels[name, default: []].formUnion(labels) }
        protocolNames.formUnion(collector.protocolNames)
        protocolRequirements.merge(collector.protocolRequirements) { $0.union($1) }
        classes.merge(collector.classes) { $0 + $1 }
        propertyTypes.merge(collector.propertyTypes) { $0 + $1 }
        coalescedDefaults.merge(collector.coalescedDefaults) { $0.union($1) }
        timerMethodsGivenUserInfo.formUnion(collector.timerMethodsGivenUserInfo)
        methodsReadingUserInfo.formUnion(collector.methodsReadingUserInfo)
        classesObservingSelf.formUnion(collector.classesObservingSelf)
        classesRemovingSelf.formUnion(collector.classesRemovingSelf)
        namesControlActions = namesControlActions || collector.namesControlActions
    }

    /// The optional requirement a call of `name` with `labels` reaches, if any.
    func optionalRequirement(named name: String, labels: [String]) -> OptionalRequirement? {
        optionalRequirements[name]?.first { $0.labels == labels }
    }

    /// The optional property requirement named `name`, when no other property of the package by
    /// that name has an optional type (so `x?.name?.y` surely means the requirement).
    func optionalPropertyRequirement(named name: String) -> OptionalRequirement? {
        guard let requirement = optionalRequirements[name]?.first(where: { $0.labels == nil }),
            propertyTypes[name, default: []].allSatisfy({ !$0.isOptional })
        else { return nil }
        return requirement
    }

    /// The argument labels of the package's only method named `name`; nil when there is none or
    /// several (a `#selector` without labels cannot say which it means).
    func labels(ofOnly name: String) -> [String]? {
        guard let labels = functionLabels[name], labels.count == 1 else { return nil }
        return labels.first
    }

    /// The class declared once in the package under `name`.
    func onlyClass(named name: String) -> ClassDeclaration? {
        guard let declarations = classes[name], declarations.count == 1 else { return nil }
        return declarations.first
    }

    /// The class that keeps the notification tokens of `className`'s block observers: the
    /// package's topmost superclass of it, when its family both registers `self` as an observer
    /// and removes it (so `removeObserver(self)` has tokens to remove); nil otherwise.
    func observerTokenOwner(for className: String) -> String? {
        guard onlyClass(named: className) != nil else { return nil }
        let root = rootClass(of: className)
        let family = classes.keys.filter { rootClass(of: $0) == root }
        guard family.contains(where: classesObservingSelf.contains),
            family.contains(where: classesRemovingSelf.contains)
        else { return nil }
        return root
    }

    private func rootClass(of name: String) -> String {
        var current = name
        var seen: Set<String> = [name]
        while let superclass = onlyClass(named: current)?.superclass, onlyClass(named: superclass) != nil,
            seen.insert(superclass).inserted
        {
            current = superclass
        }
        return current
    }
}

extension FunctionDeclSyntax {
    /// The argument labels callers write, `_` for an unlabelled parameter.
    var labels: [String] {
        signature.parameterClause.parameters.map { $0.firstName.text }
    }

    /// How a `#selector` or a protocol names this function: `name(_:with:)`.
    var selectorStyleName: String {
        name.text + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}

extension DeclModifierListSyntax {
    func contains(named name: String) -> Bool {
        contains { $0.name.text == name }
    }
}

extension TypeSyntax {
    var isOptional: Bool {
        self.is(OptionalTypeSyntax.self) || self.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }
}
