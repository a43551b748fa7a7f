/// A responder that acts on a held key's repeats: text views type the character, delete or move
/// again each time the keyboard repeats, as desktop text does. Other responders see one press.
@MainActor
protocol KeyRepeating: UIResponder {
    func repeatKey(_ key: UIKey)
}

extension UITextField: KeyRepeating {
    func repeatKey(_ key: UIKey) {
        guard isEditingStorage, key.keyCode != .keyboardReturnOrEnter, key.keyCode != .keypadEnter else { return }
        _ = handleEditingKey(key)
    }
}

extension UITextView: KeyRepeating {
    func repeatKey(_ key: UIKey) {
        _ = handleKey(key)
    }
}
