/// A text view's edit menu, shown at a secondary click: the click first puts the caret where it
/// landed (unless it landed in the selection), then the menu offers what the edit actions can do
/// there; the view's `editMenu(for:suggestedActions:)` (and through it its delegate) may change it.
@MainActor
final class TextEditMenu: NSObject, UIEditMenuInteractionDelegate {
    private unowned let host: any TextEditMenuHost
    private lazy var interaction: UIEditMenuInteraction = {
        let interaction = UIEditMenuInteraction(delegate: self)
        host.addInteraction(interaction)
        return interaction
    }()

    init(host: any TextEditMenuHost) {
        self.host = host
        super.init()
    }

    /// Opens the edit menu of the text view under `location` in `window`; false when there is none.
    static func open(in window: UIWindow, at location: CGPoint) -> Bool {
        var view = window.hitTest(location, with: nil)
        while let current = view, !(current is TextEditMenuHost) { view = current.superview }
        guard let host = view as? TextEditMenuHost, host.editorIsEditable || host.editorIsSelectable else {
            return false
        }
        if !host.isFirstResponder, !host.becomeFirstResponder() { return false }
        let point = host.convert(location, from: window)
        if let textView = host as? UITextView, textView.showTextItemMenu(at: point) { return true }
        let selection = host.editor.selectedRange
        let inSelection =
            selection.length > 0 && host.editorSelectionRects(for: selection).contains { $0.contains(point) }
        if !inSelection { host.editor.move(to: host.editorOffset(closestTo: point), extending: false) }
        host.textEditMenu.interaction.presentEditMenu(
            with: UIEditMenuConfiguration(identifier: nil, sourcePoint: point))
        return true
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        let range = OffsetTextRange(host.editor.selectedRange)
        return host.editMenu(for: range, suggestedActions: suggestedActions) ?? UIMenu(children: suggestedActions)
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        host.editMenuWillChange(presenting: true, animator: animator)
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        host.editMenuWillChange(presenting: false, animator: animator)
    }
}

/// A text view that shows an edit menu: its editor, whether it is selectable, and its menu.
@MainActor
protocol TextEditMenuHost: TextEditorHost, UITextInput where Self: UIView {
    var editorIsSelectable: Bool { get }
    var textEditMenu: TextEditMenu { get }
    /// Tells the delegate the edit menu will show (or close).
    func editMenuWillChange(presenting: Bool, animator: any UIEditMenuInteractionAnimating)
}
