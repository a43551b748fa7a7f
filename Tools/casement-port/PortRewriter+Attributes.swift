import SwiftSyntax

/// Attributes that need the Objective-C runtime and mean nothing without it: the declarations
/// compile, and behave as Swift declarations, once they are gone. (`@IBOutlet` needs an `@objc`
/// type; `@IBAction`, `@IBInspectable` and `@IBDesignable` compile and stay.)
private let objectiveCAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBOutlet"]

extension AttributeListSyntax {
    var containsObjC: Bool {
        contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
    }
}

extension PortRewriter {
    func removeObjectiveCAttributes(_ list: AttributeListSyntax) -> AttributeListSyntax {
        let kept = list.filter { element in
            guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription,
                objectiveCAttributes.contains(name)
            else { return true }
            carryTrivia(of: element)
            return false
        }
        return kept.count == list.count ? list : kept
    }

    /// Removes `dynamic` (dispatch through the Objective-C runtime, for key-value observing) and
    /// `optional` (requirements get default implementations instead; see `defaultImplementations`).
    func removeObjectiveCModifiers(_ list: DeclModifierListSyntax) -> DeclModifierListSyntax {
        let kept = list.filter { modifier in
            guard ["dynamic", "optional"].contains(modifier.name.text) else { return true }
            carryTrivia(of: modifier)
            return false
        }
        return kept.count == list.count ? list : kept
    }

    /// Keeps a removed element's leading trivia (a doc comment, the line break and indentation
    /// before `@objc` on a line of its own) for the token after it.
    private func carryTrivia(of removed: some SyntaxProtocol) {
        let trivia = removed.leadingTrivia
        if let pending = pendingTrivia {
            pendingTrivia = pending + trivia.droppingLeadingWhitespace
        } else {
            pendingTrivia = trivia
        }
    }

    func warnAboutAttribute(_ attribute: AttributeSyntax) {
        if attribute.attributeName.trimmedDescription == "NSManaged" {
            warn("@NSManaged needs Core Data's Objective-C runtime; give the property storage", at: attribute)
        }
    }
}
