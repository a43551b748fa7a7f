import UIKit

/// `UITextField` as Apple's UIKit Catalog shows it, and more: the default field and each border
/// style; tinted; secure, with a right-view button that shows the password; the keyboard, return
/// key and content type of an email and a phone field; a search field with a magnifier at its left
/// and a clear button while editing; an input accessory view with a Done button; text shrinking to
/// fit; a sign-up form whose Return moves on to the next field; and a disabled field. Each field
/// prints its editing events with its text.
final class TextFieldsViewController: ControlPageViewController, UITextFieldDelegate {
    override class var pageTitle: String { "Text Fields" }
    override class var controlClass: String { "UITextField" }
    override class var linesUpNames: Bool { true }

    /// The sign-up form's fields, in the order Return moves through them.
    private(set) var formFields: [UITextField] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        addSection(
            "Default",
            [
                row("Default", placeholder: "Placeholder text") {
                    $0.autocorrectionType = .yes
                    $0.returnKeyType = .done
                }
            ])
        addSection(
            "Border styles",
            [
                row("none", placeholder: "No border") { $0.borderStyle = .none },
                row("line", placeholder: "A thin dark rectangle") { $0.borderStyle = .line },
                row("bezel", placeholder: "Sunk into the page") { $0.borderStyle = .bezel },
                row("roundedRect", placeholder: "The usual field"),
            ])
        addSection(
            "Tinted",
            [
                row("Tinted", text: "Purple caret, green text") {
                    $0.tintColor = .systemPurple
                    $0.textColor = .systemGreen
                }
            ])
        addSection("Secure", [row("Password", text: "hunter2", configure: makeSecure)])
        addSection(
            "Specific keyboards",
            [
                row("Email", placeholder: "name@example.com") {
                    $0.keyboardType = .emailAddress
                    $0.textContentType = .emailAddress
                    $0.autocapitalizationType = .none
                    $0.returnKeyType = .done
                },
                row("Phone", placeholder: "+44 20 7946 0000") {
                    $0.keyboardType = .phonePad
                    $0.textContentType = .telephoneNumber
                },
            ])
        addSection(
            "Custom",
            [
                row("Search", placeholder: "Search", configure: makeSearch),
                row("Accessory view", placeholder: "Done is in the panel below") { field in
                    let strip = ToolStripView(buttonTitle: "Done") { [weak field] in field?.resignFirstResponder() }
                    strip.label.text = "inputAccessoryView"
                    field.inputAccessoryView = strip
                },
                row("Shrink to fit", text: "A long line of text that shrinks to fit its field") {
                    $0.adjustsFontSizeToFitWidth = true
                    $0.minimumFontSize = 10
                },
            ])
        addSection("Sign up · Return moves on", signUpRows())
        addSection("Disabled", [row("Disabled", text: "Not editable") { $0.isEnabled = false }])
    }

    /// Secure entry for a password, with a Show button at the right that reveals it (and Hide that
    /// hides it again).
    private func makeSecure(_ field: UITextField) {
        field.isSecureTextEntry = true
        field.textContentType = .password
        field.returnKeyType = .done
        field.rightView = makeButton("Show") { [weak field] in
            guard let field else { return }
            field.isSecureTextEntry.toggle()
            (field.rightView as? UIButton)?.setTitle(field.isSecureTextEntry ? "Show" : "Hide", for: .normal)
        }
        field.rightViewMode = .always
    }

    /// A search field: the magnifier at its left, a clear button while editing, the Search key.
    private func makeSearch(_ field: UITextField) {
        let glass = UIImageView(image: .magnifier)
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame.size = CGSize(width: 30, height: 20)
        field.leftView = glass
        field.leftViewMode = .always
        field.clearButtonMode = .whileEditing
        field.keyboardType = .webSearch
        field.returnKeyType = .search
    }

    /// Name, email and a new password, as a sign-up form asks them; Return goes from each to the
    /// next (`textFieldShouldReturn`), and from the last ends editing.
    private func signUpRows() -> [StateRow] {
        let rows = [
            row("Name", placeholder: "Ada Lovelace") {
                $0.textContentType = .name
                $0.autocapitalizationType = .words
                $0.returnKeyType = .next
            },
            row("Email", placeholder: "ada@example.com") {
                $0.textContentType = .emailAddress
                $0.keyboardType = .emailAddress
                $0.autocapitalizationType = .none
                $0.returnKeyType = .next
            },
            row("New password", placeholder: "At least 8 characters") {
                $0.textContentType = .newPassword
                $0.isSecureTextEntry = true
                $0.returnKeyType = .join
            },
        ]
        formFields = rows.compactMap { $0.view as? UITextField }
        return rows
    }

    /// A row named `name` with a rounded field holding `text` or showing `placeholder`, styled by
    /// `configure`; the page is its delegate, and its editing events are printed under `name`.
    private func row(
        _ name: String, text: String? = nil, placeholder: String? = nil, configure: (UITextField) -> Void = { _ in }
    ) -> StateRow {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.text = text
        field.placeholder = placeholder
        field.delegate = self
        configure(field)
        logEvents(
            of: field, as: name, [.editingDidBegin, .editingChanged, .editingDidEndOnExit, .editingDidEnd]
        ) { field in
            let text = field.text ?? ""
            return "\"\(field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text)\""
        }
        return StateRow(name, field, placement: .fill)
    }

    // MARK: - UITextFieldDelegate

    /// Return in a sign-up field but the last moves to the next one; elsewhere it ends editing.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let index = formFields.firstIndex(of: textField), index + 1 < formFields.count else { return true }
        formFields[index + 1].becomeFirstResponder()
        return false
    }
}
