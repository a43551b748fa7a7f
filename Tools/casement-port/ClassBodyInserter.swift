import SwiftSyntax

/// What the rewrite of all files adds to class bodies: overrides moved out of extensions (at the
/// end) and members the tool declares (at the start), by class name as written outside the class.
struct ClassInsertions {
    var appended: [String: [MemberBlockItemSyntax]] = [:]
    var prepended: [String: [String]] = [:]

    var isEmpty: Bool { appended.isEmpty && prepended.isEmpty }

    mutating func merge(_ other: ClassInsertions) {
        appended.merge(other.appended) { $0 + $1 }
        prepended.merge(other.prepended) { $0 + $1 }
    }
}

/// Adds `ClassInsertions` to the class bodies of a rewritten file, each member indented as the
/// body's members are, separated from them by a blank line.
final class ClassBodyInserter: SyntaxRewriter {
    private let insertions: ClassInsertions

    init(_ insertions: ClassInsertions) {
        self.insertions = insertions
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node)
        let name = [node.enclosingTypeName, node.name.text].compactMap { $0 }.joined(separator: ".")
        let appended = insertions.appended[name] ?? []
        var prepended: [String] = []
        for text in insertions.prepended[name] ?? [] where !prepended.contains(text) { prepended.append(text) }
        guard !appended.isEmpty || !prepended.isEmpty, var decl = visited.as(ClassDeclSyntax.self) else {
            return visited
        }
        let classIndent = decl.leadingTrivia.lastLineIndentation
        var members = Array(decl.memberBlock.members)
        let indent = members.first.map(\.leadingTrivia.lastLineIndentation) ?? classIndent + "    "
        if !prepended.isEmpty {
            let added = prepended.map { text in
                MemberBlockItemSyntax(decl: parseDeclaration(text.reindented(to: indent)))
            }
            if var first = members.first {
                first.leadingTrivia =
                    .newlines(2) + Trivia(indentation: indent)
                    + first.leadingTrivia.droppingLeadingWhitespace
                members[0] = first
            }
            members.insert(contentsOf: added.placed(indent: indent, afterExisting: false), at: 0)
        }
        members += appended.map { $0.reindented(to: indent) }.placed(indent: indent, afterExisting: !members.isEmpty)
        decl.memberBlock.members = MemberBlockItemListSyntax(members)
        if !decl.memberBlock.rightBrace.leadingTrivia.contains(where: \.isNewline) {
            decl.memberBlock.rightBrace.leadingTrivia = .newline + Trivia(indentation: classIndent)
        }
        return DeclSyntax(decl)
    }
}

extension [MemberBlockItemSyntax] {
    /// The members, each starting on a line of its own at `indent`, with a blank line before each
    /// one that follows another (the first of them only when `afterExisting`).
    fileprivate func placed(indent: String, afterExisting: Bool) -> [MemberBlockItemSyntax] {
        enumerated().map { position, member in
            let lines = position > 0 || afterExisting ? 2 : 1
            return member.with(
                \.leadingTrivia,
                .newlines(lines) + Trivia(indentation: indent) + member.leadingTrivia.droppingLeadingWhitespace
            ).with(\.trailingTrivia, member.trailingTrivia.droppingTrailingWhitespace)
        }
    }
}

extension MemberBlockItemSyntax {
    /// The member with every line's indentation moved from its first line's to `indent`.
    fileprivate func reindented(to indent: String) -> MemberBlockItemSyntax {
        let from = leadingTrivia.lastLineIndentation
        guard from != indent else { return self }
        return Reindenter(from: from, to: indent).rewrite(self).cast(MemberBlockItemSyntax.self)
    }
}

extension String {
    /// Source text written at column 0, with each line indented by `indent`.
    fileprivate func reindented(to indent: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indent + $0 }
            .joined(separator: "\n")
    }
}

/// Replaces `from` by `to` at the start of every line break's indentation in leading trivia (string
/// literals' lines are tokens, not trivia, and stay as written).
private final class Reindenter: SyntaxRewriter {
    let from: String
    let to: String

    init(from: String, to: String) {
        self.from = from
        self.to = to
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        var pieces: [TriviaPiece] = []
        var afterNewline = false
        for piece in token.leadingTrivia.pieces {
            if afterNewline, case .spaces(let count) = piece, count >= from.count {
                pieces += Trivia(indentation: to + String(repeating: " ", count: count - from.count)).pieces
            } else {
                pieces.append(piece)
            }
            afterNewline = piece.isNewline
        }
        return token.with(\.leadingTrivia, Trivia(pieces: pieces))
    }
}

extension Trivia {
    /// Spaces and tabs as in `text`.
    init(indentation text: String) {
        let tabs = text.prefix { $0 == "\t" }.count
        let spaces = text.count - tabs
        self.init(pieces: (tabs > 0 ? [.tabs(tabs)] : []) + (spaces > 0 ? [.spaces(spaces)] : []))
    }

    /// The spaces and tabs after the last line break (or from the start when there is none).
    var lastLineIndentation: String {
        let tail = pieces.reversed().prefix { !$0.isNewline }.reversed()
        return tail.map { piece in
            switch piece {
            case .spaces(let count): String(repeating: " ", count: count)
            case .tabs(let count): String(repeating: "\t", count: count)
            default: ""
            }
        }.joined()
    }

    var droppingTrailingWhitespace: Trivia {
        Trivia(pieces: Array(pieces.reversed().drop { $0.isWhitespace }.reversed()))
    }
}
