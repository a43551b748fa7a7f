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
        case ("removeObserver", let labels) where labels.first == "_" && !call.isInDeinitializer:
            warn(
                "observers the tool made with blocks are not removed by removeObserver(_:); keep the token "
                    + "addObserver(forName:object:queue:using:) returns and remove that", at: call)
        default:
            break
        }
    }

    /// `override` in an extension is Objective-C dispatch; Swift wants the override in the class body.
    func warnAboutOverrides(in node: ExtensionDeclSyntax) {
        for member in node.memberBlock.members {
            guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                modifiers.contains(named: "override")
            else { continue }
            warn(
                "an extension cannot override without the Objective-C runtime; move this declaration into "
                    + "the body of \(node.extendedType.trimmedDescription) or a subclass", at: member.decl)
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
