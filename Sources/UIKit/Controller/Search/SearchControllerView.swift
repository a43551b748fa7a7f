/// A search controller's view: a dimming view over the content (while `obscuresBackgroundDuringPresentation`
/// and no results show) and the results controller's view over it once results show; a tap on the
/// dimming view ends the search.
@MainActor
final class SearchControllerView: UIView {
    private let dimmingView = UIView()
    private weak var resultsView: UIView?
    /// Called when the dimming view is tapped.
    var dimmingTapped: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dimmingTapped?() })
        addSubview(dimmingView)
    }

    /// Puts the results controller's view over the dimming view.
    func showResults(_ view: UIView) {
        resultsView = view
        addSubview(view)
    }

    /// Shows the dimming and results views as `controller`'s settings say.
    func update(for controller: UISearchController) {
        resultsView?.isHidden = !controller.showsSearchResultsController
        dimmingView.isHidden = !controller.obscuresBackgroundDuringPresentation || resultsView?.isHidden == false
    }

    /// Nothing but the dimming and results views takes touches: the rest reaches the content.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dimmingView.frame = bounds
        resultsView?.frame = bounds
    }
}
