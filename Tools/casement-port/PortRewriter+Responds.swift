import SwiftSyntax

/// `x.responds(to: #selector(P.m))`, where `m` is a requirement of the package's protocol `P`,
/// asks whether `x` conforms to `P`: once optional requirements have defaults, every conformer has
/// `m`. On a value declared as `P` the answer is known: `true`, or `x != nil` through `x?.` (a nil
/// delegate answered nil, which `== true` and `?? false` read as false). On a value declared as
/// something else it becomes `x is P`. The one difference from iOS is a conformer that leaves an
/// optional `m` out: it now gets the default (doing nothing or returning nil) where iOS took the
/// other branch, and the tool says so where the check has an `else`.
extension PortRewriter {
    /// How `x` in `x.responds(to:)` is declared, from the package's properties of its name.
    enum DeclaredType {
        case conforming
        case other
    }

    /// The edit for a `responds(to:)` on a value that is not optional-chained (a `Bool`), or nil.
    func respondsEdit(_ call: FunctionCallExprSyntax, _ macro: MacroExpansionExprSyntax, _ selector: ExprSyntax)
        -> CallEdit?
    {
        guard let check = respondsCheck(call), !check.isChained else { return nil }
        handledSelectors.insert(macro.id)
        warnAboutElse(of: call, check: check)
        let text = check.declared == .conforming ? "true" : "\(check.receiver) is \(check.protocolName)"
        let parenthesize = check.declared == .other && call.parent?.is(ExprListSyntax.self) == true
        return { call in
            parseExpression(parenthesize ? "(\(text))" : text).with(\.leadingTrivia, call.leadingTrivia)
                .with(\.trailingTrivia, call.trailingTrivia)
        }
    }

    /// `x?.responds(to: #selector(P.m)) == true` (or `?? false`, `!= true`) → `x != nil`
    /// (`x == nil`) when `x` is declared as `P`, `x is P` (`!(x is P)`) otherwise.
    func respondsComparison(_ node: SequenceExprSyntax) -> ExprSyntax? {
        let elements = Array(node.elements)
        guard elements.count == 3, let call = elements[0].as(FunctionCallExprSyntax.self),
            call.calledName == "responds", let check = respondsCheck(call), check.isChained,
            let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
            let literal = elements[2].as(BooleanLiteralExprSyntax.self)?.literal.text
        else { return nil }
        let isTrueWhenResponding: Bool
        switch (op, literal) {
        case ("==", "true"), ("??", "false"): isTrueWhenResponding = true
        case ("!=", "true"): isTrueWhenResponding = false
        default: return nil
        }
        warnAboutElse(of: node, check: check)
        let text =
            switch (check.declared, isTrueWhenResponding) {
            case (.conforming, true): "\(check.receiver) != nil"
            case (.conforming, false): "\(check.receiver) == nil"
            case (.other, true): "\(check.receiver) is \(check.protocolName)"
            case (.other, false): "!(\(check.receiver) is \(check.protocolName))"
            }
        return parseExpression(text).with(\.leadingTrivia, node.leadingTrivia).with(
            \.trailingTrivia, node.trailingTrivia)
    }

    struct RespondsCheck {
        let receiver: String
        let isChained: Bool
        let protocolName: String
        let method: String
        let declared: DeclaredType
    }

    /// What `call`, a `responds(to: #selector(P.m))`, checks, when `m` is a requirement of the
    /// package's `P` and the receiver's declaration is found.
    private func respondsCheck(_ call: FunctionCallExprSyntax) -> RespondsCheck? {
        guard call.arguments.count == 1, call.arguments.first?.label?.text == "to",
            let selector = call.arguments.first?.expression.selectorArgument,
            let reference = SelectorReference(selector), let protocolName = reference.typeName,
            let requirements = index.protocolRequirements[protocolName],
            requirements.contains(where: { reference.names($0) }),
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        else { return nil }
        var receiver = base
        let isChained = base.is(OptionalChainingExprSyntax.self)
        if let chained = base.as(OptionalChainingExprSyntax.self) { receiver = chained.expression }
        guard let declared = declaredType(of: receiver, in: call, conformingTo: protocolName) else { return nil }
        let text =
            base.as(ForceUnwrapExprSyntax.self).map { $0.expression.trimmedDescription }
            ?? receiver.trimmedDescription
        return RespondsCheck(
            receiver: text, isChained: isChained, protocolName: protocolName, method: reference.baseName,
            declared: declared)
    }

    /// Whether the package declares `expression` (`delegate`, `self.delegate`, or a name bound by
    /// `if let d = delegate` in the enclosing function) as `P`, `P?` or `P!`, or as something else.
    private func declaredType(of expression: ExprSyntax, in node: some SyntaxProtocol, conformingTo name: String)
        -> DeclaredType?
    {
        var expression = expression
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrapped.expression }
        var propertyName: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            propertyName = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            propertyName = member.declName.baseName.text
        } else {
            return nil
        }
        if let bound = node.optionalBinding(of: propertyName) {
            propertyName = bound
        }
        guard let types = index.propertyTypes[propertyName], !types.isEmpty else { return nil }
        let conforming = types.map { $0.unwrappedName == name }
        if conforming.allSatisfy({ $0 }) { return .conforming }
        if conforming.allSatisfy({ !$0 }) { return .other }
        return nil
    }

    private func warnAboutElse(of node: some SyntaxProtocol, check: RespondsCheck) {
        guard check.declared == .conforming, node.isConditionOfIfWithElse else { return }
        warn(
            "a conformer of \(check.protocolName) that leaves '\(check.method)' out now gets its default "
                + "implementation, so this else branch no longer runs for it", at: node)
    }
}

extension SelectorReference {
    /// Whether this reference names `requirement` (`m(_:with:)`, or a property's bare name).
    func names(_ requirement: String) -> Bool {
        let base = requirement.split(separator: "(").first.map(String.init) ?? requirement
        guard base == baseName else { return false }
        guard let labels else { return true }
        return requirement == baseName + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}

extension TypeSyntax {
    /// The type's name without optionality or `any`: `P` for `P?`, `P!`, `(any P)?`.
    var unwrappedName: String {
        var type = self
        while true {
            if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else if let some = type.as(SomeOrAnyTypeSyntax.self) {
                type = some.constraint
            } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first
            {
                type = only.type
            } else {
                return type.trimmedDescription
            }
        }
    }
}

extension SyntaxProtocol {
    /// What `name` is bound from by `if let name = x` or `guard let name = x` in the function or
    /// closure around this node: `x`'s name (`delegate` for `self.delegate`), or `name` itself for
    /// `if let name`; nil when no such binding is found.
    func optionalBinding(of name: String) -> String? {
        var node = Syntax(self).parent
        while let current = node, !current.is(FunctionDeclSyntax.self), !current.is(ClosureExprSyntax.self) {
            node = current.parent
        }
        guard let body = node else { return nil }
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let binding = token.parent?.parent?.as(OptionalBindingConditionSyntax.self) else { continue }
            guard let value = binding.initializer?.value else { return name }
            if let reference = value.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = value.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
                return member.declName.baseName.text
            }
            return nil
        }
        return nil
    }

    /// Whether this node is (in) a condition of an `if` that has an `else`.
    var isConditionOfIfWithElse: Bool {
        var node = Syntax(self).parent
        while let current = node {
            if current.is(ConditionElementSyntax.self) {
                return current.parent?.parent?.as(IfExprSyntax.self)?.elseBody != nil
            }
            if current.is(CodeBlockSyntax.self) || current.is(MemberBlockSyntax.self) { return false }
            node = current.parent
        }
        return false
    }
}
