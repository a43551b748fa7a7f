/// A direction through the text as it is stored: forward to later characters, backward to earlier.
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0
    case backward = 1
}

/// A direction on the screen.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2
    case left = 3
    case up = 4
    case down = 5
}

/// Either kind of direction, as the tokenizer takes it: `.storage(.forward)` or `.layout(.left)`.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// Whether the direction runs toward later text: forward, right or down (left-to-right text).
    var isForward: Bool {
        switch rawValue {
        case UITextStorageDirection.forward.rawValue, UITextLayoutDirection.right.rawValue,
            UITextLayoutDirection.down.rawValue:
            true
        default: false
        }
    }
}

/// A unit of text the tokenizer steps by.
public enum UITextGranularity: Int, Sendable {
    case character = 0
    case word = 1
    case sentence = 2
    case paragraph = 3
    case line = 4
    case document = 5
}

/// Which way a run of text is written.
public enum NSWritingDirection: Int, Sendable {
    /// As the Unicode bidirectional algorithm decides from the text.
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

@available(*, deprecated, renamed: "NSWritingDirection")
public typealias UITextWritingDirection = NSWritingDirection

/// How confident a dictation or prediction result is.
public enum UITextAlternativeStyle: Int, Sendable {
    case none = 0
    case lowConfidence = 1
}
