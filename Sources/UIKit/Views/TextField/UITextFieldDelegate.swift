/// Watches and steers a text field's editing; every method is optional, with iOS's defaults.
///
/// The order: `textFieldShouldBeginEditing` before the field takes the keyboard, then
/// `textFieldDidBeginEditing`; for each typed change `textField(_:shouldChangeCharactersIn:replacementString:)`;
/// on Return `textFieldShouldReturn`; on the clear button `textFieldShouldClear`; before the field
/// gives the keyboard up `textFieldShouldEndEditing`, then `textFieldDidEndEditing(_:reason:)`.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin; false keeps the field from becoming first responder. Default true.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end; false keeps the field first responder. Default true.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended; called by the default `textFieldDidEndEditing(_:reason:)`.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended for `reason`; the default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the user's edit may replace the characters in `range` (UTF-16 offsets of the
    /// current text) with `string` (empty for a deletion). Default true.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    /// Whether the clear button may empty the field. Default true.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether Return does its default: sending `.editingDidEndOnExit`. Default true.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The selection moved (by the user or the app) while editing.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// The edit menu for `range`: `suggestedActions` and the app's additions; nil shows the suggestions.
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        true
    }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textField(
        _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        nil
    }
}
