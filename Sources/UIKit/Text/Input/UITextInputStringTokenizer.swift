import Foundation

/// The tokenizer text inputs use unless they make their own: characters, words and sentences by
/// Unicode's rules, paragraphs at paragraph separators, lines from the input's own geometry (its
/// caret rectangles and closest positions), the document at its ends.
///
/// It reads the input through `UITextInput` alone, so it works for any input; it holds the input
/// weakly (the input holds its tokenizer).
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var textInput: (UIResponder & UITextInput)?

    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    open func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextRange? {
        guard let input = textInput, let (units, offset) = read(position, in: input) else { return nil }
        if granularity == .line {
            guard let start = lineEdge(of: position, in: input, forward: false),
                let end = lineEdge(of: position, in: input, forward: true)
            else { return nil }
            return input.textRange(from: start, to: end)
        }
        guard let range = units.enclosing(offset, granularity, forward: direction.isForward) else { return nil }
        return textRange(range, in: input)
    }

    open func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> Bool {
        guard let input = textInput, let (units, offset) = read(position, in: input) else { return false }
        if granularity == .line {
            guard let edge = lineEdge(of: position, in: input, forward: direction.isForward) else { return false }
            return input.compare(edge, to: position) == .orderedSame
        }
        return units.isBoundary(offset, granularity, forward: direction.isForward)
    }

    open func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> UITextPosition? {
        guard let input = textInput, let (units, offset) = read(position, in: input) else { return nil }
        let forward = direction.isForward
        if granularity == .line {
            guard let edge = lineEdge(of: position, in: input, forward: forward) else { return nil }
            if input.compare(edge, to: position) != .orderedSame { return edge }
            guard let step = input.position(from: position, offset: forward ? 1 : -1) else { return nil }
            return lineEdge(of: step, in: input, forward: forward)
        }
        guard let boundary = units.boundary(from: offset, granularity, forward: forward) else { return nil }
        return input.position(from: input.beginningOfDocument, offset: boundary)
    }

    open func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool {
        guard let input = textInput, let (units, offset) = read(position, in: input) else { return false }
        if granularity == .line {
            let character = direction.isForward ? offset : offset - 1
            return character >= 0 && character < units.length
        }
        return units.isWithin(offset, granularity, forward: direction.isForward)
    }

    // MARK: - Reading the input

    /// The input's text and `position`'s offset into it.
    private func read(_ position: UITextPosition, in input: UIResponder & UITextInput) -> (TextUnits, Int)? {
        let string: NSString
        if let stored = input as? TextStorageReading {
            string = stored.storedText
        } else {
            guard let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument),
                let text = input.text(in: all)
            else { return nil }
            string = text as NSString
        }
        let offset = input.offset(from: input.beginningOfDocument, to: position)
        guard offset >= 0, offset <= string.length else { return nil }
        return (TextUnits(string: string), offset)
    }

    private func textRange(_ range: NSRange, in input: UITextInput) -> UITextRange? {
        guard let start = input.position(from: input.beginningOfDocument, offset: range.location),
            let end = input.position(from: start, offset: range.length)
        else { return nil }
        return input.textRange(from: start, to: end)
    }

    /// The start or end of the line `position` is on, from the input's geometry: the position
    /// closest to the far left or right of its caret's line.
    private func lineEdge(of position: UITextPosition, in input: UITextInput, forward: Bool) -> UITextPosition? {
        let caret = input.caretRect(for: position)
        let x: CGFloat = forward ? .greatestFiniteMagnitude / 4 : -.greatestFiniteMagnitude / 4
        return input.closestPosition(to: CGPoint(x: x, y: caret.midY))
    }
}

/// A text input that lends its text to the tokenizer without copying it.
@MainActor
protocol TextStorageReading: AnyObject {
    var storedText: NSString { get }
}
