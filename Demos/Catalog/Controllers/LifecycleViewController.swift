import UIKit

/// The lifecycle tab: a navigation controller of `FirstViewController` as a child on the left, in
/// a rounded frame, and the log its controllers write on the right.
final class LifecycleViewController: UIViewController {
    private let navigation: UINavigationController
    private let logView: LogView

    /// A lifecycle tab writing to `log`; `pushesSecond` makes First push Second once it appears.
    init(log: DemoLog, pushesSecond: Bool) {
        let first = FirstViewController(log: log)
        first.pushesSecondOnFirstAppearance = pushesSecond
        navigation = UINavigationController(rootViewController: first)
        logView = LogView(log: log, title: "Lifecycle log")
        super.init(nibName: nil, bundle: nil)
        title = "Lifecycle"
        tabBarItem.image = ControllerIcons.lifecycle
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The controller at the root of the child navigation controller, which shows the close item.
    var firstViewController: UIViewController? { navigation.viewControllers.first }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        addChild(navigation)
        navigation.view.layer.cornerRadius = 12
        navigation.view.clipsToBounds = true
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
        view.addSubview(logView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let margin = ActionColumnView.margin
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: margin, dy: margin)
        let split = min(ActionColumnView.width + 2 * margin, area.width / 2)
        navigation.view.frame = CGRect(x: area.minX, y: area.minY, width: split, height: area.height)
        logView.frame = CGRect(
            x: area.minX + split + margin, y: area.minY, width: area.width - split - margin, height: area.height)
    }
}
