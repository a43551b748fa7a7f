import UIKit

/// What the bars page presents: a popover from its Info bar item and a sheet with detents from its
/// toolbar, each a short note with a Close button.
final class BarsNoteController: UIViewController {
    private let text: String
    private let label = UILabel()
    private let close = UIButton(type: .system)

    init(_ text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        label.text = text
        label.numberOfLines = 0
        view.addSubview(label)
        close.addAction(
            UIAction(title: "Close") { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        close.setTitle("Close", for: .normal)
        view.addSubview(close)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = min(view.bounds.width - 40, 420)
        let height = label.sizeThatFits(CGSize(width: width, height: 0)).height
        label.frame = CGRect(x: 20, y: 28, width: width, height: height)
        close.frame = CGRect(x: 20, y: label.frame.maxY + 16, width: 80, height: 32)
    }

    /// A popover pointing at `item`.
    static func popover(from item: UIBarButtonItem) -> BarsNoteController {
        let note = BarsNoteController("A popover: its arrow points at the bar item; a click outside closes it.")
        note.modalPresentationStyle = .popover
        note.preferredContentSize = CGSize(width: 300, height: 160)
        note.popoverPresentationController?.barButtonItem = item
        return note
    }

    /// A sheet resting at its medium detent with a grabber (a centred card in a wide window).
    static func sheet() -> BarsNoteController {
        let note = BarsNoteController(
            "A sheet with medium and large detents: in a narrow window it sits on the bottom edge and drags.")
        note.modalPresentationStyle = .pageSheet
        if let sheet = note.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        return note
    }
}
