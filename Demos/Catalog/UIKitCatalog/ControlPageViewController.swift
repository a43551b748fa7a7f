import UIKit

/// A page of the UIKit Catalog: sections of rows, each row showing a control in one state or style
/// (normal, tinted, disabled…), and a log that prints each event the controls send as it fires.
///
/// Sections go down the left column and on into the right one when the left is full; the log
/// takes the rest of the right column. A subclass names itself (`pageTitle`, `controlClass`) and,
/// in `viewDidLoad()`, adds its sections with `addSection(_:_:)` and has its controls' events
/// printed with `logEvents(of:as:_:value:)`; listing its type in `UIKitCatalogController.pages`
/// puts it in the catalog. A page whose one view fills it (a note's text view) says so with
/// `fillsPage`, lays that view out itself and has neither sections nor the log.
class ControlPageViewController: UIViewController {
    /// The page's title, in the catalog's list and in the navigation bar.
    class var pageTitle: String { preconditionFailure("\(self) must override pageTitle") }
    /// The class the page shows, named in grey in the catalog's list.
    class var controlClass: String { preconditionFailure("\(self) must override controlClass") }
    /// The page's name for `CASEMENT_CATALOG_DEMO`: its title in lower case without spaces
    /// (`imageview` for Image View).
    class var demoName: String { pageTitle.lowercased().filter { $0 != " " } }
    /// Whether the page's own view fills it, with no sections and no log; false unless overridden.
    class var fillsPage: Bool { false }
    /// Whether every section's names share one column width, so that the views of all the rows
    /// start at one edge (text fields one above another); false unless overridden.
    class var linesUpNames: Bool { false }

    /// What the page prints: every event of the controls given to `logEvents`, and notes the
    /// page writes itself.
    let log = DemoLog()
    private var sections: [StateSectionView] = []
    private lazy var logView = LogView(
        log: log, title: "Events", placeholder: "Use the controls: each event they send is printed here.")

    private static let margin: CGFloat = 20
    private static let sectionSpacing: CGFloat = 12

    required init() {
        super.init(nibName: nil, bundle: nil)
        title = Self.pageTitle
        // The list's title is large; a page's is inline, as in Apple's sample.
        navigationItem.largeTitleDisplayMode = .never
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        if !Self.fillsPage { view.addSubview(logView) }
    }

    /// Adds a section captioned `title` showing `rows`, below the sections added before.
    func addSection(_ title: String, _ rows: [StateRow]) {
        let section = StateSectionView(title: title, rows: rows)
        sections.append(section)
        view.addSubview(section)
    }

    /// Prints a line each time `control` sends one of `events`: `name`, the event's name and, for
    /// value and editing events, what `value` says the control holds (`Tinted · valueChanged: 0.42`).
    func logEvents<Control: UIControl>(
        of control: Control, as name: String, _ events: [UIControl.Event], value: ((Control) -> String)? = nil
    ) {
        for event in events {
            let eventName = Self.eventNames[event.rawValue] ?? "event \(event.rawValue)"
            let showsValue = event.isDisjoint(with: .allTouchEvents)
            control.addAction(
                UIAction { [weak log, weak control] _ in
                    guard let log, let control else { return }
                    let shown = showsValue ? value.map { ": \($0(control))" } ?? "" : ""
                    log.write("\(name) · \(eventName)\(shown)")
                }, for: event)
        }
    }

    /// A system button titled `title`, sized to its title, that runs `action` when tapped.
    func makeButton(_ title: String, action: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system, primaryAction: UIAction { _ in action() })
        button.setTitle(title, for: .normal)
        let titleSize = button.titleLabel?.intrinsicContentSize ?? .zero
        button.frame.size = CGSize(width: ceil(titleSize.width) + 16, height: 30)
        return button
    }

    private static let eventNames: [UInt: String] = [
        UIControl.Event.touchDown.rawValue: "touchDown", UIControl.Event.touchDownRepeat.rawValue: "touchDownRepeat",
        UIControl.Event.touchUpInside.rawValue: "touchUpInside",
        UIControl.Event.touchUpOutside.rawValue: "touchUpOutside", UIControl.Event.touchCancel.rawValue: "touchCancel",
        UIControl.Event.valueChanged.rawValue: "valueChanged",
        UIControl.Event.primaryActionTriggered.rawValue: "primaryActionTriggered",
        UIControl.Event.editingDidBegin.rawValue: "editingDidBegin",
        UIControl.Event.editingChanged.rawValue: "editingChanged",
        UIControl.Event.editingDidEnd.rawValue: "editingDidEnd",
        UIControl.Event.editingDidEndOnExit.rawValue: "editingDidEndOnExit",
    ]

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !Self.fillsPage else { return }
        if Self.linesUpNames {
            let widest = sections.map(\.namesFittingWidth).max() ?? 0
            for section in sections { section.minimumNameWidth = widest }
        }
        let margin = Self.margin
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: margin, dy: margin)
        // Sliding out past the window's edge (a pop), the page's safe area may leave no room.
        guard !area.isNull, area.width > margin else { return }
        let width = (area.width - margin) / 2
        var column: CGFloat = 0
        var top = area.minY
        for section in sections {
            let height = section.preferredHeight
            if column == 0, top > area.minY, top + height > area.maxY {
                column = 1
                top = area.minY
            }
            section.frame = CGRect(x: area.minX + column * (width + margin), y: top, width: width, height: height)
            top += height + Self.sectionSpacing
        }
        // The log's card lines up with the cards beside it.
        let logTop = (column == 0 ? area.minY : top) + GroupedSectionView.captionHeight
        logView.frame = CGRect(
            x: area.minX + width + margin, y: logTop, width: width, height: max(area.maxY - logTop, 0))
    }
}
