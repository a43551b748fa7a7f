/// Manages a view hierarchy: loads its view lazily and receives appearance and layout callbacks.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// Whether the view is in a window's hierarchy as far as appearance callbacks go.
    var appearance = Appearance.disappeared

    enum Appearance {
        case disappeared, appearing, appeared
    }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        if let nibNameOrNil {
            FileHandle.standardError.write(
                Data(
                    "casement: nib \"\(nibNameOrNil)\" not loaded: nibs and storyboards are not supported; the controller gets an empty view\n"
                        .utf8))
        }
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The root view; reading it loads it (`loadView`, then `viewDidLoad`) the first time.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    open var isViewLoaded: Bool { loadedView != nil }
    open var viewIfLoaded: UIView? { loadedView }

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
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// The title; a window whose root controller this is shows it in its title bar.
    open var title: String? {
        didSet { viewIfLoaded?.window?.updateTitle() }
    }

    open override var next: UIResponder? {
        loadedView?.superview ?? loadedView?.window
    }
}
