/// Named actions: `UIApplication.sendAction(_:to:from:for:)` and the responder chain.
///
/// A responder handles a named action by overriding both `canPerformAction(_:withSender:)` (say
/// yes for the name) and `perform(_:withSender:for:)` (do it and return true).
extension UIApplication {
    /// Sends the action named `action` to `target`, or, when `target` is nil, to the first responder
    /// along the key window's first responder's chain that can perform it, else along `sender`'s
    /// chain (when it is a responder). Returns whether a responder performed it; targets that are
    /// not responders cannot perform named actions.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            guard let responder = target as? UIResponder else { return false }
            return responder.perform(action, withSender: sender, for: event)
        }
        let starts = [keyWindow?.firstResponder, sender as? UIResponder]
        for start in starts {
            if let responder = start?.target(forAction: action, withSender: sender) as? UIResponder {
                return responder.perform(action, withSender: sender, for: event)
            }
        }
        return false
    }
}
