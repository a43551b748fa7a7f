import SwiftSyntax

/// What the tool needs to know about the whole package before it edits any file: which protocol
/// requirements were optional, how many parameters each method takes, which classes are declared
/// here. Collected from every file first, because a requirement declared in one file is called with
/// `?(` in another.
struct PortIndex {
    /// An `optional` requirement of an `@objc` protocol declared in the package.
    struct OptionalRequirement {
        let protocolName: String
        let name: String
        /// Argument labels of a function requirement (`_` for none); nil for a property.
        let labels: [String]?
    }

    private(set) var optionalRequirements: [String: [OptionalRequirement]] = [:]
    /// The argument labels of the package's functions (`_` for none), by base name.
    private(set) var functionLabels: [String: Set<[String]>] = [:]
    private(set) var protocolNames: Set<String> = []
    /// Whether the package asks a control for its actions by name (`removeTarget(_:action:for:)`,
    /// `actions(forTarget:forControlEvent:)`), so typed registrations must carry their selector's name.
    private(set) var namesControlActions = false

    mutating func add(_ file: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file)
        for requirement in collector.requirements {
            optionalRequirements[requirement.name, default: []].append(requirement)
        }
        for (name, labels) in collector.functionLabels { functionLabels[name, default: []].formUnion(labels) }
        protocolNames.formUnion(collector.protocolNames)
        namesControlActions = namesControlActions || collector.namesControlActions
    }

    /// The optional requirement a call of `name` with `labels` reaches, if any.
    func optionalRequirement(named name: String, labels: [String]) -> OptionalRequirement? {
        optionalRequirements[name]?.first { $0.labels == labels }
    }

    /// The argument labels of the package's only method named `name`; nil when there is none or
    /// several (a `#selector` without labels cannot say which it means).
    func labels(ofOnly name: String) -> [String]? {
        guard let labels = functionLabels[name], labels.count == 1 else { return nil }
        return labels.first
    }
}

private final class Collector: SyntaxVisitor {
    var requirements: [PortIndex.OptionalRequirement] = []
    var functionLabels: [String: Set<[String]>] = [:]
    var protocolNames: Set<String> = []
    var namesControlActions = false

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        protocolNames.insert(name)
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(named: "optional") {
                requirements.append(.init(protocolName: name, name: function.name.text, labels: function.labels))
            } else if let variable = member.decl.as(VariableDeclSyntax.self),
                variable.modifiers.contains(named: "optional"),
                let identifier = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
            {
                requirements.append(.init(protocolName: name, name: identifier.identifier.text, labels: nil))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functionLabels[node.name.text, default: []].insert(node.labels)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            name == "removeTarget" || name == "actions",
            node.arguments.contains(where: { $0.label?.text == "action" || $0.label?.text == "forTarget" })
        {
            namesControlActions = true
        }
        return .visitChildren
    }
}

extension FunctionDeclSyntax {
    /// The argument labels callers write, `_` for an unlabelled parameter.
    var labels: [String] {
        signature.parameterClause.parameters.map { $0.firstName.text }
    }
}

extension DeclModifierListSyntax {
    func contains(named name: String) -> Bool {
        contains { $0.name.text == name }
    }
}
