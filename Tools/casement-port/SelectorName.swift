import SwiftSyntax

/// A method named by a `#selector` argument: `tick`, `tick(_:)`, `Type.tick(with:)`, `self.tick`.
struct SelectorReference {
    /// The type written before the method (`UIView` in `UIView.tick`); nil for `tick` and `self.tick`.
    let typeName: String?
    let baseName: String
    /// The labels written in the reference (`["_", "with"]`), nil when none were.
    let labels: [String]?

    init?(_ expression: ExprSyntax) {
        let reference: DeclReferenceExprSyntax
        if let plain = expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
            typeName = nil
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            reference = member.declName
            let text = base.trimmedDescription
            typeName = text == "self" ? nil : text
        } else {
            return nil
        }
        baseName = reference.baseName.text
        labels = reference.argumentNames.map { $0.arguments.map(\.name.text) }
    }

    /// The labels of the method, from the reference or else from the package's only method of its name.
    func resolvedLabels(in index: PortIndex) -> [String]? {
        labels ?? index.labels(ofOnly: baseName)
    }

    /// The reference written as a Swift method reference on `enclosingType`: `ViewController.tick(_:)`.
    func methodReference(enclosingType: String) -> String {
        let arguments = labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? ""
        return "\(typeName ?? enclosingType).\(baseName)\(arguments)"
    }

    /// The Objective-C name of the method as Swift derives it: `tick(_:with:)` is `tick:with:`,
    /// `tick(sender:)` is `tickWithSender:`, `tick(with:)` is `tickWith:`, `tick()` is `tick`.
    func objectiveCName(in index: PortIndex) -> String {
        guard let labels = resolvedLabels(in: index), let first = labels.first else { return baseName }
        let head =
            switch first {
            case "_": baseName
            case "with": baseName + "With"
            default: baseName + "With" + first.prefix(1).uppercased() + first.dropFirst()
            }
        return head + ":" + labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
    }
}
