import SwiftSyntax

/// Walks one file for `PortIndex`.
final class PortIndexCollector: SyntaxVisitor {
    let path: String
    var requirements: [PortIndex.OptionalRequirement] = []
    var functionLabels: [String: Set<[String]>] = [:]
    var protocolNames: Set<String> = []
    var protocolRequirements: [String: Set<String>] = [:]
    var classes: [String: [PortIndex.ClassDeclaration]] = [:]
    var propertyTypes: [String: [TypeSyntax]] = [:]
    var coalescedDefaults: [String: Set<String>] = [:]
    var timerMethodsGivenUserInfo: Set<String> = []
    var methodsReadingUserInfo: Set<String> = []
    var classesObservingSelf: Set<String> = []
    var classesRemovingSelf: Set<String> = []
    var namesControlActions = false

    init(path: String) {
        self.path = path
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        protocolNames.insert(name)
        for member in node.memberBlock.members {
            let isOptional = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains(named: "optional")
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                protocolRequirements[name, default: []].insert(function.selectorStyleName)
                guard isOptional == true else { continue }
                requirements.append(
                    .init(
                        protocolName: name, name: function.name.text, labels: function.labels,
                        type: function.signature.returnClause?.type))
            } else if let variable = member.decl.as(VariableDeclSyntax.self),
                let binding = variable.bindings.first,
                let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
            {
                protocolRequirements[name, default: []].insert(identifier.identifier.text)
                guard isOptional == true else { continue }
                requirements.append(
                    .init(
                        protocolName: name, name: identifier.identifier.text, labels: nil,
                        type: binding.typeAnnotation?.type))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = [node.enclosingTypeName, node.name.text].compactMap { $0 }.joined(separator: ".")
        let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        classes[name, default: []].append(
            .init(path: path, conditions: node.ifConfigConditions, superclass: superclass))
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation?.type
            else { continue }
            propertyTypes[name, default: []].append(type)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functionLabels[node.name.text, default: []].insert(node.labels)
        if let parameter = node.signature.parameterClause.parameters.first,
            node.signature.parameterClause.parameters.count == 1, let type = node.enclosingTypeName,
            let body = node.body, body.reads("userInfo", of: (parameter.secondName ?? parameter.firstName).text)
        {
            methodsReadingUserInfo.insert(type + "." + node.name.text)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // Before operators are folded, `a?.b ?? 0` is a sequence: element, `??`, element.
        let elements = Array(node.elements)
        for (position, element) in elements.enumerated()
        where element.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" && position > 0
            && position + 1 < elements.count
        {
            var left = elements[position - 1]
            if let call = left.as(FunctionCallExprSyntax.self) { left = call.calledExpression }
            if let chained = left.as(OptionalChainingExprSyntax.self) { left = chained.expression }
            if let name = left.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                coalescedDefaults[name, default: []].insert(elements[position + 1].trimmedDescription)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let firstIsSelf = node.arguments.first?.expression.trimmedDescription == "self"
        switch node.calledName {
        case "removeTarget", "actions":
            if labels.contains("action") || labels.contains("forTarget") { namesControlActions = true }
        case "addObserver" where labels == ["_", "selector", "name", "object"] && firstIsSelf:
            if let type = node.enclosingTypeName { classesObservingSelf.insert(type) }
        case "removeObserver" where firstIsSelf:
            if let type = node.enclosingTypeName { classesRemovingSelf.insert(type) }
        default:
            break
        }
        if node.isTargetSelectorTimer,
            let userInfo = node.arguments.first(where: { $0.label?.text == "userInfo" }),
            userInfo.expression.trimmedDescription != "nil",
            let selector = node.arguments.first(where: { $0.label?.text == "selector" })?.expression.selectorArgument,
            let reference = SelectorReference(selector),
            let type = reference.typeName ?? node.enclosingTypeName
        {
            timerMethodsGivenUserInfo.insert(type + "." + reference.baseName)
        }
        return .visitChildren
    }
}

extension FunctionCallExprSyntax {
    /// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`, `Timer(timeInterval:…)`,
    /// `Timer(fireAt:interval:target:selector:userInfo:repeats:)`.
    var isTargetSelectorTimer: Bool {
        let labels = arguments.map { $0.label?.text ?? "_" }
        return labels.starts(with: ["timeInterval", "target", "selector", "userInfo", "repeats"])
            || labels.starts(with: ["fireAt", "interval", "target", "selector", "userInfo", "repeats"])
    }
}

extension SyntaxProtocol {
    /// Whether `name.member` is read anywhere in this node.
    func reads(_ member: String, of name: String) -> Bool {
        if let access = self.as(MemberAccessExprSyntax.self), access.declName.baseName.text == member,
            access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        {
            return true
        }
        return children(viewMode: .sourceAccurate).contains { $0.reads(member, of: name) }
    }

    /// The conditions of the `#if` clauses around this node, outermost first.
    var ifConfigConditions: [String] {
        var conditions: [String] = []
        var node = Syntax(self).parent
        while let current = node {
            if let clause = current.as(IfConfigClauseSyntax.self) {
                conditions.insert(clause.poundKeyword.text + " " + (clause.condition?.trimmedDescription ?? ""), at: 0)
            }
            node = current.parent
        }
        return conditions
    }
}
