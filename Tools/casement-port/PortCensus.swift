import SwiftSyntax

/// How many of each Objective-C-only spelling a file holds, read from its syntax (comments and
/// strings aside): comparing a file's census before and after the rewrite gives the edits of each
/// kind, for the summary.
struct PortCensus {
    private(set) var counts: [String: Int] = [:]

    init(_ tree: some SyntaxProtocol) {
        let counter = Counter(viewMode: .sourceAccurate)
        counter.walk(tree)
        counts = counter.counts
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
            if node.parent?.is(FunctionCallExprSyntax.self) == true {
                counts["optional requirement calls made plain", default: 0] += 1
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
