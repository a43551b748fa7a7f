import UIKit

/// The controllers set: a tab bar controller the catalogue presents full screen, with a tab each
/// for navigation, presentation, alerts and the lifecycle log. Every tab's first screen has a
/// Close item that dismisses it.
final class ControllersTabBarController: UITabBarController {
    /// A tab bar controller with its four tabs; `demo` picks a state to show after launch.
    init(demo: ControllersDemo?) {
        super.init(nibName: nil, bundle: nil)
        let navigation = NavigationDemoController(rootViewController: NavigationPageViewController(number: 0))
        navigation.tabBarItem = UITabBarItem(title: "Navigation", image: ControllerIcons.navigation, tag: 0)
        let presentation = UINavigationController(rootViewController: PresentationListViewController())
        presentation.tabBarItem = UITabBarItem(title: "Presentation", image: ControllerIcons.presentation, tag: 1)
        let alerts = UINavigationController(rootViewController: AlertsViewController())
        alerts.tabBarItem = UITabBarItem(title: "Alerts", image: ControllerIcons.alerts, tag: 2)
        alerts.tabBarItem.badgeValue = "3"
        for list in [presentation, alerts] { list.navigationBar.prefersLargeTitles = true }
        let lifecycle = LifecycleViewController(log: DemoLog(), pushesSecond: demo == .lifecycle)
        let firstScreens = [navigation, presentation, alerts].compactMap(\.viewControllers.first)
        for screen in firstScreens + [lifecycle.firstViewController].compactMap({ $0 }) {
            screen.navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: "Close", primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
        }
        viewControllers = [navigation, presentation, alerts, lifecycle]
        if demo == .lifecycle { selectedViewController = lifecycle }
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
