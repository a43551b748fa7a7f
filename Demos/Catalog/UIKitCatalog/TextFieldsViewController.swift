import UIKit

/// `UITextField` in each border style, with placeholders, secure entry, clear buttons, custom
/// colours and disabled; each field prints its editing events with the text (Return ends editing).
final class TextFieldsViewController: ControlPageViewController {
    override class var pageTitle: String { "Text Fields" }
    override class var controlClass: String { "UITextField" }

    override func viewDidLoad() {
        super.viewDidLoad()
        addSection(
            "Border styles",
            [
                row("none", placeholder: "No border") { $0.borderStyle = .none },
                row("line", placeholder: "A thin dark rectangle") { $0.borderStyle = .line },
                row("bezel", placeholder: "Sunk into the page") { $0.borderStyle = .bezel },
                row("roundedRect", placeholder: "The usual field"),
            ])
        addSection(
            "Secure and clear",
            [
                row("Secure", text: "hunter2") { $0.isSecureTextEntry = true },
                row("Clear while editing", text: "Click, then ×") { $0.clearButtonMode = .whileEditing },
                row("Clear always", text: "Clear me") { $0.clearButtonMode = .always },
            ])
        addSection(
            "Custom colours",
            [
                row("Tinted", placeholder: "Purple caret") { $0.tintColor = .systemPurple },
                row("Text colour", text: "Blue, in a larger font") {
                    $0.textColor = .systemBlue
                    $0.font = .systemFont(ofSize: 20)
                },
            ])
        addSection("Disabled", [row("Disabled", text: "Not editable") { $0.isEnabled = false }])
    }

    /// A row named `name` with a rounded field holding `text` or showing `placeholder`, styled by
    /// `configure`; its editing events are printed under `name`.
    private func row(
        _ name: String, text: String? = nil, placeholder: String? = nil, configure: (UITextField) -> Void = { _ in }
    ) -> StateRow {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.text = text
        field.placeholder = placeholder
        configure(field)
        logEvents(
            of: field, as: name, [.editingDidBegin, .editingChanged, .editingDidEndOnExit, .editingDidEnd]
        ) { field in
            let text = field.text ?? ""
            return "\"\(field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text)\""
        }
        return StateRow(name, field, placement: .fill)
    }
}
