/// What an input method tells the app about the text it composes for a window (CJK input through
/// IBus or fcitx, say), in platform-neutral terms.
///
/// While the user composes, the input method shows its unfinished text (the preedit) inline, at the
/// app's caret: each change comes as `preeditChanged`. The composition ends either with `commit`, whose
/// text replaces the preedit, or with `preeditEnded` alone when the user cancelled it. A commit can also
/// come with no preedit before it (a character chosen from a palette).
public enum TextInputEvent: Sendable, Equatable {
    /// The preedit is now `text`, with the input method's caret at `caret` (a UTF-16 offset in `text`).
    case preeditChanged(text: String, caret: Int)
    /// The preedit is gone; text committed with it comes as a separate `commit`.
    case preeditEnded
    /// Finished text to insert at the caret, in place of any preedit.
    case commit(String)
}
