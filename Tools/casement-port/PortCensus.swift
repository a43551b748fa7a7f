import SwiftSyntax

/// How many of each Objective-C-only spelling a file holds, read from its syntax (comments and
/// strings aside): comparing a file's census before and after the rewrite gives the edits of each
/// kind, for the summary (summed over the files changed, since an override moves from one file to another).
struct PortCensus {
    private(set) var counts: [String: Int] = [:]

    init(_ tree: some SyntaxProtocol) {
        let counter = Counter(viewMode: .sourceAccurate)
        counter.walk(tree)
        counts = counter.counts
    }

    init() {}

    /// The counts of both.
    static func + (lhs: PortCensus, rhs: PortCensus) -> PortCensus {
        var sum = lhs
        sum.counts.merge(rhs.counts, uniquingKeysWith: +)
        return sum
    }

    /// The kinds whose count went down from `before` to this census, with how many.
    func edits(since before: PortCensus) -> [String: Int] {
        before.counts.reduce(into: [:]) { edits, entry in
            let removed = entry.value - (counts[entry.key] ?? 0)
            if removed > 0 { edits[entry.key] = removed }
        }
    }

    private final class Counter: SyntaxVisitor {
        var counts: [String: Int] = [:]

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.attributeName.trimmedDescription
            if removedAttributes.contains(name) || name == "NSManaged" { counts["@\(name) removed", default: 0] += 1 }
            return .visitChildren
        }

        override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
            switch node.name.text {
            case "dynamic": counts["dynamic removed", default: 0] += 1
            case "optional": counts["optional requirements given defaults", default: 0] += 1
            default: break
            }
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            switch node.macroName.text {
            case "selector": counts["#selector rewritten", default: 0] += 1
            case "keyPath": counts["#keyPath rewritten", default: 0] += 1
            default: break
            }
            return .visitChildren
        }

        override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
            countRequirementUse(node.expression, parent: node.parent)
        }

        override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
            countRequirementUse(node.expression, parent: node.parent)
        }

        /// `x?.m?(…)`, `x!.m!(…)`, `x?.p?.y`: the second `?` or `!`, which optional requirements needed.
        private func countRequirementUse(_ expression: ExprSyntax, parent: Syntax?) -> SyntaxVisitorContinueKind {
            if expression.as(MemberAccessExprSyntax.self)?.base != nil,
                parent?.is(FunctionCallExprSyntax.self) == true || parent?.is(MemberAccessExprSyntax.self) == true
            {
                counts["optional requirement uses made plain", default: 0] += 1
            }
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let overrides = node.memberBlock.members.filter {
                $0.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains(named: "override") == true
            }
            if !overrides.isEmpty {
                counts["overrides moved from extensions into class bodies", default: 0] += overrides.count
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let firstIsSelf = node.arguments.first?.expression.trimmedDescription == "self"
            switch node.calledName {
            case "removeObserver" where firstIsSelf:
                counts["removeObserver(self) calls removing block observers' tokens", default: 0] += 1
            case "responds" where node.arguments.first?.label?.text == "to":
                counts["responds(to:) made protocol checks", default: 0] += 1
            default:
                break
            }
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if node.declName.baseName.text == "userInfo", node.base?.is(DeclReferenceExprSyntax.self) == true {
                counts["timers' userInfo passed to their methods", default: 0] += 1
            }
            return .visitChildren
        }

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            if let condition = node.condition?.trimmedDescription, condition.contains("os(iOS)"),
                !condition.contains("os(Linux)")
            {
                counts["#if os(iOS) widened to Linux", default: 0] += 1
            }
            return .visitChildren
        }
    }
}
