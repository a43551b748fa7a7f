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

        if labels.starts(with: ["timeInterval", "target", "selector", "userInfo", "repeats"])
            || labels.starts(with: ["fireAt", "interval", "target", "selector", "userInfo", "repeats"])
        {
            return timerEdit(call, selectorMacro, selectorExpression)
        }
        if name == "addObserver", labels == ["_", "selector", "name", "object"] {
            return observerEdit(call, selectorMacro, selectorExpression)
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

    /// `Timer.scheduledTimer(timeInterval: t, target: x, selector: #selector(tick(_:)), userInfo: nil, repeats: r)`
    /// → `Timer.scheduledTimer(withTimeInterval: t, repeats: r) { timer in x.tick(timer) }`. The
    /// closure holds the target strongly, as the timer held it on iOS, until it is invalidated.
    /// Foundation's block is `@Sendable`, so the call is made `MainActor.assumeIsolated`: a timer
    /// of UI code fires on the main run loop, and one that does not stops with a message.
    private func timerEdit(
        _ original: FunctionCallExprSyntax, _ macro: MacroExpansionExprSyntax, _ selector: ExprSyntax
    ) -> CallEdit? {
        guard let reference = SelectorReference(selector), let labels = reference.resolvedLabels(in: index),
            labels.count <= 1
        else {
            warn("cannot tell which method this timer's selector names; write the timer with a block", at: original)
            return nil
        }
        handledSelectors.insert(macro.id)
        let indent = indentation(of: original)
        let isStatement = original.parent?.is(CodeBlockItemSyntax.self) == true
        let originalArguments = Array(original.arguments)
        let userInfo = originalArguments.first { $0.label?.text == "userInfo" }?.expression.trimmedDescription
        if labels.count == 1, let userInfo, userInfo != "nil" {
            warn(
                "a timer made with a block has no userInfo: '\(reference.baseName)' reads nil from 'timer.userInfo'; "
                    + "capture \(userInfo) in the closure instead", at: original)
        }
        return { call in
            let arguments = Dictionary(
                call.arguments.compactMap { argument in
                    argument.label.map { ($0.text, argument.expression.trimmedDescription) }
                },
                uniquingKeysWith: { first, _ in first })
            let target = arguments["target"] ?? "self"
            let parameter = labels.isEmpty ? "_" : "timer"
            let callArguments = labels.first.map { $0 == "_" ? "timer" : "\($0): timer" } ?? ""
            let (capture, receiver) = Self.capture(target, weakly: false)
            let closure =
                "{ \(capture)\(parameter) in\n\(indent)    MainActor.assumeIsolated { "
                + "\(receiver).\(reference.baseName)(\(callArguments)) }\n\(indent)}"
            let callee = call.calledExpression.trimmedDescription
            let head =
                if let date = arguments["fireAt"] {
                    "\(callee)(fire: \(date), interval: \(arguments["interval"] ?? "0"), repeats: \(arguments["repeats"] ?? "false"))"
                } else if callee.hasSuffix("scheduledTimer") {
                    "\(callee)(withTimeInterval: \(arguments["timeInterval"] ?? "0"), repeats: \(arguments["repeats"] ?? "false"))"
                } else {
                    "\(callee)(timeInterval: \(arguments["timeInterval"] ?? "0"), repeats: \(arguments["repeats"] ?? "false"))"
                }
            // The selector form's result was discardable; the block form's is not.
            let discard = isStatement ? "_ = " : ""
            return parseExpression("\(discard)\(head) \(closure)").with(\.leadingTrivia, call.leadingTrivia)
                .with(\.trailingTrivia, call.trailingTrivia)
        }
    }

    /// `center.addObserver(self, selector: #selector(changed(_:)), name: n, object: o)` →
    /// `_ = center.addObserver(forName: n, object: o, queue: nil) { [weak self] notification in self?.changed(notification) }`.
    /// The observer is held weakly, as on iOS; `removeObserver(self)` does not remove the block,
    /// which stops being called once the observer is gone. As with timers, the call is made
    /// `MainActor.assumeIsolated`: a notification posted off the main thread stops with a message.
    private func observerEdit(
        _ original: FunctionCallExprSyntax, _ macro: MacroExpansionExprSyntax, _ selector: ExprSyntax
    ) -> CallEdit? {
        guard let reference = SelectorReference(selector), let labels = reference.resolvedLabels(in: index),
            labels.count <= 1
        else {
            warn("cannot tell which method this observer's selector names; observe with a block", at: original)
            return nil
        }
        handledSelectors.insert(macro.id)
        let indent = indentation(of: original)
        return { call in
            let arguments = Array(call.arguments).map(\.expression.trimmedDescription)
            let parameter = labels.isEmpty ? "_" : "notification"
            let callArguments = labels.first.map { $0 == "_" ? "notification" : "\($0): notification" } ?? ""
            let (capture, receiver) = Self.capture(arguments[0], weakly: true)
            let center =
                call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
                ?? "NotificationCenter.default"
            let text = """
                _ = \(center).addObserver(
                \(indent)    forName: \(arguments[2]), object: \(arguments[3]), queue: nil
                \(indent)) { \(capture)\(parameter) in
                \(indent)    MainActor.assumeIsolated { \(receiver)?.\(reference.baseName)(\(callArguments)) }
                \(indent)}
                """
            return parseExpression(text).with(\.leadingTrivia, call.leadingTrivia).with(
                \.trailingTrivia, call.trailingTrivia)
        }
    }

    /// The capture list and receiver for calling a method on `target` from a closure.
    private static func capture(_ target: String, weakly: Bool) -> (String, String) {
        let isName = target.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        switch (isName, weakly) {
        case (true, true): return ("[weak \(target)] ", target)
        case (true, false): return (target == "self" ? "" : "[\(target)] ", target)
        case (false, true): return ("[weak target = \(target)] ", "target")
        case (false, false): return ("[target = \(target)] ", "target")
        }
    }

    /// The type a bare `#selector(tick)` in `node` refers to; `Self` in a protocol's extension.
    private func enclosingType(of node: some SyntaxProtocol) -> String? {
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
