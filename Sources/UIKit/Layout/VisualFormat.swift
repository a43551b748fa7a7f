import Foundation

/// The syntax tree of one visual format string, as `VisualFormatParser` reads it:
/// `(H:|V:)? (| connection)? [view] (connection [view])* (connection |)?`.
///
/// Names are kept as written, with where they end in the text; `VisualFormatBuilder` looks them up
/// in the views and metrics dictionaries, so an unknown name is reported at its place in the format.
struct VisualFormat {
    enum Orientation {
        case horizontal
        case vertical
    }

    /// A view or metric name and the position just past it (where iOS puts the caret of an error).
    struct Name {
        let text: String
        let end: Int
    }

    /// A constant, a metric, or (in a view's predicates) another view.
    enum Operand {
        case number(CGFloat)
        case name(Name)
    }

    /// `(relation)? object (@priority)?`; the relation is `==` when none is written.
    struct Predicate {
        let relation: NSLayoutConstraint.Relation
        let object: Operand
        let priority: Operand?
    }

    /// What stands between two views, or between a view and the superview's edge.
    enum Connection {
        /// Nothing: the two edges touch.
        case flush
        /// A lone `-`: the system's standard spacing.
        case standard
        /// `-20-`, `-pad-` or `-(>=8,<=20@750)-`.
        case predicates([Predicate])
    }

    /// `[name(predicates)]`.
    struct View {
        let name: Name
        let predicates: [Predicate]
    }

    /// A `|` and its connection to the neighbouring view; `position` is just past the `|`.
    struct SuperviewEdge {
        let connection: Connection
        let position: Int
    }

    /// The priorities a predicate may give after `@`.
    static let priorityRange: ClosedRange<CGFloat> = .leastNonzeroMagnitude...1000

    static func priorityRangeReason(_ value: CGFloat) -> String {
        let written = value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : "\(value)"
        return "A priority must be more than 0 and at most 1000, not \(written)"
    }

    /// The format as written, for error messages.
    let text: String
    let orientation: Orientation
    let leadingEdge: SuperviewEdge?
    /// At least one view.
    let views: [View]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    let connections: [Connection]
    let trailingEdge: SuperviewEdge?
}
