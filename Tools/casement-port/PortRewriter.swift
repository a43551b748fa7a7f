import SwiftParser
import SwiftSyntax

/// Rewrites one file's Objective-C-only spellings into what compiles against Casement, and
/// collects warnings for what it cannot rewrite.
///
/// One rewriter makes every kind of edit, so each warning is located in the file as it was read:
/// each `visit` reads the original node (its position, its parents) before it asks `super` to
/// rewrite the children. The edits themselves live in the `PortRewriter+…` files.
final class PortRewriter: SyntaxRewriter {
    let index: PortIndex
    let path: String
    let file: SourceFileSyntax
    private let converter: SourceLocationConverter
    private let lines: [Substring]
    private(set) var warnings: [PortWarning] = []

    /// Leading trivia of removed attributes and modifiers (a doc comment, the line's indentation),
    /// given to the next token so the declaration keeps its place in the file.
    var pendingTrivia: Trivia?
    /// `#selector` expressions a call's rewrite has taken care of; the generic one leaves them alone.
    var handledSelectors: Set<SyntaxIdentifier> = []
    /// Default implementations for optional requirements, by protocol, placed after the protocol.
    var defaultExtensions: [String: DeclSyntax] = [:]
    /// Members for class bodies, added once every file is rewritten (the class may be in another file).
    var insertions = ClassInsertions()
    var cachedFilePrivateNames: Set<String>?
    /// The parameter of the timer method being rewritten whose `userInfo` reads become a parameter's.
    var timerParameter: String?

    init(index: PortIndex, path: String, file: SourceFileSyntax) {
        self.index = index
        self.path = path
        self.file = file
        converter = SourceLocationConverter(fileName: path, tree: file)
        lines = file.description.split(separator: "\n", omittingEmptySubsequences: false)
        super.init(viewMode: .sourceAccurate)
    }

    func warn(_ message: String, at node: some SyntaxProtocol) {
        let location = node.startLocation(converter: converter)
        warnings.append(PortWarning(path: path, line: location.line, column: location.column, message: message))
    }

    /// The indentation of the line `node` starts on, for edits that add lines.
    func indentation(of node: some SyntaxProtocol) -> String {
        let line = node.startLocation(converter: converter).line
        guard line >= 1, line <= lines.count else { return "" }
        return String(lines[line - 1].prefix { $0 == " " || $0 == "\t" })
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard let trivia = pendingTrivia else { return token }
        pendingTrivia = nil
        return token.with(\.leadingTrivia, trivia + token.leadingTrivia.droppingLeadingWhitespace)
    }

    override func visit(_ node: AttributeListSyntax) -> AttributeListSyntax {
        removeObjectiveCAttributes(super.visit(node))
    }

    override func visit(_ node: DeclModifierListSyntax) -> DeclModifierListSyntax {
        removeObjectiveCModifiers(super.visit(node))
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        keyValueStoredProperty(node) ?? super.visit(node)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        let defaults = defaultImplementations(for: node)
        let visited = super.visit(node)
        if let defaults { defaultExtensions[node.name.text] = defaults }
        return classBound(visited, wasObjectiveC: node.attributes.containsObjC)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let emptied = emptiedExtensions(in: node)
        let visited = super.visit(node)
        let kept =
            emptied.isEmpty
            ? visited
            : CodeBlockItemListSyntax(
                visited.enumerated().filter { !emptied.contains($0.offset) }.map(\.element))
        return insertDefaultExtensions(kept)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        movingOverrides(of: node, visited: super.visit(node))
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        warnAboutRuntimeOverrides(node)
        return timerMethodTakingUserInfo(node) ?? super.visit(node)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        if let removal = removeObserverEdit(node) { return removal }
        let edit = callEdit(for: node)
        warnAboutRuntimeCalls(node)
        let visited = super.visit(node)
        guard let call = visited.as(FunctionCallExprSyntax.self) else { return visited }
        return edit?(call) ?? ExprSyntax(removingOptionalRequirementCall(call))
    }

    override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        respondsComparison(node) ?? super.visit(node)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        userInfoParameter(for: node) ?? super.visit(node)
    }

    override func visit(_ node: OptionalChainingExprSyntax) -> ExprSyntax {
        let unwraps = unwrapsOptionalProperty(ExprSyntax(node))
        let visited = super.visit(node)
        guard unwraps, let chained = visited.as(OptionalChainingExprSyntax.self) else { return visited }
        return chained.expression.with(\.trailingTrivia, chained.trailingTrivia)
    }

    override func visit(_ node: ForceUnwrapExprSyntax) -> ExprSyntax {
        let unwraps = unwrapsOptionalProperty(ExprSyntax(node))
        let visited = super.visit(node)
        guard unwraps, let forced = visited.as(ForceUnwrapExprSyntax.self) else { return visited }
        return forced.expression.with(\.trailingTrivia, forced.trailingTrivia)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        if handledSelectors.contains(node.id) { return ExprSyntax(node) }
        return rewriteObjectiveCExpression(node) ?? super.visit(node)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        widenPlatformCondition(super.visit(node))
    }
}

/// Parses `text` as one expression, for edits easier to write as source than to build node by node.
func parseExpression(_ text: String) -> ExprSyntax {
    var parser = Parser(text)
    return ExprSyntax.parse(from: &parser)
}

/// Parses `text` as one declaration.
func parseDeclaration(_ text: String) -> DeclSyntax {
    var parser = Parser(text)
    return DeclSyntax.parse(from: &parser)
}

extension Trivia {
    /// The trivia without the spaces and line breaks it starts with: what is left is comments.
    var droppingLeadingWhitespace: Trivia {
        Trivia(pieces: pieces.drop { $0.isWhitespace })
    }
}

extension SyntaxProtocol {
    /// The type whose body or extension holds this node, as its methods are named from outside
    /// (`Outer.Inner`); `Self` in a protocol or its extensions.
    var enclosingTypeName: String? {
        var names: [String] = []
        var node = Syntax(self).parent
        while let current = node {
            if let decl = current.as(ClassDeclSyntax.self) {
                names.insert(decl.name.text, at: 0)
            } else if let decl = current.as(StructDeclSyntax.self) {
                names.insert(decl.name.text, at: 0)
            } else if let decl = current.as(EnumDeclSyntax.self) {
                names.insert(decl.name.text, at: 0)
            } else if let decl = current.as(ActorDeclSyntax.self) {
                names.insert(decl.name.text, at: 0)
            } else if current.is(ProtocolDeclSyntax.self) {
                return "Self"
            } else if let decl = current.as(ExtensionDeclSyntax.self) {
                names.insert(decl.extendedType.trimmedDescription, at: 0)
                break
            }
            node = current.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// Whether this node sits in a `deinit`.
    var isInDeinitializer: Bool {
        var node = Syntax(self).parent
        while let current = node {
            if current.is(DeinitializerDeclSyntax.self) { return true }
            if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self) { return false }
            node = current.parent
        }
        return false
    }
}
