/// Which action the Return and Escape keys choose.
extension UIAlertController {
    static let returnKeyName = Selector("casementAlertReturnKey:")
    static let escapeKeyName = Selector("casementAlertEscapeKey:")

    /// The action Return chooses: the preferred action when there is one and it is enabled;
    /// with no preferred action, the one action that is not `.cancel` when it is enabled. Nil
    /// otherwise, and the key goes on to the responders after the controller.
    var returnKeyAction: UIAlertAction? {
        if let preferredAction { return preferredAction.isEnabled ? preferredAction : nil }
        let choices = actions.filter { $0.style != .cancel }
        guard choices.count == 1, let only = choices.first, only.isEnabled else { return nil }
        return only
    }

    /// The action Escape chooses: the cancel action, when there is one and it is enabled.
    var escapeKeyAction: UIAlertAction? {
        actions.first { $0.style == .cancel && $0.isEnabled }
    }
}
