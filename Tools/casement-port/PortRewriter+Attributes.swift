import SwiftSyntax

/// Attributes that need the Objective-C runtime and mean nothing without it: the declarations
/// compile, and behave as Swift declarations, once they are gone. (`@IBInspectable` and
/// `@IBDesignable` compile and stay.)
let removedAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "GKInspectable"]

extension AttributeListSyntax {
    var containsObjC: Bool {
        contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
    }
}

extension PortRewriter {
    func removeObjectiveCAttributes(_ list: AttributeListSyntax) -> AttributeListSyntax {
        removing(from: list) { element in
            guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
            return removedAttributes.contains(name)
        }
    }

    /// Removes `dynamic` (dispatch through the Objective-C runtime, for key-value observing) and
    /// `optional` (requirements get default implementations instead; see `defaultImplementations`).
    func removeObjectiveCModifiers(_ list: DeclModifierListSyntax) -> DeclModifierListSyntax {
        removing(from: list) { ["dynamic", "optional"].contains($0.name.text) }
    }

    /// The list without the elements `isRemoved` picks. A removed element's leading trivia (a doc
    /// comment, the line break and indentation before `@objc` on a line of its own) goes to the
    /// next element kept, or, when none is, to the token after the list.
    private func removing<List: SyntaxCollection>(from list: List, where isRemoved: (List.Element) -> Bool) -> List {
        guard list.contains(where: isRemoved) else { return list }
        var kept: [List.Element] = []
        for element in list {
            if isRemoved(element) {
                carryTrivia(of: element)
            } else if let trivia = pendingTrivia {
                pendingTrivia = nil
                var element = element
                element.leadingTrivia = trivia + element.leadingTrivia.droppingLeadingWhitespace
                kept.append(element)
            } else {
                kept.append(element)
            }
        }
        return List(kept)
    }

    private func carryTrivia(of removed: some SyntaxProtocol) {
        let trivia = removed.leadingTrivia
        if let pending = pendingTrivia {
            pendingTrivia = pending + trivia.droppingLeadingWhitespace
        } else {
            pendingTrivia = trivia
        }
    }

    /// `@NSManaged var angle: Double` (a layer's animatable property) → a property kept by the
    /// layer's key-value storage, as the README's porting table says:
    /// `var angle: Double { get { value(forKey: "angle") as? Double ?? 0 } set { setValue(newValue, forKey: "angle") } }`.
    /// Core Data's managed objects, which need more, get a warning.
    func keyValueStoredProperty(_ node: VariableDeclSyntax) -> DeclSyntax? {
        guard
            let attribute = node.attributes.first(where: {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged"
            })
        else { return nil }
        guard node.bindings.count == 1, let binding = node.bindings.first, binding.accessorBlock == nil,
            binding.initializer == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type
        else {
            warn("@NSManaged needs Core Data's Objective-C runtime; give the property storage", at: attribute)
            return nil
        }
        let typeText = type.trimmedDescription
        let read: String
        if let optional = type.as(OptionalTypeSyntax.self) {
            read = "value(forKey: \"\(name)\") as? \(optional.wrappedType.trimmedDescription)"
        } else if ["CGFloat", "Double", "Float", "Int", "UInt", "Int32", "Int64", "TimeInterval"].contains(typeText) {
            read = "value(forKey: \"\(name)\") as? \(typeText) ?? 0"
        } else if typeText == "Bool" {
            read = "value(forKey: \"\(name)\") as? Bool ?? false"
        } else {
            read = "value(forKey: \"\(name)\") as! \(typeText)"
        }
        let indent = indentation(of: node)
        let modifiers = node.modifiers.map { $0.trimmedDescription + " " }.joined()
        let otherAttributes = node.attributes.filter { element in
            guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return true }
            return name != "NSManaged" && !removedAttributes.contains(name)
        }.map { $0.trimmedDescription + " " }.joined()
        let text = """
            \(otherAttributes)\(modifiers)var \(name): \(typeText) {
            \(indent)    get { \(read) }
            \(indent)    set { setValue(newValue, forKey: "\(name)") }
            \(indent)}
            """
        return parseDeclaration(text).with(\.leadingTrivia, node.leadingTrivia).with(
            \.trailingTrivia, node.trailingTrivia)
    }
}
