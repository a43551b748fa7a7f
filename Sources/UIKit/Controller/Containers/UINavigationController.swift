/// A container that shows a stack of controllers, the top one on screen under a navigation bar:
/// pushing slides a new controller in from the right, popping slides it back out, by the back
/// button, an edge drag from the left (interactive), Escape or Alt+Left.
///
/// Appearance callbacks of a push or pop: the leaving controller's `viewWillDisappear`, the arriving
/// one's `viewWillAppear`, `willShow`, then `viewDidDisappear`, `viewDidAppear` and `didShow`.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The bar along the top; it shows the stack's navigation items.
    public let navigationBar = UINavigationBar()
    /// Told when a controller is shown and asked for custom push and pop animations.
    open weak var delegate: UINavigationControllerDelegate?
    /// The left-edge drag that pops the top controller interactively.
    public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = {
        let recognizer = UIScreenEdgePanGestureRecognizer(target: self, action: UINavigationController.edgePanned)
        recognizer.edges = .left
        return recognizer
    }()

    var stack: [UIViewController] = []
    let contentView = UIView()
    private var barHidden = false
    private var toolbarHiddenStorage = true
    /// The scroll view whose edges the bars follow, and its offset when last heard from.
    weak var observedScrollView: UIScrollView?
    var lastObservedOffset: CGFloat = 0
    /// Lets the bar-hiding recognizers work alongside the content's and keeps them off the bars.
    let barHidingDelegate = BarHidingGestureDelegate()
    /// The pop an edge drag is driving.
    var interactivePop: UIPercentDrivenInteractiveTransition?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.backButtonHandler = { [weak self] in _ = self?.popViewController(animated: true) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        navigationBar.backButtonHandler = { [weak self] in _ = self?.popViewController(animated: true) }
    }

    /// A navigation controller whose stack holds `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller whose bar is of `navigationBarClass` (only `UINavigationBar` here).
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: - The stack

    /// The stack, root first; setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller shown now: one presented over the navigation controller, else the top controller.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? stack.last
    }

    /// Pushes `viewController` and shows it, sliding in from the right when animated.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        preconditionAlways(
            !stack.contains { $0 === viewController },
            "Pushing the same view controller instance (\(viewController)) more than once is not supported")
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let top = stack.last
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops everything above the root; returns what was popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops everything above `viewController`; returns what was popped (nil when it is not on the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack; when the top changes, the new top is shown as a push (or as a pop when it
    /// was already on the stack).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        changeStack(to: viewControllers, animated: animated, interactor: nil)
    }

    // MARK: - The bar

    /// Whether the navigation bar is hidden; false by default.
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar, sliding it up or down when animated.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        guard isViewLoaded else { return }
        if animated {
            UIView.animate(withDuration: UINavigationController.hideShowBarDuration) { self.layoutBar() }
        } else {
            layoutBar()
        }
    }

    /// How long the bar takes to slide when hidden or shown with animation.
    public static let hideShowBarDuration: TimeInterval = 0.2

    /// The toolbar along the bottom, showing the top controller's `toolbarItems` while
    /// `isToolbarHidden` is false.
    public private(set) lazy var toolbar: UIToolbar! = UIToolbar()

    /// Whether the toolbar is hidden; true by default.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar, sliding it down or up when animated.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        guard isViewLoaded else { return }
        if !hidden { toolbar.isHidden = false }
        guard animated else {
            layoutBar()
            toolbar.isHidden = hidden
            return
        }
        UIView.animate(withDuration: UINavigationController.hideShowBarDuration) {
            self.layoutBar()
        } completion: { [weak self] _ in
            guard let self else { return }
            toolbar.isHidden = toolbarHiddenStorage
        }
    }

    /// Whether swiping the content up hides the bars and swiping it down shows them; false by default.
    open var hidesBarsOnSwipe = false {
        didSet { barHideOnSwipeGestureRecognizer.isEnabled = hidesBarsOnSwipe }
    }

    /// Whether a tap on the content hides or shows the bars; false by default.
    open var hidesBarsOnTap = false {
        didSet { barHideOnTapGestureRecognizer.isEnabled = hidesBarsOnTap }
    }

    /// Whether the bars hide in a window of compact height; kept.
    open var hidesBarsWhenVerticallyCompact = false
    /// Whether the bars hide when a keyboard appears; kept (there is no on-screen keyboard).
    open var hidesBarsWhenKeyboardAppears = false

    /// The swipe that hides and shows the bars while `hidesBarsOnSwipe` is set; it recognizes
    /// alongside the content's own scrolling.
    public private(set) lazy var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer = makeSwipeRecognizer()

    /// The tap that hides and shows the bars while `hidesBarsOnTap` is set.
    public private(set) lazy var barHideOnTapGestureRecognizer: UITapGestureRecognizer = makeTapRecognizer()

    // MARK: - The view

    open override func loadView() {
        let container = ContainerView(frame: UIScreen.main.bounds)
        container.onLayout = { [weak self] in self?.layoutBar() }
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(contentView)
        container.addSubview(navigationBar)
        toolbar.isHidden = toolbarHiddenStorage
        container.addSubview(toolbar)
        if let edgePan = interactivePopGestureRecognizer { container.addGestureRecognizer(edgePan) }
        container.addGestureRecognizer(barHideOnSwipeGestureRecognizer)
        container.addGestureRecognizer(barHideOnTapGestureRecognizer)
        view = container
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        if let top = stack.last {
            showAtOnce(top)
            toolbar.setItems(top.toolbarItems, animated: false)
        }
    }

    /// Places the bars — the navigation bar at the top (above it when hidden), the toolbar at the
    /// bottom (below it when hidden) — and gives the content the safe area they cover: the
    /// navigation bar's height with its large title expanded, so the content rests under the large
    /// title and the bar shrinks as it scrolls.
    func layoutBar() {
        let bounds = view.bounds
        let height = navigationBar.sizeThatFits(bounds.size).height
        navigationBar.frame = CGRect(x: 0, y: barHidden ? -height : 0, width: bounds.width, height: height)
        let toolbarHeight = toolbar.sizeThatFits(bounds.size).height
        toolbar.frame = CGRect(
            x: 0, y: bounds.height - (toolbarHiddenStorage ? 0 : toolbarHeight), width: bounds.width,
            height: toolbarHeight)
        contentView.frame = bounds
        contentView.barSafeAreaInsets = UIEdgeInsets(
            top: barHidden ? 0 : navigationBar.expandedHeight, left: 0,
            bottom: toolbarHiddenStorage ? 0 : toolbarHeight, right: 0)
        if interactivePop == nil, stack.last?.activeTransition == nil {
            stack.last?.viewIfLoaded?.frame = contentView.bounds
        }
        observeContentScrollView()
    }

    /// Puts `top`'s view in the content view at once (no transition, no appearance calls).
    func showAtOnce(_ top: UIViewController) {
        for view in contentView.subviews where view !== top.viewIfLoaded { view.removeFromSuperview() }
        let topView = top.view!
        topView.frame = contentView.bounds
        topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if topView.superview !== contentView { contentView.addSubview(topView) }
    }

    /// The top controller's content scroll view: what a tab bar around the navigation controller
    /// follows.
    open override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        topViewController?.contentScrollView(for: edge)
    }

    // MARK: - Keys

    /// Escape and Alt+Left pop the top controller; other presses go on up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard stack.count > 1, let key = presses.first?.key,
            key.keyCode == .keyboardEscape
                || (key.keyCode == .keyboardLeftArrow && key.modifierFlags.contains(.alternate))
        else {
            super.pressesBegan(presses, with: event)
            return
        }
        popViewController(animated: true)
    }
}

extension UIViewController {
    /// The nearest navigation controller among the controller's ancestors.
    public var navigationController: UINavigationController? {
        nearestAncestor(ofType: UINavigationController.self)
    }
}
