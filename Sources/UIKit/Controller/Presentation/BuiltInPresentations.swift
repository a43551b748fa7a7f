/// The presentation controllers of the built-in styles.
///
/// Full screen takes the presenter's view out of the window once it is covered (so the presenter
/// disappears); over-full-screen and the current-context styles leave it. Page and form sheets are
/// `UISheetPresentationController`'s.
@MainActor
class FullScreenPresentation: UIPresentationController {
    override var shouldRemovePresentersView: Bool {
        style == .fullScreen || style == .currentContext
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
