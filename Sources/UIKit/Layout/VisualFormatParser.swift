import Foundation

/// Reads a visual format string into a `VisualFormat`, checking its syntax only: whether a name
/// is a view or a metric is the builder's question.
///
/// Spaces between tokens are skipped, as iOS does. Errors carry the position the parser stood at
/// when it gave up, which is where iOS puts its caret.
struct VisualFormatParser {
    private let text: String
    private let characters: [Character]
    private var index = 0

    static func parse(_ text: String) throws(VisualFormatError) -> VisualFormat {
        var parser = VisualFormatParser(text: text)
        return try parser.parseFormat()
    }

    private init(text: String) {
        self.text = text
        characters = Array(text)
    }

    private mutating func parseFormat() throws(VisualFormatError) -> VisualFormat {
        let orientation = try parseOrientation()
        var leadingEdge: VisualFormat.SuperviewEdge?
        if take("|") {
            let position = index
            leadingEdge = VisualFormat.SuperviewEdge(connection: try parseConnection(), position: position)
        }
        var views = [try parseView()]
        var connections: [VisualFormat.Connection] = []
        var trailingEdge: VisualFormat.SuperviewEdge?
        while peek() != nil {
            let connection = try parseConnection()
            if take("|") {
                trailingEdge = VisualFormat.SuperviewEdge(connection: connection, position: index)
                break
            }
            connections.append(connection)
            views.append(try parseView())
        }
        guard peek() == nil else { throw failure("Nothing may follow the '|' that closes the format") }
        return VisualFormat(
            text: text, orientation: orientation, leadingEdge: leadingEdge, views: views, connections: connections,
            trailingEdge: trailingEdge)
    }

    /// `H:` or `V:`; horizontal when absent.
    private mutating func parseOrientation() throws(VisualFormatError) -> VisualFormat.Orientation {
        guard let first = peek(), first == "H" || first == "V" else { return .horizontal }
        index += 1
        guard take(":") else {
            throw failure("Expected ':' after '\(first)': an orientation is written 'H:' or 'V:'")
        }
        return first == "H" ? .horizontal : .vertical
    }

    /// Nothing (flush), a lone `-` (standard spacing), or `-predicateList-`.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        guard take("-") else { return .flush }
        switch peek() {
        case "[", "|":
            return .standard
        case nil:
            throw failure("Expected '[' to begin a view, or '|' for the superview, after '-'")
        case "(":
            let predicates = try parsePredicateList()
            try expect("-", "Expected '-' after the spacing's predicates, to close the connection")
            return .predicates(predicates)
        default:
            let object = try parseOperand(
                signed: false, "Expected a spacing after '-': a number, a metric name, or predicates in parentheses")
            try expect("-", "Expected '-' after the spacing, to close the connection")
            return .predicates([VisualFormat.Predicate(relation: .equal, object: object, priority: nil)])
        }
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormat.View {
        try expect("[", "Expected '[' to begin a view, or '|' for the superview")
        guard let name = parseName() else {
            throw failure("Expected a view name after '[': a C identifier that is a key of the views dictionary")
        }
        let predicates = peek() == "(" ? try parsePredicateList() : []
        try expect("]", "Expected ']' to close the view, after its name and its size predicates in parentheses")
        return VisualFormat.View(name: name, predicates: predicates)
    }

    /// `(predicate, predicate, ...)`.
    private mutating func parsePredicateList() throws(VisualFormatError) -> [VisualFormat.Predicate] {
        try expect("(", "Expected '(' to begin predicates")
        var predicates = [try parsePredicate()]
        while take(",") {
            predicates.append(try parsePredicate())
        }
        try expect(")", "Expected ',' before another predicate, or ')' to close the predicates")
        return predicates
    }

    /// `(==|<=|>=)? object (@priority)?`.
    private mutating func parsePredicate() throws(VisualFormatError) -> VisualFormat.Predicate {
        let relation = try parseRelation()
        let object = try parseOperand(signed: true, "Expected a number, a metric name or a view name in a predicate")
        var priority: VisualFormat.Operand?
        if take("@") {
            priority = try parseOperand(signed: false, "Expected a priority after '@': a number or a metric name")
            if case .number(let value) = priority, !VisualFormat.priorityRange.contains(value) {
                throw failure(VisualFormat.priorityRangeReason(value))
            }
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    private mutating func parseRelation() throws(VisualFormatError) -> NSLayoutConstraint.Relation {
        guard let first = peek(), "=<>".contains(first) else { return .equal }
        index += 1
        guard index < characters.count, characters[index] == "=" else {
            throw failure("Expected '==', '<=' or '>=' as a relation")
        }
        index += 1
        switch first {
        case "<": return .lessThanOrEqual
        case ">": return .greaterThanOrEqual
        default: return .equal
        }
    }

    /// A number (with a sign where `signed`) or a name.
    private mutating func parseOperand(signed: Bool, _ reason: String) throws(VisualFormatError)
        -> VisualFormat.Operand
    {
        if let name = parseName() { return .name(name) }
        if let number = parseNumber(signed: signed) { return .number(number) }
        throw failure(reason)
    }

    /// A C identifier, or nil (consuming nothing) when none starts here.
    private mutating func parseName() -> VisualFormat.Name? {
        guard let first = peek(), first.isASCII, first.isLetter || first == "_" else { return nil }
        let start = index
        while index < characters.count, characters[index].isASCII,
            characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        {
            index += 1
        }
        return VisualFormat.Name(text: String(characters[start..<index]), end: index)
    }

    /// Digits with an optional fraction (`8`, `0.5`, `.5`), or nil (consuming nothing).
    private mutating func parseNumber(signed: Bool) -> CGFloat? {
        guard peek() != nil else { return nil }
        let start = index
        if signed, characters[index] == "-" || characters[index] == "+" { index += 1 }
        let digitsStart = index
        while index < characters.count, characters[index].isASCII,
            characters[index].isNumber || characters[index] == "."
        {
            index += 1
        }
        guard index > digitsStart, let value = Double(String(characters[start..<index])) else {
            index = start
            return nil
        }
        return CGFloat(value)
    }

    /// The next character after any spaces, without consuming it.
    private mutating func peek() -> Character? {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        return index < characters.count ? characters[index] : nil
    }

    private mutating func take(_ character: Character) -> Bool {
        guard peek() == character else { return false }
        index += 1
        return true
    }

    private mutating func expect(_ character: Character, _ reason: String) throws(VisualFormatError) {
        guard take(character) else { throw failure(reason) }
    }

    private func failure(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason: reason, format: text, position: index)
    }
}
