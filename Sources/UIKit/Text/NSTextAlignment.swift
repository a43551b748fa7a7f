/// How the lines of a paragraph sit between its margins.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    /// Lines fill the width, except each paragraph's last line, which is left-aligned.
    case justified = 3
    /// Left in left-to-right paragraphs, right in right-to-left ones.
    case natural = 4
}
