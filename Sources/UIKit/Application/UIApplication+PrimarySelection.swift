extension UIApplication {
    /// A middle click, as X11 users expect: an editable text view under the pointer begins editing,
    /// takes the caret where the click landed, and pastes the primary selection (the text last
    /// selected in any app).
    func pastePrimarySelection(in window: UIWindow, at location: CGPoint) {
        var view = window.hitTest(location, with: nil)
        while let current = view, !(current is TextEditorHost) { view = current.superview }
        guard let host = view, let editorHost = host as? TextEditorHost, editorHost.editorIsEditable,
            host.isFirstResponder || host.becomeFirstResponder()
        else { return }
        editorHost.editor.pastePrimarySelection(at: host.convert(location, from: window))
    }
}
