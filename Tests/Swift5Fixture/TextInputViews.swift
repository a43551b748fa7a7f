import UIKit

// Text input as apps write it: a PIN view adopting UIKeyInput with its own traits, subclasses that
// hide the caret or filter pastes, delegates, the undo manager and the pasteboard.

class PinEntryView: UIView, UIKeyInput {
    var digits = ""
    var keyboardType: UIKeyboardType = .numberPad
    var textContentType: UITextContentType! = .oneTimeCode

    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !digits.isEmpty }

    func insertText(_ text: String) {
        guard digits.count < 4 else { return }
        digits += text.filter(\.isNumber)
    }

    func deleteBackward() {
        if !digits.isEmpty { digits.removeLast() }
    }
}

class NoCaretTextField: UITextField {
    override func caretRect(for position: UITextPosition) -> CGRect { .zero }
    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector("paste:") ? false : super.canPerformAction(action, withSender: sender)
    }
}

class PlainPasteTextView: UITextView {
    override func paste(_ sender: Any?) {
        guard let string = UIPasteboard.general.string else { return }
        insertText(string.uppercased())
    }
}

class FormController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    var changes = 0

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        let current = (textField.text ?? "") as NSString
        return current.replacingCharacters(in: range, with: string).count <= 10
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    func textViewDidChange(_ textView: UITextView) {
        changes += 1
    }

    func rename(_ label: UILabel, to title: String) {
        let old = label.text ?? ""
        undoManager?.registerUndo(withTarget: self) { controller in controller.rename(label, to: old) }
        undoManager?.setActionName("Rename")
        label.text = title
    }
}

func checkTextInput() {
    let pin = PinEntryView()
    pin.insertText("12a")
    pin.deleteBackward()
    check("UIKeyInput view", pin.digits == "1" && pin.keyboardType == .numberPad && pin.autocorrectionType == .default)

    let field = NoCaretTextField()
    field.text = "hello"
    let end = field.endOfDocument
    check("UITextField subclass overrides", field.caretRect(for: end) == .zero && !field.hasText == false)

    let textView = PlainPasteTextView()
    let controller = FormController()
    textView.delegate = controller
    textView.text = "one\ntwo"
    let range = textView.textRange(from: textView.beginningOfDocument, to: textView.endOfDocument)
    check("UITextView as UITextInput", range.flatMap { textView.text(in: $0) } == "one\ntwo")

    let undo = UndoManager()
    var value = 1
    undo.registerUndo(withTarget: controller) { _ in value = 0 }
    undo.undo()
    check("UndoManager", value == 0)
}
