/// A container that shows one of several children at a time, chosen with a tab bar along the
/// bottom. A tab's view loads only when the tab is first shown.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The bar the controller shows its children's `tabBarItem`s in.
    public let tabBar = UITabBar()
    /// Asked before a tab the user taps is selected, and told after.
    open weak var delegate: UITabBarControllerDelegate?

    private var tabs: [UIViewController] = []
    private var selectedTab: UIViewController?
    private let contentView = UIView()
    /// The scroll view whose bottom edge the bar follows.
    private weak var observedScrollView: UIScrollView?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.delegate = self
        tabBar.shouldSelectItem = { [weak self] item in self?.userMayChoose(item) ?? false }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.delegate = self
        tabBar.shouldSelectItem = { [weak self] item in self?.userMayChoose(item) ?? false }
    }

    /// The children, one tab each; setting them selects the first (or keeps the selected one).
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let newTabs = viewControllers ?? []
        for old in tabs where !newTabs.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old === selectedTab { old.viewIfLoaded?.removeFromSuperview() }
            old.removeFromParent()
        }
        for tab in newTabs where tab.parent !== self {
            addChild(tab)
            tab.didMove(toParent: self)
        }
        tabs = newTabs
        tabBar.setItems(newTabs.map { $0.tabBarItem }, animated: animated)
        let keep = selectedTab.flatMap { selected in newTabs.first { $0 === selected } }
        if keep == nil { selectedTab = nil }
        show(keep ?? newTabs.first, animated: false)
    }

    /// The child shown now.
    open var selectedViewController: UIViewController? {
        get { selectedTab }
        set {
            guard let newValue, tabs.contains(where: { $0 === newValue }) else { return }
            show(newValue, animated: false)
        }
    }

    /// The index of the child shown now, `NSNotFound` when there is none.
    open var selectedIndex: Int {
        get { selectedTab.flatMap { selected in tabs.firstIndex { $0 === selected } } ?? NSNotFound }
        set {
            guard tabs.indices.contains(newValue) else { return }
            show(tabs[newValue], animated: false)
        }
    }

    open override func loadView() {
        let container = ContainerView(frame: UIScreen.main.bounds)
        container.onLayout = { [weak self] in self?.layoutBars() }
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(contentView)
        container.addSubview(tabBar)
        view = container
        if let selectedTab { install(selectedTab) }
    }

    private func layoutBars() {
        let bounds = view.bounds
        let height = tabBar.sizeThatFits(bounds.size).height
        tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        contentView.frame = bounds
        contentView.barSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0)
        selectedTab?.viewIfLoaded?.frame = contentView.bounds
        observeContentScrollView()
    }

    /// Follows the selected child's content scroll view, so the bar switches to its scroll-edge
    /// appearance while the content is at its bottom edge (or there is no scroll view).
    private func observeContentScrollView() {
        let key = ObjectIdentifier(self)
        let scrollView = selectedTab?.contentScrollView(for: .bottom)
        if scrollView !== observedScrollView {
            observedScrollView?.contentObservers[key] = nil
            observedScrollView = scrollView
            scrollView?.contentObservers[key] = ScrollContentObserver { [weak self] in self?.updateScrollEdge() }
        }
        updateScrollEdge()
    }

    private func updateScrollEdge() {
        guard let scrollView = observedScrollView else {
            tabBar.isAtScrollEdge = true
            return
        }
        let inset = scrollView.adjustedContentInset
        let below =
            scrollView.contentSize.height + inset.bottom - (scrollView.contentOffset.y + scrollView.bounds.height)
        tabBar.isAtScrollEdge = below <= 0.5
    }

    private func install(_ tab: UIViewController) {
        let tabView = tab.view!
        tabView.frame = contentView.bounds
        tabView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(tabView)
    }

    /// Shows `tab`, through the delegate's animator when there is one and the bar is on screen.
    private func show(_ tab: UIViewController?, animated: Bool) {
        guard let tab, tab !== selectedTab else {
            tabBar.selectedItem = selectedTab?.tabBarItem
            return
        }
        let previous = selectedTab
        selectedTab = tab
        tabBar.selectedItem = tab.tabBarItem
        guard isViewLoaded else { return }
        let animator = previous.flatMap {
            delegate?.tabBarController(self, animationControllerForTransitionFrom: $0, to: tab)
        }
        let interactor = animator.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
        tab.viewIfLoaded?.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionChild(
            from: previous, to: tab, in: contentView, animated: animator != nil, animator: animator,
            interactor: interactor
        ) { [weak self] completed in
            guard let self else { return }
            observeContentScrollView()
            guard !completed, let previous else { return }
            selectedTab = previous
            tabBar.selectedItem = previous.tabBarItem
        }
    }

    private func userMayChoose(_ item: UITabBarItem) -> Bool {
        guard let tab = tabs.first(where: { $0.tabBarItem === item }) else { return false }
        return delegate?.tabBarController(self, shouldSelect: tab) ?? true
    }

    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let tab = tabs.first(where: { $0.tabBarItem === item }) else { return }
        show(tab, animated: true)
        delegate?.tabBarController(self, didSelect: tab)
    }
}

/// Told about the user's tab choices, and asked for custom tab-switch animations.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
}

extension UIViewController {
    /// The nearest tab bar controller among the controller's ancestors.
    public var tabBarController: UITabBarController? {
        nearestAncestor(ofType: UITabBarController.self)
    }
}
