/// The spinner above a scroll view's content that a pull past the top starts: with the content
/// showing `triggerDistance` past its top (after the rubber band), it begins refreshing and sends `.valueChanged`; the content then rests
/// below it until `endRefreshing()`. `beginRefreshing()` shows it refreshing without sending.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height, and how far past the top a pull must go to start refreshing.
    static let height: CGFloat = 60
    static let triggerDistance: CGFloat = 80

    /// Whether a refresh is in progress.
    open private(set) var isRefreshing = false
    /// A title shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    private func setUp() {
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        titleLabel.font = UIFont.systemFont(ofSize: 12)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    open override var tintColor: UIColor! {
        didSet { spinner.color = tintColor }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hasTitle = attributedTitle.map { $0.length > 0 } ?? false
        spinner.center = CGPoint(x: bounds.midX, y: hasTitle ? bounds.midY - 8 : bounds.midY)
        titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + 4, width: bounds.width, height: 16)
        titleLabel.isHidden = !hasTitle
    }

    /// Shows the control refreshing, as after a pull, without sending `.valueChanged`.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
        (superview as? UIScrollView)?.refreshInsetChanged()
    }

    /// Ends the refresh: the spinner stops and the content slides back up over the control.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        UIView.animate(withDuration: 0.25) { self.spinner.alpha = 0 }
        (superview as? UIScrollView)?.refreshInsetChanged()
    }

    /// The user pulled it far enough: it refreshes and tells its targets.
    func pulledToRefresh() {
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    /// How far the content is pulled past its top: the spinner fades in with it.
    func pulled(_ distance: CGFloat) {
        guard !isRefreshing else { return }
        spinner.alpha = min(1, max(0, distance / Self.triggerDistance))
    }
}

extension UIScrollView {
    func refreshControlChanged(from old: UIRefreshControl?) {
        if let old, old !== refreshControl { old.removeFromSuperview() }
        if let control = refreshControl {
            insertSubview(control, at: 0)
            alwaysBounceVertical = true
        }
        refreshInsetChanged()
    }

    /// The room the refreshing control takes above the content.
    var refreshInset: CGFloat {
        refreshControl?.isRefreshing == true ? UIRefreshControl.height : 0
    }

    /// A refresh began or ended: the adjusted inset takes the control's room in or gives it back,
    /// the content sliding back when it rested in that room.
    func refreshInsetChanged() {
        let wasAtTop = contentOffset.y <= minimumContentOffset.y
        contentGeometryChanged()
        guard !isDragging, refreshControl?.isRefreshing == false, wasAtTop else { return }
        let top = CGPoint(x: contentOffset.x, y: minimumContentOffset.y)
        if contentOffset.y < top.y { setContentOffset(top, animated: true) }
    }

    /// Keeps the control above the content's top, and starts a refresh once a drag pulls far enough.
    func refreshControlFollowScroll() {
        guard let control = refreshControl else { return }
        let top = adjustedContentInset.top - refreshInset
        control.frame = CGRect(
            x: bounds.minX, y: -top - UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
        let pulled = -top - contentOffset.y
        control.pulled(pulled)
        if isDragging, drag?.source == .touches, !control.isRefreshing, pulled >= UIRefreshControl.triggerDistance {
            pendingRefresh = true
        }
    }

    /// The drag that pulled far enough ended: the refresh starts now, so the content does not jump
    /// under the finger.
    func startPendingRefresh() {
        guard pendingRefresh else { return }
        pendingRefresh = false
        refreshControl?.pulledToRefresh()
    }
}
