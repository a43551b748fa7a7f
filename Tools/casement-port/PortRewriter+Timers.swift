import SwiftSyntax

/// Foundation on Linux has timers with blocks only: a target/selector timer becomes the block form
/// calling the method. The block form's timer has no `userInfo`, so a method of the package that
/// reads its timer's `userInfo` is given the value as a parameter instead (`userInfo: Any? = nil`),
/// which the block passes, captured when the timer is made as the selector form kept it.
extension PortRewriter {
    /// `Timer.scheduledTimer(timeInterval: t, target: x, selector: #selector(tick(_:)), userInfo: u, repeats: r)`
    /// → `Timer.scheduledTimer(withTimeInterval: t, repeats: r) { timer in x.tick(timer) }`. The
    /// closure holds the target strongly, as the timer held it on iOS, until it is invalidated.
    /// Foundation's block is `@Sendable`, so the call is made `MainActor.assumeIsolated`: a timer
    /// of UI code fires on the main run loop, and one that does not stops with a message.
    func timerEdit(_ original: FunctionCallExprSyntax, _ macro: MacroExpansionExprSyntax, _ selector: ExprSyntax)
        -> CallEdit?
    {
        guard
            let (reference, labels) = blockMethod(
                selector, macro, in: original,
                otherwise: "cannot tell which method this timer's selector names; "
                    + "write the timer with a block")
        else { return nil }
        let indent = indentation(of: original)
        let isStatement = original.parent?.is(CodeBlockItemSyntax.self) == true
        let userInfo = original.arguments.first { $0.label?.text == "userInfo" }?.expression.trimmedDescription
        let method = (reference.typeName ?? enclosingType(of: original) ?? "") + "." + reference.baseName
        let passesUserInfo = labels.count == 1 && userInfo != nil && userInfo != "nil"
        let methodTakesUserInfo = passesUserInfo && index.methodsReadingUserInfo.contains(method)
        if passesUserInfo, !methodTakesUserInfo, index.functionLabels[reference.baseName] == nil, let userInfo {
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
            var callArguments = labels.first.map { $0 == "_" ? "timer" : "\($0): timer" } ?? ""
            var (captures, receiver) = Self.capture(target, weakly: false)
            if methodTakesUserInfo, let userInfo = arguments["userInfo"] {
                captures.append("userInfo = \(userInfo)")
                callArguments += ", userInfo: userInfo"
            }
            let closure =
                "{ \(Self.captureList(captures))\(parameter) in\n\(indent)    MainActor.assumeIsolated { "
                + "\(receiver).\(reference.baseName)(\(callArguments)) }\n\(indent)}"
            let callee = call.calledExpression.trimmedDescription
            let repeats = arguments["repeats"] ?? "false"
            let head =
                if let date = arguments["fireAt"] {
                    "\(callee)(fire: \(date), interval: \(arguments["interval"] ?? "0"), repeats: \(repeats))"
                } else if callee.hasSuffix("scheduledTimer") {
                    "\(callee)(withTimeInterval: \(arguments["timeInterval"] ?? "0"), repeats: \(repeats))"
                } else {
                    "\(callee)(timeInterval: \(arguments["timeInterval"] ?? "0"), repeats: \(repeats))"
                }
            // The selector form's result was discardable; the block form's is not.
            let discard = isStatement ? "_ = " : ""
            return parseExpression("\(discard)\(head) \(closure)").with(\.leadingTrivia, call.leadingTrivia)
                .with(\.trailingTrivia, call.trailingTrivia)
        }
    }

    /// `func expire(_ timer: Timer) { … timer.userInfo … }`, the method of a timer with a
    /// `userInfo`, → `func expire(_ timer: Timer, userInfo: Any? = nil) { … userInfo … }`.
    func timerMethodTakingUserInfo(_ node: FunctionDeclSyntax) -> DeclSyntax? {
        guard let type = enclosingType(of: node), timerParameter == nil else { return nil }
        let method = type + "." + node.name.text
        let parameters = node.signature.parameterClause.parameters
        guard index.timerMethodsGivenUserInfo.contains(method), index.methodsReadingUserInfo.contains(method),
            let parameter = parameters.first
        else { return nil }
        timerParameter = (parameter.secondName ?? parameter.firstName).text
        defer { timerParameter = nil }
        guard var function = super.visit(node).as(FunctionDeclSyntax.self) else { return nil }
        let added = FunctionParameterSyntax(
            firstName: .identifier("userInfo"), colon: .colonToken(trailingTrivia: .space),
            type: TypeSyntax(OptionalTypeSyntax(wrappedType: IdentifierTypeSyntax(name: .identifier("Any")))),
            defaultValue: InitializerClauseSyntax(
                equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space), value: parseExpression("nil")))
        var list = Array(function.signature.parameterClause.parameters)
        list[0].trailingComma = .commaToken(trailingTrivia: .space)
        list.append(added)
        function.signature.parameterClause.parameters = FunctionParameterListSyntax(list)
        return DeclSyntax(function)
    }

    /// `timer.userInfo` in the method being given its timer's `userInfo` → `userInfo`.
    func userInfoParameter(for node: MemberAccessExprSyntax) -> ExprSyntax? {
        guard let timerParameter, node.declName.baseName.text == "userInfo",
            node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == timerParameter
        else { return nil }
        return ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("userInfo"))).with(
            \.leadingTrivia, node.leadingTrivia
        ).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// The method a timer's or observer's block calls, with its labels (none, or one for the timer
    /// or notification); nil, with the warning `otherwise`, when the selector does not say which.
    func blockMethod(
        _ selector: ExprSyntax, _ macro: MacroExpansionExprSyntax, in call: FunctionCallExprSyntax, otherwise: String
    ) -> (SelectorReference, [String])? {
        guard let reference = SelectorReference(selector), let labels = reference.resolvedLabels(in: index),
            labels.count <= 1
        else {
            warn(otherwise, at: call)
            return nil
        }
        handledSelectors.insert(macro.id)
        return (reference, labels)
    }

    /// The capture list items and receiver for calling a method on `target` from a closure.
    static func capture(_ target: String, weakly: Bool) -> ([String], String) {
        let isName = target.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        switch (isName, weakly) {
        case (true, true): return (["weak \(target)"], target)
        case (true, false): return (target == "self" ? [] : [target], target)
        case (false, true): return (["weak target = \(target)"], "target")
        case (false, false): return (["target = \(target)"], "target")
        }
    }

    /// `[a, b] ` for a closure's capture list, or nothing.
    static func captureList(_ items: [String]) -> String {
        items.isEmpty ? "" : "[" + items.joined(separator: ", ") + "] "
    }
}
