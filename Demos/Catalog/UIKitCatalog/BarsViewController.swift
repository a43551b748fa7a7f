import UIKit

/// Bars: a toolbar with flexible spaces, a bar button item with a menu on the toolbar and on the
/// navigation bar, an item that toggles its selection, and a blurred panel over colourful content
/// that scrolls under the translucent bars.
final class BarsViewController: ControlPageViewController {
    override class var pageTitle: String { "Bars" }
    override class var controlClass: String { "UIToolbar" }
    override class var fillsPage: Bool { true }

    private let scrollView = UIScrollView()
    private let panel = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
    private let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        for index in 0..<60 {
            let tile = UILabel()
            tile.text = "  Tile \(index + 1)"
            tile.font = .systemFont(ofSize: 22, weight: .bold)
            tile.textColor = .white
            tile.backgroundColor = UIColor(hue: CGFloat(index % 10) / 10, saturation: 0.65, brightness: 0.9, alpha: 1)
            tile.tag = index
            scrollView.addSubview(tile)
        }
        status.text = "A blurred panel: what scrolls under it is blurred by the compositor."
        status.numberOfLines = 0
        status.font = .systemFont(ofSize: 15, weight: .semibold)
        panel.contentView.addSubview(status)
        panel.layer.cornerRadius = 14
        panel.clipsToBounds = true
        view.addSubview(panel)
        let sort = UIMenu(
            children: ["Name", "Date", "Size"].map { name in
                UIAction(title: "Sort by \(name)") { [weak self] _ in self?.show("Sorted by \(name.lowercased())") }
            })
        let info = UIBarButtonItem(title: "Info", style: .plain, target: nil, action: nil)
        info.primaryAction = UIAction(title: "Info") { [weak self, weak info] _ in
            guard let info else { return }
            self?.present(BarsNoteController.popover(from: info), animated: true)
        }
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        share.primaryAction = UIAction(title: "Share") { [weak self, weak share] _ in
            let activity = UIActivityViewController(
                activityItems: ["Tiles from the Casement catalogue", URL(string: "https://www.swift.org")!],
                applicationActivities: nil)
            activity.popoverPresentationController?.barButtonItem = share
            activity.completionWithItemsHandler = { type, completed, _, _ in
                self?.show(completed ? "Shared: \(type?.rawValue ?? "")" : "Not shared")
            }
            self?.present(activity, animated: true)
        }
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: sort), info, share,
        ]
        let favourite = UIBarButtonItem(
            title: nil, image: nil,
            primaryAction: UIAction(title: "Favourite") { [weak self] action in
                let selected = (action.sender as? UIBarButtonItem)?.isSelected ?? false
                self?.show(selected ? "Marked as favourite" : "Unmarked")
            })
        favourite.changesSelectionAsPrimaryAction = true
        favourite.isSelected = true
        let add = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.show("Added a tile") },
            menu: UIMenu(children: [UIAction(title: "Add Ten") { [weak self] _ in self?.show("Added ten tiles") }]))
        toolbarItems = [
            UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { [weak self] _ in self?.show("Deleted") }),
            .flexibleSpace(), favourite, .fixedSpace(24), UIBarButtonItem(title: "Sort", menu: sort), .fixedSpace(24),
            UIBarButtonItem(
                title: "Sheet", image: nil,
                primaryAction: UIAction(title: "Sheet") { [weak self] _ in
                    self?.present(BarsNoteController.sheet(), animated: true)
                }),
            .flexibleSpace(), add,
        ]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        let columns = max(1, Int(view.bounds.width / 220))
        let width = (view.bounds.width - 20 * CGFloat(columns + 1)) / CGFloat(columns)
        var bottom: CGFloat = 0
        for tile in scrollView.subviews where tile is UILabel {
            let (row, column) = (tile.tag / columns, tile.tag % columns)
            tile.frame = CGRect(
                x: 20 + CGFloat(column) * (width + 20), y: 20 + CGFloat(row) * 110, width: width, height: 90)
            bottom = max(bottom, tile.frame.maxY)
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: bottom + 20)
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        panel.frame = CGRect(x: safe.midX - 180, y: safe.maxY - 120, width: 360, height: 96)
        status.frame = panel.contentView.bounds.insetBy(dx: 16, dy: 12)
    }

    private func show(_ text: String) {
        status.text = text
        log.write(text)
    }
}
