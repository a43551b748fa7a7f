import UIKit

/// `UITextView` as a notes app shows a note: the text view fills the page under the navigation bar,
/// a few paragraphs in English and Chinese at 17 points inside a generous inset, over a strip that
/// counts the words and characters, updated from `textViewDidChange`. Done in the bar ends editing
/// (it is enabled while editing); Long Document replaces the note with 10 000 generated lines, to
/// show that typing, scrolling and counting stay quick, and Short Note brings the note back.
final class NotesViewController: ControlPageViewController, UITextViewDelegate {
    override class var pageTitle: String { "Notes" }
    override class var controlClass: String { "UITextView" }
    override class var fillsPage: Bool { true }

    /// How many lines Long Document loads.
    static let longDocumentLines = 10_000

    let textView = UITextView()
    /// The strip along the bottom showing the count.
    let countStrip = ToolStripView()
    private(set) lazy var doneItem = UIBarButtonItem(
        systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.textView.resignFirstResponder() })
    private(set) lazy var documentItem = UIBarButtonItem(
        title: "Long Document", primaryAction: UIAction { [weak self] _ in self?.toggleDocument() })
    private var showsLongDocument = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.font = .systemFont(ofSize: 17)
        textView.textContainerInset = UIEdgeInsets(top: 24, left: 28, bottom: 24, right: 28)
        textView.text = NoteText.sample
        textView.delegate = self
        view.addSubview(textView)
        countStrip.label.textAlignment = .center
        view.addSubview(countStrip)
        doneItem.isEnabled = false
        navigationItem.rightBarButtonItems = [doneItem, documentItem]
        updateCount()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let insets = view.safeAreaInsets
        let stripHeight = ToolStripView.height + insets.bottom
        countStrip.frame = CGRect(x: 0, y: bounds.maxY - stripHeight, width: bounds.width, height: stripHeight)
        textView.frame = CGRect(
            x: insets.left, y: insets.top, width: bounds.width - insets.left - insets.right,
            height: max(countStrip.frame.minY - insets.top, 0))
    }

    /// Loads the long document in place of the note, or the note in place of the document.
    private func toggleDocument() {
        showsLongDocument.toggle()
        textView.text = showsLongDocument ? NoteText.longDocument(lines: Self.longDocumentLines) : NoteText.sample
        documentItem.title = showsLongDocument ? "Short Note" : "Long Document"
        updateCount()
    }

    private func updateCount() {
        let count = TextCount(textView.text ?? "")
        countStrip.label.text = "\(count.words) words · \(count.characters) characters"
    }

    // MARK: - UITextViewDelegate

    func textViewDidBeginEditing(_ textView: UITextView) {
        doneItem.isEnabled = true
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        doneItem.isEnabled = false
    }

    func textViewDidChange(_ textView: UITextView) {
        updateCount()
    }
}
