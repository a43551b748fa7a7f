import SwiftSyntax

/// Something the tool found and could not change for the user, reported as a compiler does
/// (`file:line:col: warning: message`) so editors and CI logs link it to the source.
struct PortWarning: Comparable {
    let path: String
    let line: Int
    let column: Int
    let message: String

    var text: String { "\(path):\(line):\(column): warning: \(message)" }

    static func < (lhs: PortWarning, rhs: PortWarning) -> Bool {
        (lhs.path, lhs.line, lhs.column, lhs.message) < (rhs.path, rhs.line, rhs.column, rhs.message)
    }
}
