import SwiftSyntax

/// Optional requirements of `@objc` protocols become ordinary requirements with a default
/// implementation in an extension placed after the protocol, and `delegate?.method?(…)` calls of
/// them lose the `?` before the parentheses: a conformer that leaves the method out gets the
/// default, which does nothing (or returns nil), as the unanswered optional call did.
extension PortRewriter {
    /// The extension with defaults for `node`'s optional requirements, or nil when it has none.
    /// A requirement that returns something other than `Void` or an optional has no default to
    /// give; it stays a requirement, with a warning.
    func defaultImplementations(for node: ProtocolDeclSyntax) -> DeclSyntax? {
        let access = node.modifiers.contains(named: "public") || node.modifiers.contains(named: "open") ? "public " : ""
        var members: [String] = []
        for member in node.memberBlock.members {
            let decl = member.decl
            guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                modifiers.contains(named: "optional")
            else { continue }
            if let function = decl.as(FunctionDeclSyntax.self) {
                let type = function.signature.returnClause?.type
                guard let body = defaultBody(returning: type, name: function.name.text) else {
                    warn(
                        "optional requirement '\(function.name.text)' returns \(type?.trimmedDescription ?? "")"
                            + ", which has no default (no use falls back with ?? to one value): it is now required "
                            + "of every conformer", at: function)
                    continue
                }
                let signature = function.with(\.attributes, []).with(\.modifiers, withoutOptional(modifiers))
                    .with(\.body, nil).trimmedDescription
                members.append("    \(access)\(signature) \(body)")
            } else if let variable = decl.as(VariableDeclSyntax.self),
                let binding = variable.bindings.first,
                let type = binding.typeAnnotation?.type
            {
                let name = binding.pattern.trimmedDescription
                guard let value = defaultBody(returning: type, name: name), value != "{}" else {
                    warn(
                        "optional requirement '\(name)' of type \(type.trimmedDescription) has no default (no use "
                            + "falls back with ?? to one value): it is now required of every conformer", at: variable)
                    continue
                }
                let settable = binding.accessorBlock?.description.contains("set") == true
                let body = settable ? "{\n        get \(value)\n        set {}\n    }" : value
                let modifierText = withoutOptional(modifiers).map { $0.trimmedDescription + " " }.joined()
                members.append("    \(access)\(modifierText)var \(name): \(type.trimmedDescription) \(body)")
            }
        }
        guard !members.isEmpty else { return nil }
        let text = "\n\nextension \(node.name.text) {\n" + members.joined(separator: "\n") + "\n}"
        return parseDeclaration(text)
    }

    /// Nothing for `Void`, nil for an optional; for any other type the value every use of `name`
    /// falls back to (`delegate?.spacing ?? 8` gives 8), when they agree on one literal or constant.
    private func defaultBody(returning type: TypeSyntax?, name: String) -> String? {
        guard let type else { return "{}" }
        if type.isOptional { return "{ nil }" }
        if ["Void", "()"].contains(type.trimmedDescription) { return "{}" }
        guard let values = index.coalescedDefaults[name], values.count == 1, let value = values.first,
            parseExpression(value).isConstant
        else { return nil }
        return "{ \(value) }"
    }

    private func withoutOptional(_ modifiers: DeclModifierListSyntax) -> DeclModifierListSyntax {
        modifiers.filter { $0.name.text != "optional" && $0.name.text != "dynamic" }
    }

