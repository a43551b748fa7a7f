import SwiftSyntax

/// What needs the Objective-C runtime and has no mechanical rewrite: the tool says where it is.
extension PortRewriter {
    func warnAboutRuntimeCalls(_ call: FunctionCallExprSyntax) {
        guard let name = call.calledName else { return }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        switch (name, labels) {
        case ("method_exchangeImplementations", _), ("class_getInstanceMethod", _), ("class_addMethod", _),
            ("method_setImplementation", _):
            warn("method swizzling needs the Objective-C runtime; subclass or wrap the method instead", at: call)
        case ("perform", _) where labels.first == "_", ("responds", ["to"]):
            // With `#selector(…)` the selector edits decide; a name made at run time is only reported.
            guard call.arguments.first?.expression.selectorArgument == nil else { break }
            warn(
                "'\(name)' with a selector made at run time needs the Objective-C runtime; call the methods "
                    + "directly (a table of closures by name, for instance)", at: call)
        default:
            break
        }
    }

    func warnAboutRuntimeOverrides(_ node: FunctionDeclSyntax) {
        guard node.modifiers.contains(named: "override") else { return }
        switch node.name.text {
        case "forwardingTarget", "responds", "methodSignature", "forwardInvocation", "resolveInstanceMethod":
            warn("'\(node.name.text)' is part of Objective-C message dispatch, which Swift on Linux lacks", at: node)
        default:
            break
        }
    }
}
