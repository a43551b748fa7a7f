import Foundation

/// Manages a view hierarchy: loads its view lazily, receives appearance and layout callbacks in the
/// orders the seeds log, contains child controllers, and presents other controllers modally.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// Where the controller is in its appearance cycle (see UIViewController+Appearance.swift).
    var appearance = Appearance.disappeared
    /// Set by `viewWillAppear` until `viewIsAppearing` has been sent for that appearance.
    var owesViewIsAppearing = false
    var lastAppearanceAnimated = false
    /// Set when the view loads until `updateViewConstraints` has run before its first layout.
    /// The transition that moves the controller on or off screen, while one runs.
    var activeTransition: ControllerTransition?
    /// Set while a transition or container sends the controller's appearance callbacks itself.
    var appearanceIsManaged = false
    /// Containment (UIViewController+Containment.swift).
    weak var parentStorage: UIViewController?
    var childStorage: [UIViewController] = []
    var movingToParent = false
    var movingFromParent = false
    /// Presentation (UIViewController+Presentation.swift): a presenter keeps what it presents.
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    var presentationStorage: UIPresentationController?
    var beingPresented = false
    var beingDismissed = false
    /// Trait overrides, the traits last heard of, trait change registrations.
    var traitNode = TraitNode()

    /// The presentation controller a UIKit controller is presented with whatever its style (an
    /// alert's dialog window); nil for the style's own.
    func makeOwnPresentationController(presenting: UIViewController?) -> UIPresentationController? {
        nil
    }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        LiveControllers.register(self)
        if let nibNameOrNil {
            RuntimeWarning.emit(
                "nib \"\(nibNameOrNil)\" not loaded: nibs and storyboards are not supported; the controller gets an empty view"
            )
        }
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Present so subclasses written for storyboards compile; there is no archive to read.
    public required init?(coder: NSCoder) {
        super.init()
        LiveControllers.register(self)
    }

    // MARK: - The view

    /// The root view; reading it loads it (`loadView`, then `viewDidLoad`) the first time. Setting
    /// nil unloads it, so that the next reading loads it again.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            guard newValue !== loadedView else { return }
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    open var isViewLoaded: Bool { loadedView != nil }
    open var viewIfLoaded: UIView? { loadedView }

    /// Loads the view now if it is not loaded: `loadView`, then `viewDidLoad`.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the view; the default makes a plain view the size of the screen.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    open func viewDidLoad() {}

    // MARK: - Appearance (UIViewController+Appearance.swift)

    /// The view is about to be added to a window's hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the window's hierarchy and its superview has laid it out; geometry and traits
    /// are current. Sent once per appearance, after `viewWillAppear` and before `viewDidAppear`.
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view is on screen (its first frame has been drawn).
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the window's hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view has left the window's hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the controller's appearance callbacks go to its children as they happen; true by default.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: - Containment (UIViewController+Containment.swift)

    /// The container the controller is a child of.
    open var parent: UIViewController? { parentStorage }
    /// The controllers added with `addChild`, in order.
    open var children: [UIViewController] { childStorage }

    /// Makes `childController` a child (leaving any other parent), calling its
    /// `willMove(toParent:)` first; call its `didMove(toParent:)` once its view is in place.
    open func addChild(_ childController: UIViewController) {
        adopt(childController)
    }

    /// Leaves the parent, then calls `didMove(toParent: nil)`; call `willMove(toParent: nil)` first.
    open func removeFromParent() {
        leaveParent()
    }

    /// Called when the controller is about to get a new parent (nil: it is about to leave its parent).
    open func willMove(toParent parent: UIViewController?) {}

    /// Called when the controller got a new parent (nil: it left its parent).
    open func didMove(toParent parent: UIViewController?) {
        movingToParent = false
    }

    // MARK: - Presentation (UIViewController+Presentation.swift)

    /// How the controller covers the screen when presented; `.automatic` (a page sheet) by default.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// The animation of its presentation when no custom animator is given; cover vertical by default.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Whether a `.currentContext` presentation from this controller or a child covers only this
    /// controller's view; false by default.
    open var definesPresentationContext = false
    /// Whether such a presentation uses this controller's `modalTransitionStyle`; false by default.
    open var providesPresentationContextTransitionStyle = false
    /// Whether the presentation refuses dismissals the user starts; false by default.
    open var isModalInPresentation = false
    /// Where a presentation of this controller gets its animators and presentation controller; kept weakly.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// Presents `viewControllerToPresent` modally from this controller's presentation context, then
    /// calls `completion` once it is on screen.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        startPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (and everything above it), or, if it presents
    /// nothing, this controller from its presenter; then calls `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        startDismissal(animated: flag, completion: completion)
    }

    /// Shows `vc` the way the context wants: pushed by the navigation controller the receiver is in,
    /// else shown by the split view it is in, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else if let split = splitViewController {
            split.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as the detail of the split view the receiver is in (its secondary column while
    /// expanded, pushed while collapsed); with no split view here, it is presented.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    // MARK: - Editing

    /// Whether the controller's view is in editing mode; `setEditing(_:animated:)` changes it.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    /// Enters or leaves editing mode; the `editButtonItem` follows (Edit/Done).
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        editButtonStorage?.title = editing ? "Done" : "Edit"
        editButtonStorage?.style = editing ? .done : .plain
    }

    /// A bar button item that toggles editing mode, titled Edit or Done.
    open var editButtonItem: UIBarButtonItem {
        if let editButtonStorage { return editButtonStorage }
        let item = UIBarButtonItem(
            title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain, target: self,
            action: UIViewController.toggleEditing)
        editButtonStorage = item
        return item
    }
    private var editButtonStorage: UIBarButtonItem?

    private func toggleEditing() {
        setEditing(!isEditing, animated: true)
    }

    // MARK: - Status bar, orientation, extended layout (kept for ported code; no effect on a desktop)

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open func setNeedsStatusBarAppearanceUpdate() {}
    open var modalPresentationCapturesStatusBarAppearance = false
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var shouldAutorotate: Bool { true }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The edges under bars the view extends to; `.all` by default, and a navigation or tab bar
    /// controller always lays its child out under its bars (the safe area tells what they cover).
    open var edgesForExtendedLayout = UIRectEdge.all
    open var extendedLayoutIncludesOpaqueBars = false
    /// Whether a tab bar hides while this controller is on a navigation stack; kept, not applied.
    open var hidesBottomBarWhenPushed = false
    /// An identifier for state restoration; kept, not used.
    open var restorationIdentifier: String?

    // MARK: - Traits and size

    /// The traits of the controller's environment: its parent's, presenter's or container's, with its
    /// own `traitOverrides`.
    open var traitCollection: UITraitCollection { resolvedTraitCollection }

    /// The traits changed (the desktop's style, an override, the window crossing a size-class
    /// boundary); called before its view hears of it, with the new traits current. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The style this controller, its view and its children use whatever they inherit; `.unspecified` inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// The view is about to change to `size` (its window is being resized — the desktop's rotation);
    /// the default passes the call on to the children.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    // MARK: - Memory

    /// The app received a memory warning; release what can be rebuilt. The default does nothing (it
    /// keeps the view, as iOS 6 and later do).
    open func didReceiveMemoryWarning() {}

    // MARK: - Layout

    /// Called before the view lays out its subviews; the default does nothing.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews (before the subviews lay out theirs).
    open func viewDidLayoutSubviews() {}
    /// Called before the first layout of a newly loaded view, in the constraints pass; the default
    /// does nothing. Call super at the end when overriding.
    /// Updates the constraints of the controller's view before its layout; the default
    /// runs the view's `updateConstraints()`. An override calls `super.updateViewConstraints()` last.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// The size the controller would like when shown in a container (a form sheet, a popover); zero
    /// by default. Changing it tells the parent through `preferredContentSizeDidChange(forChildContentContainer:)`.
    open var preferredContentSize = CGSize.zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            (parent ?? presentingStorage)?.preferredContentSizeDidChange(forChildContentContainer: self)
            presentationStorage?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// A child's (or presented controller's) preferred size changed; the default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIViewController) {}

    /// Insets added to the safe area of the view, for content the controller draws over (bars).
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.safeAreaSourceDidChange() } }
    }

    /// The view's safe area changed (bars came or went); called before the view lays out.
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: - Identity

    /// The title; a window whose root controller this is shows it in its title bar, and navigation
    /// and tab bars show it for the controller.
    open var title: String? {
        didSet { titleDidChange() }
    }

    /// What a navigation bar shows while the controller is on a navigation stack; made on first use
    /// with the controller's title, which it then follows.
    open var navigationItem: UINavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }
    private var navigationItemStorage: UINavigationItem?

    /// What a tab bar shows for the controller; made on first use with the controller's title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }
    private var tabBarItemStorage: UITabBarItem?

    /// The items a navigation controller's toolbar shows while the controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemStorage }
        set { setToolbarItems(newValue, animated: false) }
    }
    private var toolbarItemStorage: [UIBarButtonItem]?

    /// Replaces the toolbar items, cross-fading them on the toolbar when `animated`.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemStorage = toolbarItems
        navigationController?.toolbarItemsDidChange(of: self, animated: animated)
    }

    /// Names the scroll view whose edges the bars along `edge` follow (switching to their
    /// scroll-edge appearance, collapsing a large title); nil goes back to finding one.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { topContentScrollView = scrollView }
        if edge.contains(.bottom) { bottomContentScrollView = scrollView }
        navigationController?.contentScrollViewDidChange()
    }

    /// The scroll view the bars along `edge` follow: the one set with `setContentScrollView(_:for:)`,
    /// else the view when it is a scroll view, else its first subview when that is one.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        let named = edge.contains(.bottom) && !edge.contains(.top) ? bottomContentScrollView : topContentScrollView
        if let named { return named }
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }
    private weak var topContentScrollView: UIScrollView?
    private weak var bottomContentScrollView: UIScrollView?

    private func titleDidChange() {
        viewIfLoaded?.window?.updateTitle()
        tabBarItemStorage?.title = title
        navigationItemStorage?.title = title
    }

    // MARK: - Responder chain

    /// The presenting controller for a presented controller's view, else the view's superview (the
    /// window for a window's root controller), as UIKit's responder chain has it.
    open override var next: UIResponder? {
        if let presentingStorage, parent == nil { return presentingStorage }
        return loadedView?.superview ?? loadedView?.window
    }
}

/// Every controller alive, in the order they were made: the order memory warnings reach them
/// (a presenting controller before the one it presents).
@MainActor
enum LiveControllers {
    private static var controllers: [WeakController] = []
    private static var pruneAt = 64

    static func register(_ controller: UIViewController) {
        if controllers.count >= pruneAt {
            controllers.removeAll { $0.controller == nil }
            pruneAt = max(64, controllers.count * 2)
        }
        controllers.append(WeakController(controller: controller))
    }

    static var all: [UIViewController] { controllers.compactMap(\.controller) }

    private struct WeakController {
        weak var controller: UIViewController?
    }
}
