/// A text view's edit menu, shown at a secondary click or a finger's long press: the press first
/// puts the caret where it landed (unless it landed in the selection), then the menu offers what
/// the edit actions can do there; the view's `editMenu(for:suggestedActions:)` (and through it its
/// delegate) may change it.
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

    /// Lets a finger's long press on `host` open its menu (the mouse's secondary button does it
    /// for the mouse).
    static func installLongPress(on host: any TextEditMenuHost) {
        let press = FingerLongPressRecognizer { [unowned host] recognizer in
            guard recognizer.state == .began else { return }
            _ = present(for: host, at: recognizer.location(in: host))
        }
        host.addGestureRecognizer(press)
    }

    /// Opens the edit menu of the text view under `location` in `window`; false when there is none.
    static func open(in window: UIWindow, at location: CGPoint) -> Bool {
        var view = window.hitTest(location, with: nil)
        while let current = view, !(current is TextEditMenuHost) { view = current.superview }
        guard let host = view as? TextEditMenuHost else { return false }
        return present(for: host, at: host.convert(location, from: window))
    }

    /// Opens `host`'s edit menu (or the menu of its text item there) at `point`.
    private static func present(for host: any TextEditMenuHost, at point: CGPoint) -> Bool {
        guard host.editorIsEditable || host.editorIsSelectable else { return false }
        if !host.isFirstResponder, !host.becomeFirstResponder() { return false }
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

/// A long press a finger makes; a press of the mouse fails it at once (the mouse selects by
/// dragging and opens menus with its secondary button).
final class FingerLongPressRecognizer: UILongPressGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.contains(where: \.isFromMouse) {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }
}
