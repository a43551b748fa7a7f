/// The scroll view's Auto Layout guides, and the layout pass's part for the scroll view's own
/// pieces: the content size a constrained content guide decides, the indicators, the refresh control.
extension UIScrollView {
    /// The content's rectangle, from the origin: constraints to it place the content, and when the
    /// content constrains its size, that size becomes `contentSize`.
    public var contentLayoutGuide: UILayoutGuide {
        systemGuide(.scrollContent, "UIScrollViewContentLayoutGuide")
    }

    /// The scroll view's frame, still as the content scrolls: views constrained to it stay put, and
    /// the content is sized against it (`content.widthAnchor == frameLayoutGuide.widthAnchor`).
    public var frameLayoutGuide: UILayoutGuide {
        systemGuide(.scrollFrame, "UIScrollViewFrameLayoutGuide")
    }

    func layOutScrollViewParts() {
        if let guide = autoLayout.systemGuides[.scrollContent],
            let solved = layoutEngineIfNeeded()?.alignmentRect(of: guide)?.size, solved != contentSize
        {
            contentSize = solved
        }
        indicators.layOut()
        refreshControlFollowScroll()
    }
}
