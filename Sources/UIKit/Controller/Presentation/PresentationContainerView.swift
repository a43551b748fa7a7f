/// The view a presentation happens in: it covers the window (or the presentation context's view),
/// takes the touches that would reach what is under the presentation, and lets the presentation
/// controller position its views when it lays out.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?
    /// Where the presenter's view was before a full-screen presentation took it out of the window.
    var presenterViewHome: (superview: UIView, index: Int, frame: CGRect)?
    /// A window shown for the presentation (an alert's dialog), kept as long as the container is.
    var heldWindow: UIWindow?
    /// Whether touches on the container itself (not on a view in it) reach what is under it, as a
    /// search controller's do.
    var passesTouchesThrough = false

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return passesTouchesThrough && hit === self ? nil : hit
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
