/// What happens to text wider than its container.
///
/// The truncating modes and `.byClipping` keep each paragraph on one line, as in TextKit; the
/// wrapping modes break lines, and `.byWordWrapping` breaks inside a word only when it is wider
/// than the whole line.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}
