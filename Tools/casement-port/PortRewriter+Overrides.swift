import SwiftSyntax

/// `override` in an extension is Objective-C dispatch; Swift wants the override in the class body.
/// When the class is declared in the files being ported (once, under the same `#if` conditions) the
/// override moves there: it is rewritten with the rest of the extension's file, taken out of the
/// extension, and appended to the class body by `ClassBodyInserter` once every file is rewritten.
/// An extension left with nothing (and conforming to nothing) goes; its comments go with the first
/// override. Anywhere else the override stays, with a warning saying why it cannot move.
extension PortRewriter {
    /// For each `override` member of `node` (by position), nil when it moves, else why it cannot.
    func overrideMoves(in node: ExtensionDeclSyntax) -> [(position: Int, reason: String?)] {
        let className = node.extendedType.trimmedDescription
        var moves: [(Int, String?)] = []
        for (position, member) in node.memberBlock.members.enumerated() {
            guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                modifiers.contains(named: "override")
            else { continue }
            moves.append((position, reasonNotToMove(member, of: node, into: className)))
        }
        return moves
    }

    private func reasonNotToMove(_ member: MemberBlockItemSyntax, of node: ExtensionDeclSyntax, into className: String)
        -> String?
    {
        guard let declarations = index.classes[className] else {
            return "\(className) is not declared in the files being ported, so its body cannot take the override; "
                + "override in a subclass instead"
        }
        guard declarations.count == 1, let declaration = declarations.first else {
            return "\(className) is declared more than once in these files; move the override into its body by hand"
        }
        if node.genericWhereClause != nil {
            return "the extension has a where clause, so the override cannot move into \(className)'s body"
        }
        if declaration.conditions != node.ifConfigConditions {
            return "the extension and \(className) are compiled under different #if conditions; "
                + "move the override into its body by hand"
        }
        if declaration.path != path, let name = member.firstName(in: filePrivateNames) {
            let file = declaration.path.split(separator: "/").last.map(String.init) ?? declaration.path
            return
                "the override uses '\(name)', private to this file, so it cannot move into \(className)'s body in \(file)"
        }
        return nil
    }

    /// Warns about the overrides of `node` that stay, and takes those that move out of `visited`
    /// (the extension rewritten), keeping them for `ClassBodyInserter`.
    func movingOverrides(of node: ExtensionDeclSyntax, visited: DeclSyntax) -> DeclSyntax {
        let moves = overrideMoves(in: node)
        for move in moves {
            guard let reason = move.reason else { continue }
            let member = node.memberBlock.members[node.memberBlock.members.index(at: move.position)]
            warn("an extension cannot override without the Objective-C runtime: \(reason)", at: member.decl)
        }
        let moving = Set(moves.filter { $0.reason == nil }.map(\.position))
        guard !moving.isEmpty, let ext = visited.as(ExtensionDeclSyntax.self) else { return visited }
        let className = node.extendedType.trimmedDescription
        let members = Array(ext.memberBlock.members)
        let isPublic = ext.modifiers.contains(named: "public") || ext.modifiers.contains(named: "open")
        let emptied = moving.count == members.count && ext.inheritanceClause == nil
        for position in moving.sorted() {
            var member = members[position]
            if isPublic, var decl = member.decl.asProtocol(WithModifiersSyntax.self),
                !decl.modifiers.contains(where: { ["public", "open", "internal", "private"].contains($0.name.text) })
            {
                let first = decl.modifiers.first
                decl.modifiers.insert(
                    DeclModifierSyntax(
                        leadingTrivia: first?.leadingTrivia ?? [], name: .keyword(.public), trailingTrivia: .space),
                    at: decl.modifiers.startIndex)
                if first != nil {
                    decl.modifiers = DeclModifierListSyntax(
                        decl.modifiers.enumerated().map {
                            $0.offset == 1 ? $0.element.with(\.leadingTrivia, []) : $0.element
                        })
                }
                member = member.with(\.decl, Syntax(fromProtocol: decl).cast(DeclSyntax.self))
            }
            if emptied, position == moving.min() {
                let comments = ext.leadingTrivia.droppingLeadingWhitespace.droppingTrailingWhitespace
                if !comments.isEmpty {
                    let indent = Trivia(
                        pieces: member.leadingTrivia.pieces.reversed().prefix { !$0.isNewline }.reversed())
                    member.leadingTrivia =
                        comments.reindentedComments(to: indent) + .newline + indent
                        + member.leadingTrivia.droppingLeadingWhitespace
                }
            }
            insertions.appended[className, default: []].append(member)
        }
        var kept = members.enumerated().filter { !moving.contains($0.offset) }.map(\.element)
        if moving.contains(0), var first = kept.first {
            // What is now the first member starts on the line after the brace.
            first.leadingTrivia = Trivia(pieces: first.leadingTrivia.pieces.drop { $0.isNewline })
            first.leadingTrivia = .newline + first.leadingTrivia
            kept[0] = first
        }
        var block = ext.memberBlock.with(\.members, MemberBlockItemListSyntax(kept))
        if kept.isEmpty { block.rightBrace.leadingTrivia = [] }
        return DeclSyntax(ext.with(\.memberBlock, block))
    }

    /// The positions in `list` of extensions whose members all move and that conform to nothing:
    /// they are dropped once rewritten.
    func emptiedExtensions(in list: CodeBlockItemListSyntax) -> Set<Int> {
        Set(
            list.enumerated().compactMap { position, item in
                guard let ext = item.item.as(ExtensionDeclSyntax.self), ext.inheritanceClause == nil else { return nil }
                let moves = overrideMoves(in: ext)
                guard !moves.isEmpty, moves.count == ext.memberBlock.members.count,
                    moves.allSatisfy({ $0.reason == nil })
                else { return nil }
                return position
            })
    }

    /// Names declared `private` or `fileprivate` anywhere in this file.
    var filePrivateNames: Set<String> {
        if let names = cachedFilePrivateNames { return names }
        let collector = FilePrivateNames(viewMode: .sourceAccurate)
        collector.walk(file)
        cachedFilePrivateNames = collector.names
        return collector.names
    }
}

private final class FilePrivateNames: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.isPrivate {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }

    private func add(_ node: some NamedDeclSyntax & WithModifiersSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.isPrivate { names.insert(node.name.text) }
        return .visitChildren
    }
}

extension DeclModifierListSyntax {
    var isPrivate: Bool { contains { ["private", "fileprivate"].contains($0.name.text) } }
}

extension SyntaxProtocol {
    /// The first identifier used in this node that is one of `names`.
    func firstName(in names: Set<String>) -> String? {
        tokens(viewMode: .sourceAccurate).first { token in
            if case .identifier(let text) = token.tokenKind { return names.contains(text) }
            return false
        }?.text
    }
}

extension Trivia {
    /// Comment pieces with each of their line breaks followed by `indent`.
    func reindentedComments(to indent: Trivia) -> Trivia {
        var pieces: [TriviaPiece] = []
        for piece in self.pieces {
            switch piece {
            case .spaces, .tabs: continue
            case .newlines, .carriageReturnLineFeeds:
                pieces.append(piece)
                pieces += indent.pieces
            default: pieces.append(piece)
            }
        }
        return Trivia(pieces: pieces)
    }
}