    /// An `@objc` protocol is class-bound; without the attribute it must say so, or
    /// `weak var delegate: Protocol?` no longer compiles.
    func classBound(_ decl: DeclSyntax, wasObjectiveC: Bool) -> DeclSyntax {
        guard wasObjectiveC, let proto = decl.as(ProtocolDeclSyntax.self) else { return decl }
        let inherited = proto.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        guard !inherited.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }) else {
            return decl
        }
        let clause: InheritanceClauseSyntax
        if let existing = proto.inheritanceClause, var last = existing.inheritedTypes.last {
            let trailing = last.type.trailingTrivia
            last = last.with(\.type, last.type.with(\.trailingTrivia, []))
                .with(\.trailingComma, .commaToken(trailingTrivia: .space))
            var types = Array(existing.inheritedTypes.dropLast())
            types.append(last)
            types.append(
                InheritedTypeSyntax(
                    type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("AnyObject"))).with(
                        \.trailingTrivia, trailing)))
            clause = existing.with(\.inheritedTypes, InheritedTypeListSyntax(types))
        } else {
            let name = proto.name
            clause = InheritanceClauseSyntax(
                colon: .colonToken(trailingTrivia: .space),
                inheritedTypes: [
                    InheritedTypeSyntax(
                        type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("AnyObject"))).with(
                            \.trailingTrivia, name.trailingTrivia))
                ])
            return DeclSyntax(proto.with(\.name, name.with(\.trailingTrivia, [])).with(\.inheritanceClause, clause))
        }
        return DeclSyntax(proto.with(\.inheritanceClause, clause))
    }

    func insertDefaultExtensions(_ list: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        guard !defaultExtensions.isEmpty else { return list }
        var items: [CodeBlockItemSyntax] = []
        for item in list {
            items.append(item)
            if let name = item.item.as(ProtocolDeclSyntax.self)?.name.text,
                let defaults = defaultExtensions.removeValue(forKey: name)
            {
                items.append(CodeBlockItemSyntax(item: .decl(defaults)))
            }
        }
        return CodeBlockItemListSyntax(items)
    }

    /// `delegate?.tagPressed?(title)` (or `delegate!.tagPressed!(title)`) → `delegate?.tagPressed(title)`
    /// when `tagPressed(_:)` is an optional requirement of one of the package's protocols.
    func removingOptionalRequirementCall(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        let inner: ExprSyntax
        if let chained = call.calledExpression.as(OptionalChainingExprSyntax.self) {
            inner = chained.expression
        } else if let forced = call.calledExpression.as(ForceUnwrapExprSyntax.self) {
            inner = forced.expression
        } else {
            return call
        }
        guard let member = inner.as(MemberAccessExprSyntax.self),
            index.optionalRequirement(
                named: member.declName.baseName.text, labels: call.arguments.map { $0.label?.text ?? "_" }) != nil
        else { return call }
        return call.with(
            \.calledExpression, ExprSyntax(member.with(\.trailingTrivia, call.calledExpression.trailingTrivia)))
    }

    /// Whether `expression`, `x?.spacing?` before `.rounded()` (or `x!.spacing!`), unwraps an optional
    /// property requirement of a non-optional type, which its default made an ordinary property: the
    /// `?` or `!` goes (`x?.spacing.rounded()`).
    func unwrapsOptionalProperty(_ expression: ExprSyntax) -> Bool {
        let inner: ExprSyntax
        if let chained = expression.as(OptionalChainingExprSyntax.self) {
            guard
                expression.parent?.is(MemberAccessExprSyntax.self) == true
                    || expression.parent?.is(SubscriptCallExprSyntax.self) == true
            else { return false }
            inner = chained.expression
        } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
            inner = forced.expression
        } else {
            return false
        }
        guard let member = inner.as(MemberAccessExprSyntax.self), member.base != nil,
            let requirement = index.optionalPropertyRequirement(named: member.declName.baseName.text)
        else { return false }
        return requirement.type?.isOptional == false
    }
}

extension ExprSyntax {
    /// Whether this is a literal or a constant written without `self`: `8`, `-1.5`, `"x"`, `.zero`, `UIColor.red`.
    var isConstant: Bool {
        if self.is(IntegerLiteralExprSyntax.self) || self.is(FloatLiteralExprSyntax.self)
            || self.is(BooleanLiteralExprSyntax.self)
        {
            return true
        }
        if let string = self.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        if let prefix = self.as(PrefixOperatorExprSyntax.self) { return prefix.expression.isConstant }
        if let member = self.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return true }
            return base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
        }
        return false
    }
}
