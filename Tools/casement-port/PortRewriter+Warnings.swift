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
