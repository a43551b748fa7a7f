/// Finds the boundaries of text units (characters, words, sentences, paragraphs, lines, the
/// document) around positions of a text input, for moving and extending the selection.
///
/// "At a boundary in a direction" is at the end of a unit going that way: a word's end going
/// forward (or right), its start going backward.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The unit of `granularity` that holds `position`; at a boundary, the unit on the side
    /// `direction` points to. Nil where no unit is (between words).
    func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextRange?
    /// Whether `position` ends a unit of `granularity` going `direction`.
    func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> Bool
    /// The next boundary of `granularity` from `position` going `direction`; nil at the text's end.
    func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> UITextPosition?
    /// Whether the character on `direction`'s side of `position` belongs to a unit of `granularity`.
    func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool
}
