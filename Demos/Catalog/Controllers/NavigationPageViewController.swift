import UIKit

/// A page of the navigation tab: the root (number 0) or a numbered page on a coloured ground with
/// its number in big type. Every page has the same rows, so the stack can go as deep as wanted:
/// Push, Push with custom animation (a circle growing from the row) and a toggle of the bar.
final class NavigationPageViewController: UIViewController {
    private let number: Int
    private let numberLabel = UILabel()
    private var column: ActionColumnView?

    private static let colors: [UIColor] = [
        .systemBlue, .systemOrange, .systemGreen, .systemPurple, .systemPink, .systemTeal, .systemIndigo, .systemRed,
    ]

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        title = number == 0 ? "Navigation" : "Page \(number)"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor =
            number == 0 ? .systemGroupedBackground : Self.colors[(number - 1) % Self.colors.count]
        if number > 0 {
            numberLabel.text = "\(number)"
            numberLabel.font = .boldSystemFont(ofSize: 220)
            numberLabel.textColor = UIColor(white: 1, alpha: 0.9)
            numberLabel.textAlignment = .center
            view.addSubview(numberLabel)
        }
        let push = UIAction(title: "Push") { [weak self] _ in self?.pushNext(revealing: nil) }
        let reveal = UIAction(title: "Push with custom animation") { [weak self] action in
            self?.pushNext(revealing: action.sender as? UIView)
        }
        let toggle = UIAction(title: "Hide bar") { [weak self] _ in self?.toggleBar() }
        let column = ActionColumnView(
            intro: number == 0
                ? "A UINavigationController: pushed pages slide in with their titles and a back button; drag from "
                    + "the left edge to pop interactively. The custom push is a navigation delegate's animator."
                : "Page \(number) of the stack. The back button or a drag from the left edge pops it.",
            lists: [ActionListView(title: "Stack", actions: [push, reveal, toggle])], onColoredGround: number > 0)
        column.frame = view.bounds
        column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(column)
        self.column = column
        navigationItem.rightBarButtonItem =
            number == 0
            ? UIBarButtonItem(
                systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.pushNext(revealing: nil) })
            : UIBarButtonItem(
                title: "Root",
                primaryAction: UIAction { [weak self] _ in
                    self?.navigationController?.popToRootViewController(animated: true)
                })
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateToggleTitle()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let column else { return }
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let left = column.columnFrame.maxX
        numberLabel.frame = CGRect(x: left, y: safe.minY, width: safe.maxX - left, height: safe.height)
    }

    private func pushNext(revealing source: UIView?) {
        let next = NavigationPageViewController(number: number + 1)
        guard let source, let navigation = navigationController as? NavigationDemoController else {
            navigationController?.pushViewController(next, animated: true)
            return
        }
        navigation.push(
            next, revealingFrom: source.convert(CGPoint(x: source.bounds.midX, y: source.bounds.midY), to: nil))
    }

    /// Hides or shows the bar with its slide, and moves the content with it to the new safe area.
    private func toggleBar() {
        guard let navigation = navigationController else { return }
        navigation.setNavigationBarHidden(!navigation.isNavigationBarHidden, animated: true)
        updateToggleTitle()
        UIView.animate(withDuration: UINavigationController.hideShowBarDuration) { self.view.layoutIfNeeded() }
    }

    private func updateToggleTitle() {
        let hidden = navigationController?.isNavigationBarHidden ?? false
        column?.lists.first?.buttons.last?.setTitle(hidden ? "Show bar" : "Hide bar", for: .normal)
    }
}
