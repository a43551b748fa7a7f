import SwiftSyntax

/// Foundation on Linux has notification observers with blocks only. A selector observer becomes a
/// block observer calling the method with the observer held weakly, as on iOS. When the observer is
/// `self` in a class whose family (the package's classes sharing its topmost superclass) also calls
/// `removeObserver(self…)`, the token each registration returns is kept in `casementObservers`, a
/// property the tool declares in the topmost class, and those calls remove the tokens instead.
extension PortRewriter {
    static let observerTokens = "casementObservers"

    /// `center.addObserver(self, selector: #selector(changed(_:)), name: n, object: o)` →
    /// `_ = center.addObserver(forName: n, object: o, queue: nil) { [weak self] notification in self?.changed(notification) }`,
    /// or `casementObservers.append((n, center.addObserver(…) { … }))` when the tokens are kept. As
    /// with timers, the call is made `MainActor.assumeIsolated`: a notification posted off the main
    /// thread stops with a message.
    func observerEdit(_ original: FunctionCallExprSyntax, _ macro: MacroExpansionExprSyntax, _ selector: ExprSyntax)
        -> CallEdit?
    {
        guard
            let (reference, labels) = blockMethod(
                selector, macro, in: original,
                otherwise: "cannot tell which method this observer's selector names; "
                    + "observe with a block")
        else { return nil }
        let indent = indentation(of: original)
        let owner = tokenOwner(of: original)
        if let owner, index.propertyTypes[Self.observerTokens] == nil {
            insertions.prepended[owner, default: []].append(Self.tokenDeclaration)
        }
        return { call in
            let arguments = Array(call.arguments).map(\.expression.trimmedDescription)
            let parameter = labels.isEmpty ? "_" : "notification"
            let callArguments = labels.first.map { $0 == "_" ? "notification" : "\($0): notification" } ?? ""
            let (captures, receiver) = Self.capture(arguments[0], weakly: true)
            let center = self.center(of: call)
            // Kept tokens are registered one level deeper, inside `append((name:, token:))`.
            let inner = owner == nil ? indent : indent + "        "
            let registration = """
                \(center).addObserver(
                \(inner)    forName: \(arguments[2]), object: \(arguments[3]), queue: nil
                \(inner)) { \(Self.captureList(captures))\(parameter) in
                \(inner)    MainActor.assumeIsolated { \(receiver)?.\(reference.baseName)(\(callArguments)) }
                \(inner)}
                """
            let text =
                owner == nil
                ? "_ = " + registration
                : """
                \(Self.observerTokens).append(
                \(indent)    (
                \(indent)        name: \(arguments[2]),
                \(indent)        token: \(registration)
                \(indent)    ))
                """
            return parseExpression(text).with(\.leadingTrivia, call.leadingTrivia).with(
                \.trailingTrivia, call.trailingTrivia)
        }
    }

    /// The declaration of `casementObservers`, which `ClassBodyInserter` adds once to the class.
    static let tokenDeclaration = """
        /// The notification observers casement-port registered with blocks for this object, so that
        /// `removeObserver(self)` can remove them (Foundation on Linux has no selector observers).
        var \(observerTokens): [(name: Notification.Name?, token: any NSObjectProtocol)] = []
        """

    /// `center.removeObserver(self)` → removing every kept token from `center`;
    /// `center.removeObserver(self, name: n, object: nil)` → removing those registered for `n`.
    /// Nil (and a warning when the class's observers are blocks) for any other `removeObserver`.
    func removeObserverEdit(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        guard call.calledName == "removeObserver", labels.first == "_",
            call.arguments.first?.expression.trimmedDescription == "self"
        else { return nil }
        guard tokenOwner(of: call) != nil else {
            if !call.isInDeinitializer {
                warn(
                    "observers the tool made with blocks are not removed by removeObserver(_:); keep the token "
                        + "addObserver(forName:object:queue:using:) returns and remove that", at: call)
            }
            return nil
        }
        let arguments = Array(call.arguments)
        var filter = ""
        if labels == ["_", "name", "object"] {
            guard arguments[2].expression.trimmedDescription == "nil" else {
                warn(
                    "removeObserver(self, name:object:) with an object does not remove block observers; remove "
                        + "the tokens in \(Self.observerTokens) registered for that object", at: call)
                return nil
            }
            filter = "guard observer.name == \(arguments[1].expression.trimmedDescription) else { return false }\n"
        } else if labels != ["_"] {
            return nil
        }
        let indent = indentation(of: call)
        let text = """
            \(Self.observerTokens).removeAll { observer in
            \(filter.isEmpty ? "" : indent + "    " + filter)\(indent)    \(center(of: call)).removeObserver(observer.token)
            \(indent)    return true
            \(indent)}
            """
        return parseExpression(text).with(\.leadingTrivia, call.leadingTrivia).with(
            \.trailingTrivia, call.trailingTrivia)
    }

    /// The class that keeps the tokens of observers registered as `self` in `node`'s type, if any.
    private func tokenOwner(of node: FunctionCallExprSyntax) -> String? {
        guard node.arguments.first?.expression.trimmedDescription == "self",
            let type = node.enclosingTypeName
        else { return nil }
        return index.observerTokenOwner(for: type)
    }

    private func center(of call: FunctionCallExprSyntax) -> String {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? "NotificationCenter.default"
    }
}
