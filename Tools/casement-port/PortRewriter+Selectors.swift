import SwiftSyntax

/// `#selector` where a target is registered becomes the project's typed form: a method reference
/// for controls, gesture recognizers, bar button items and display links
/// (`addTarget(self, action: ViewController.didTap, for: .touchUpInside)`); a closure for timers and
/// notification observers, which Foundation on Linux offers only with blocks. Any other `#selector`
/// becomes the action's name, `Selector("didTap:")`, and `#keyPath(Type.a.b)` the string `"a.b"`.
extension PortRewriter {
    typealias CallEdit = (FunctionCallExprSyntax) -> ExprSyntax

    /// Decides, on the original call, what to do with a `#selector` among its arguments; the edit
    /// is applied to the call once its arguments have been rewritten.
    func callEdit(for call: FunctionCallExprSyntax) -> CallEdit? {
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text ?? "_" }
        guard let selectorPosition = arguments.firstIndex(where: { $0.expression.selectorArgument != nil }),
            let selectorMacro = arguments[selectorPosition].expression.as(MacroExpansionExprSyntax.self),
            let selectorExpression = selectorMacro.selectorArgument
        else { return nil }
        let name = call.calledName

        if call.isTargetSelectorTimer {
            return timerEdit(call, selectorMacro, selectorExpression)
        }
        if name == "addObserver", labels == ["_", "selector", "name", "object"] {
            return observerEdit(call, selectorMacro, selectorExpression)
        }
        if name == "responds", let edit = respondsEdit(call, selectorMacro, selectorExpression) {
            return edit
        }
        if name == "perform" || name == "performSelector" || name == "responds" {
            handledSelectors.insert(selectorMacro.id)
            warn(
                "'\(name ?? "")' sends a message by name, which needs the Objective-C runtime; call the method, "
                    + "or check a protocol conformance", at: call)
            return nil
        }

        // The target: `addTarget(target, action:…)`, `init(target:action:)`, `init(…target:action:)`,
        // `CADisplayLink(target:selector:)`, `displayLink(withTarget:selector:)`.
        let targetPosition: Int?
        if name == "addTarget", selectorPosition == 1, labels[1] == "action" {
            targetPosition = 0
        } else if ["action", "selector"].contains(labels[selectorPosition]), selectorPosition > 0,
            ["target", "withTarget"].contains(labels[selectorPosition - 1])
        {
            targetPosition = selectorPosition - 1
        } else {
            targetPosition = nil
        }
        guard let targetPosition,
            arguments[targetPosition].expression.trimmedDescription != "nil",
            let reference = SelectorReference(selectorExpression),
            let enclosing = reference.typeName ?? enclosingType(of: call)
        else { return nil }

        handledSelectors.insert(selectorMacro.id)
        let isControl = name == "addTarget" && labels.count == 3 && labels[2] == "for"
        let methodName = isControl && index.namesControlActions ? reference.objectiveCName(in: index) : nil
        return { call in
            var arguments = Array(call.arguments)
            arguments[selectorPosition] = arguments[selectorPosition].with(
                \.expression,
                parseExpression(reference.methodReference(enclosingType: enclosing))
                    .with(\.leadingTrivia, arguments[selectorPosition].expression.leadingTrivia)
                    .with(\.trailingTrivia, arguments[selectorPosition].expression.trailingTrivia))
            if let methodName {
                arguments.insert(
                    LabeledExprSyntax(
                        label: .identifier("named"), colon: .colonToken(trailingTrivia: .space),
                        expression: parseExpression("\"\(methodName)\""),
                        trailingComma: .commaToken(trailingTrivia: .space)),
                    at: selectorPosition + 1)
            }
            return ExprSyntax(call.with(\.arguments, LabeledExprListSyntax(arguments)))
        }
    }

    /// The type a bare `#selector(tick)` in `node` refers to; `Self` in a protocol's extension.
    func enclosingType(of node: some SyntaxProtocol) -> String? {
        guard let name = node.enclosingTypeName else { return nil }
        return index.protocolNames.contains(name) ? "Self" : name
    }

    /// Any other `#selector(…)` becomes `Selector("name:")`, and `#keyPath(Type.a.b)` becomes `"a.b"`.
    func rewriteObjectiveCExpression(_ node: MacroExpansionExprSyntax) -> ExprSyntax? {
        let replacement: String
        switch node.macroName.text {
        case "selector":
            guard let argument = node.arguments.first else { return nil }
            guard let reference = SelectorReference(argument.expression) else {
                warn("cannot name the method of this #selector", at: node)
                return nil
            }
            switch argument.label?.text {
            case "getter": replacement = "Selector(\"\(reference.baseName)\")"
            case "setter":
                replacement =
                    "Selector(\"set\(reference.baseName.prefix(1).uppercased())\(reference.baseName.dropFirst()):\")"
            default: replacement = "Selector(\"\(reference.objectiveCName(in: index))\")"
            }
        case "keyPath":
            guard let argument = node.arguments.first?.expression else { return nil }
            var components = argument.trimmedDescription.split(separator: ".").map(String.init)
            if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
            replacement = "\"\(components.joined(separator: "."))\""
        default:
            return nil
        }
        return parseExpression(replacement).with(\.leadingTrivia, node.leadingTrivia).with(
            \.trailingTrivia, node.trailingTrivia)
    }
}

extension ExprSyntax {
    /// The method named by `#selector(…)` when this is one.
    var selectorArgument: ExprSyntax? {
        guard let macro = self.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            let argument = macro.arguments.first, argument.label == nil
        else { return nil }
        return argument.expression
    }
}

extension MacroExpansionExprSyntax {
    var selectorArgument: ExprSyntax? { ExprSyntax(self).selectorArgument }
}

extension FunctionCallExprSyntax {
    /// The called function's or method's base name: `addTarget` in `button.addTarget(…)`.
    var calledName: String? {
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
