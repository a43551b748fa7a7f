import UIKit

/// The catalogue's main window: a row of buttons naming the sets of pages, a dark-mode switch for
/// the window, and the chosen set's pages in a two-column grid (as many rows as the set needs).
///
/// A set's pages are made the first time it is shown and kept; the other set's pages leave the
/// window, so their animations ask for no frames while they are out of sight. The controllers set
/// has no pages: its button presents a tab bar controller full screen over the pages. The UIKit
/// Catalog's one page is the view of a child navigation controller, filling the area below the buttons;
/// the Split View set's is a child split view controller's.
final class CatalogViewController: UIViewController {
    /// The set shown when the view loads (the drawing pages for a presented set, which the app
    /// delegate presents once the window is up), and afterwards the set of pages in the window.
    var pageSet = CatalogPageSet.drawing
    /// The state the controllers set shows the first time it is presented.
    var controllersDemo: ControllersDemo?
    /// The page the UIKit Catalog pushes over its list the first time it is shown.
    var uikitCatalogPage: ControlPageViewController.Type?
    /// `conflict`: the Auto Layout set adds its conflicting constraint once shown.
    var layoutDemo: String?
    private var pages: [CatalogPageSet: [UIView]] = [:]
    private var buttons: [CatalogPageSet: UIButton] = [:]
    /// Turns the window dark or light.
    private let appearanceToggle = AppearanceToggle()
    /// Opens another catalogue window: a window scene of its own.
    private let newWindowButton = UIButton(
        type: .system,
        primaryAction: UIAction(title: "New Window") { _ in
            UIApplication.shared.activateSceneSession(
                for: UISceneSessionActivationRequest(
                    userActivity: NSUserActivity(activityType: CatalogSceneDelegate.activityType)))
        })

    /// The Pages menu's action; the command's property list is the set's raw value.
    static let showPageSet = Selector("showPageSet:")

    private static let margin: CGFloat = 20
    private static let buttonSize = CGSize(width: 110, height: 30)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6
        for set in CatalogPageSet.allCases {
            let button = UIButton(type: .system, primaryAction: UIAction { [weak self] _ in self?.show(set) })
            button.setTitle(set.title, for: .normal)
            button.setTitleColor(.white, for: .selected)
            button.layer.cornerRadius = 8
            button.isPointerInteractionEnabled = true
            view.addSubview(button)
            buttons[set] = button
        }
        view.addSubview(appearanceToggle)
        newWindowButton.backgroundColor = .systemBackground
        newWindowButton.layer.cornerRadius = 8
        newWindowButton.toolTip = "Opens another window: a scene of its own"
        view.addSubview(newWindowButton)
        show(pageSet.isPresented ? .drawing : pageSet)
    }

    // MARK: - The Pages menu

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Self.showPageSet || super.canPerformAction(action, withSender: sender)
    }

    override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) -> Bool {
        guard action == Self.showPageSet, let name = (sender as? UICommand)?.propertyList as? String,
            let set = CatalogPageSet(rawValue: name)
        else { return super.perform(action, withSender: sender, for: event) }
        if presentedViewController == nil { show(set) }
        return true
    }

    override func validate(_ command: UICommand) {
        super.validate(command)
        guard command.action == Self.showPageSet else { return }
        command.state = command.propertyList as? String == pageSet.rawValue ? .on : .off
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        title = "Casement Catalog — \(pageSet.title)"
    }

    /// Puts `set`'s pages in the window in place of the others, and marks its button; presents a
    /// presented set over them (`animated` or not).
    func show(_ set: CatalogPageSet, animated: Bool = true) {
        guard !set.isPresented else {
            presentControllers(animated: animated)
            return
        }
        for (other, otherPages) in pages where other != set {
            for page in otherPages { page.removeFromSuperview() }
        }
        for page in pages[set] ?? makePages(of: set) { view.addSubview(page) }
        for (each, button) in buttons {
            button.isSelected = each == set
            button.backgroundColor = each == set ? .systemBlue : .systemBackground
        }
        pageSet = set
        title = "Casement Catalog — \(set.title)"
        view.setNeedsLayout()
    }

    private func presentControllers(animated: Bool) {
        let controllers = ControllersTabBarController(demo: controllersDemo)
        controllersDemo = nil
        controllers.modalPresentationStyle = .fullScreen
        title = "Casement Catalog — \(CatalogPageSet.controllers.title)"
        present(controllers, animated: animated)
    }

    private func makePages(of set: CatalogPageSet) -> [UIView] {
        var made = set.makePages()
        if set == .uikit {
            let catalog = UIKitCatalogController(showing: uikitCatalogPage)
            addChild(catalog)
            made = [catalog.view]
            // The caller puts the view in the window next, which is where the child appears.
            catalog.didMove(toParent: self)
        } else if set == .split {
            let split = CatalogSplitViewController()
            addChild(split)
            made = [split.view]
            split.didMove(toParent: self)
        }
        if layoutDemo == "conflict" {
            made.compactMap { $0 as? ConflictsPage }.first?.toggleConflict()
            layoutDemo = nil
        }
        for page in made {
            page.backgroundColor = .systemBackground
            page.layer.cornerRadius = 12
            page.clipsToBounds = true
        }
        pages[set] = made
        return made
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let margin = Self.margin
        for (index, set) in CatalogPageSet.allCases.enumerated() {
            buttons[set]?.frame = CGRect(
                origin: CGPoint(x: margin + CGFloat(index) * (Self.buttonSize.width + 8), y: 12), size: Self.buttonSize)
        }
        let toggleSize = appearanceToggle.sizeThatFits(.zero)
        appearanceToggle.frame = CGRect(
            origin: CGPoint(
                x: view.bounds.width - margin - toggleSize.width,
                y: 12 + (Self.buttonSize.height - toggleSize.height) / 2),
            size: toggleSize)
        newWindowButton.frame = CGRect(
            origin: CGPoint(x: appearanceToggle.frame.minX - 16 - Self.buttonSize.width, y: 12), size: Self.buttonSize)
        // A narrow window has no room for it beside the set buttons: File ▸ New Window remains.
        let setButtonsEnd = buttons.values.map(\.frame.maxX).max() ?? 0
        newWindowButton.isHidden = newWindowButton.frame.minX < setButtonsEnd + 8
        // Nor for the Dark switch in a narrower one.
        appearanceToggle.isHidden = appearanceToggle.frame.minX < setButtonsEnd + 8
        let shown = pages[pageSet] ?? []
        let top = 12 + Self.buttonSize.height + 14
        let columns = min(max(shown.count, 1), 2)
        let rows = max((shown.count + columns - 1) / columns, 1)
        let width = (view.bounds.width - margin * CGFloat(columns + 1)) / CGFloat(columns)
        let height = (view.bounds.height - top - margin * CGFloat(rows)) / CGFloat(rows)
        for (index, page) in shown.enumerated() {
            page.frame = CGRect(
                x: margin + CGFloat(index % columns) * (width + margin),
                y: top + CGFloat(index / columns) * (height + margin), width: width, height: height)
        }
    }
}
