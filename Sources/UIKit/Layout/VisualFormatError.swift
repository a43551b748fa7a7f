/// Why a visual format could not be turned into constraints, and where in the format.
///
/// The public API traps with `message`; tests reach the error through
/// `NSLayoutConstraint.checkedConstraints(withVisualFormat:options:metrics:views:)`.
struct VisualFormatError: Error, Equatable, CustomStringConvertible {
    let reason: String
    let format: String
    /// The column (in characters) the caret points at: where the parser stood when it gave up.
    let position: Int

    /// The message in iOS's layout: a headline, the reason, the format, and a caret under the place.
    var message: String {
        "Unable to parse constraint format: \n\(reason) \n\(format)\n"
            + String(repeating: " ", count: position) + "^"
    }

    var description: String { message }
}
