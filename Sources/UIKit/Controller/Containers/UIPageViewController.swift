import Foundation

/// A container that shows one page of content at a time (two facing pages with the spine in the
/// middle), the pages handed out one after another by its data source. The user turns them by
/// scrolling (`.scroll`: dragging, the wheel or a touchpad, paged) or, with `.pageCurl`, by
/// clicking near an edge or dragging across the page, which curls it over.
///
/// The children are the pages on screen, and during a turn the page coming in. Scrolling asks the
/// data source for the neighbours of the page shown whenever a page settles, so that the content
/// can be dragged toward them; a neighbour's view is loaded only when a drag begins.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0
        case scroll = 1
    }

    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// Where the pages are bound: `.min` and `.max` show one page, `.mid` two facing ones.
    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }

    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    /// Keys of the options `init(transitionStyle:navigationOrientation:options:)` takes.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` (or its raw value) for `.pageCurl`.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The gap between pages in points for `.scroll` (a `CGFloat`, `Double` or `Int`).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    open weak var delegate: UIPageViewControllerDelegate?
    open weak var dataSource: UIPageViewControllerDataSource?
    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    open private(set) var spineLocation: SpineLocation
    /// Whether pages have content on their backs (curling shows a page's back), as with `.mid`.
    open var isDoubleSided = false
    let interPageSpacing: CGFloat

    /// The pages shown, one or (spine in the middle) two.
    var pages: [UIViewController] = []
    /// What scrolls the pages, for `.scroll`.
    lazy var pageScroller = PageScroller(self)
    /// Clicks and drags that turn pages, for `.pageCurl`.
    lazy var pageCurler = PageCurler(self)
    /// The dots under scrolled pages, when the data source counts its pages.
    var pageControl: UIPageControl?

    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = style == .scroll ? .none : Self.spine(in: options)
        isDoubleSided = spineLocation == .mid
        interPageSpacing = style == .scroll ? Self.spacing(in: options) : 0
        super.init(nibName: nil, bundle: nil)
    }

    /// A page-curling controller turning pages horizontally, as UIKit makes one from a nib.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// The pages shown now; nil before the first `setViewControllers`.
    open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

    /// The recognizers that turn pages, to coordinate with the app's own: a pan and a tap for
    /// `.pageCurl`, none for `.scroll` (its scroll view's own do it).
    open var gestureRecognizers: [UIGestureRecognizer] {
        transitionStyle == .pageCurl ? pageCurler.recognizers : []
    }

    /// Shows `viewControllers` (one page, two for a spine in the middle), turning to them in
    /// `direction` when `animated`; `completion` gets whether the turn finished. The delegate is not
    /// told about turns made this way.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let incoming = viewControllers ?? []
        let required = spineLocation == .mid ? 2 : 1
        preconditionAlways(
            incoming.count == required,
            "The number of view controllers provided (\(incoming.count)) doesn't match the number required "
                + "(\(required)) for the requested transition")
        guard animated, isViewLoaded, appearance == .appeared, !pages.isEmpty else {
            replacePages(with: incoming)
            completion?(true)
            return
        }
        if transitionStyle == .scroll {
            pageScroller.scroll(to: incoming[0], direction: direction, completion: completion)
        } else {
            pageCurler.turn(to: incoming, direction: direction, interactive: false, completion: completion)
        }
    }

    /// What the delegate says, else every orientation.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.pageViewControllerSupportedInterfaceOrientations(self) ?? .all
    }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self) ?? .portrait
    }

    open override func loadView() {
        let container = ContainerView(frame: UIScreen.main.bounds)
        container.onLayout = { [weak self] in self?.layoutPages() }
        container.clipsToBounds = true
        view = container
        if transitionStyle == .scroll {
            pageScroller.install(in: container)
        } else {
            spineLocation = delegate?.pageViewController(self, spineLocationFor: .portrait) ?? spineLocation
            pageCurler.install(in: container)
        }
        for page in pages { placeView(of: page) }
    }

    /// Puts `incoming` on screen in place of the pages shown, at once.
    func replacePages(with incoming: [UIViewController]) {
        for old in pages where !incoming.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        for page in incoming where page.parent !== self { addChild(page) }
        pages = incoming
        if isViewLoaded { for page in incoming { placeView(of: page) } }
        for page in incoming { page.didMove(toParent: self) }
        if transitionStyle == .scroll {
            pageScroller.pagesSettled()
            pageScroller.updatePageControl(askingIndex: true)
        }
    }

    private func placeView(of page: UIViewController) {
        if transitionStyle == .scroll {
            pageScroller.place(page)
        } else {
            pageCurler.place(page)
        }
    }

    private func layoutPages() {
        if transitionStyle == .scroll {
            pageScroller.layout()
        } else {
            pageCurler.layout()
        }
    }

    private static func spine(in options: [OptionsKey: Any]?) -> SpineLocation {
        switch options?[.spineLocation] {
        case let location as SpineLocation: location
        case let raw as Int: SpineLocation(rawValue: raw) ?? .min
        default: .min
        }
    }

    private static func spacing(in options: [OptionsKey: Any]?) -> CGFloat {
        switch options?[.interPageSpacing] {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        default: 0
        }
    }
}
