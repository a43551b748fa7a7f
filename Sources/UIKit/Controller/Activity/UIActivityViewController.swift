import Foundation

/// Offers services for shared items: the app's own activities first, then the desktop's (Copy,
/// Open, Save to Downloads, Save…) that can act on the items and are not excluded, one per row. Presented
/// as a popover (a sheet in a compact window); choosing a row dismisses it and runs the activity,
/// and the completion handler hears which ran and whether it completed (nil and false when the
/// user dismissed it).
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler =
        @MainActor (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    open var completionWithItemsHandler: CompletionWithItemsHandler?
    open var excludedActivityTypes: [UIActivity.ActivityType]?

    private let activityItems: [Any]
    private let applicationActivities: [UIActivity]
    private var rows: [UIButton] = []
    private var chosen = false
    static let rowHeight: CGFloat = 44

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    public required init?(coder: NSCoder) { nil }

    /// The activities shown: the app's, then the desktop's, those that can act on the items and
    /// are not excluded.
    var shownActivities: [UIActivity] {
        let items = activityItems.map(placeholder)
        let excluded = Set(excludedActivityTypes ?? [])
        return (applicationActivities + [CopyActivity(), OpenActivity(), SaveActivity(), SaveAsActivity()]).filter {
            activity in
            activity.canPerform(withActivityItems: items) && !(activity.activityType.map(excluded.contains) ?? false)
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        for activity in shownActivities {
            let row = UIButton(type: .system)
            row.setTitle(activity.activityTitle, for: .normal)
            row.setImage(activity.activityImage, for: .normal)
            row.contentHorizontalAlignment = .leading
            row.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            row.addAction(UIAction { [weak self] _ in self?.choose(activity) }, for: .touchUpInside)
            view.addSubview(row)
            rows.append(row)
        }
        preferredContentSize = CGSize(width: 280, height: CGFloat(rows.count) * Self.rowHeight + 16)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top + 8
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(
                x: 0, y: top + CGFloat(index) * Self.rowHeight, width: view.bounds.width, height: Self.rowHeight)
        }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard !chosen, presentingViewController == nil || isBeingDismissed else { return }
        chosen = true
        completionWithItemsHandler?(nil, false, nil, nil)
    }

    /// Dismisses the controller, then runs `activity` on the items made for it: its own view
    /// controller presented by the presenter, else its `perform()`.
    private func choose(_ activity: UIActivity) {
        guard !chosen else { return }
        chosen = true
        let type = activity.activityType
        activity.prepare(withActivityItems: activityItems.map { item(for: $0, type) })
        let handler = completionWithItemsHandler
        activity.onFinish = { completed in handler?(type, completed, nil, nil) }
        let presenter = presentingViewController
        dismiss(animated: true) {
            if let controller = activity.activityViewController {
                presenter?.present(controller, animated: true)
            } else {
                activity.perform()
            }
        }
    }

    private func placeholder(_ item: Any) -> Any {
        (item as? UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? item
    }

    private func item(for item: Any, _ type: UIActivity.ActivityType?) -> Any {
        guard let source = item as? UIActivityItemSource else { return item }
        return source.activityViewController(self, itemForActivityType: type) ?? placeholder(item)
    }
}
