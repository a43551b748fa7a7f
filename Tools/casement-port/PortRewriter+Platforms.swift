import SwiftSyntax

/// `#if os(iOS)` guards UIKit code, which Casement compiles on Linux: each `os(iOS)` in a
/// condition becomes `os(iOS) || os(Linux)` (in parentheses where an operator binds tighter), so
/// the iOS branch is taken here. A condition that already names Linux is left as the author wrote it.
extension PortRewriter {
    func widenPlatformCondition(_ clause: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        guard let condition = clause.condition, !condition.mentionsPlatform("Linux"),
            condition.mentionsPlatform("iOS")
        else { return clause }
        return clause.with(\.condition, widen(condition, inParentheses: false))
    }

    private func widen(_ expression: ExprSyntax, inParentheses parenthesize: Bool) -> ExprSyntax {
        if let call = expression.as(FunctionCallExprSyntax.self), call.isPlatformTest("iOS") {
            let text = parenthesize ? "(os(iOS) || os(Linux))" : "os(iOS) || os(Linux)"
            return parseExpression(text).with(\.leadingTrivia, call.leadingTrivia).with(
                \.trailingTrivia, call.trailingTrivia)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let onlyOr = sequence.elements.allSatisfy { element in
                guard let op = element.as(BinaryOperatorExprSyntax.self) else { return true }
                return op.operator.text == "||"
            }
            let elements = sequence.elements.map { widen($0, inParentheses: !onlyOr) }
            return ExprSyntax(sequence.with(\.elements, ExprListSyntax(elements)))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            return ExprSyntax(prefix.with(\.expression, widen(prefix.expression, inParentheses: true)))
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let element = tuple.elements.first
        {
            let inner = element.with(\.expression, widen(element.expression, inParentheses: false))
            return ExprSyntax(tuple.with(\.elements, LabeledExprListSyntax([inner])))
        }
        return expression
    }
}

extension SyntaxProtocol {
    /// Whether an `os(platform)` test appears anywhere in this condition.
    func mentionsPlatform(_ platform: String) -> Bool {
        if let call = self.as(FunctionCallExprSyntax.self), call.isPlatformTest(platform) { return true }
        return children(viewMode: .sourceAccurate).contains { $0.mentionsPlatform(platform) }
    }
}

extension FunctionCallExprSyntax {
    func isPlatformTest(_ platform: String) -> Bool {
        calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os"
            && arguments.count == 1 && arguments.first?.expression.trimmedDescription == platform
    }
}
