extension UIPageControl {
    /// Goes to `page` (kept within the pages) as the user does, cross-fading the dots, and sends
    /// `.valueChanged` when the page changed. A tap does this, and so can a key press on a focused
    /// control.
    func goToPage(_ page: Int, with event: UIEvent? = nil) {
        let old = currentPage
        UIView.animateControlParts(withDuration: Self.fadeDuration) { self.currentPage = page }
        if currentPage != old { sendValueChanged(with: event) }
    }

    /// The size of the indicator of `page`: its image's, else a dot's.
    func indicatorSize(forPage page: Int) -> CGSize {
        indicatorImage(forPage: page)?.size ?? CGSize(width: Self.dotDiameter, height: Self.dotDiameter)
    }

    /// Where each page's indicator goes: in a row `dotSpacing` apart, centred in the bounds, on
    /// whole pixels.
    func indicatorFrames() -> [CGRect] {
        let content = size(forNumberOfPages: numberOfPages).width - 2 * Self.backgroundPadding
        var x = bounds.midX - content / 2
        return (0..<numberOfPages).map { page in
            let size = indicatorSize(forPage: page)
            let origin = pixelAligned(CGPoint(x: x, y: bounds.midY - size.height / 2))
            x += size.width + Self.dotSpacing
            return CGRect(origin: origin, size: size)
        }
    }

    /// Whether the capsule shows: always for `.prominent`, while a touch is on the control for
    /// `.automatic`, never for `.minimal`.
    var showsBackground: Bool {
        switch backgroundStyle {
        case .prominent: true
        case .automatic: interactionState != .none
        case .minimal: false
        }
    }

    /// Brings the indicator views to one per page and gives each its image or dot in its colour;
    /// hides everything for a single page when asked to.
    func showIndicators() {
        while indicatorViews.count < numberOfPages {
            let view = UIImageView(frame: .zero)
            parts.addSubview(view)
            indicatorViews.append(view)
        }
        while indicatorViews.count > numberOfPages {
            indicatorViews.removeLast().removeFromSuperview()
        }
        for (page, view) in indicatorViews.enumerated() {
            let color =
                page == currentPage
                ? currentPageIndicatorTintColor ?? Self.currentPageIndicatorColor
                : pageIndicatorTintColor ?? Self.pageIndicatorColor
            let image = indicatorImage(forPage: page)
            view.image = image?.withRenderingMode(.alwaysTemplate)
            view.tintColor = color
            view.backgroundColor = image == nil ? color : nil
            view.layer.cornerRadius = image == nil ? Self.dotDiameter / 2 : 0
        }
        parts.isHidden = hidesForSinglePage && numberOfPages == 1
        backgroundView.alpha = showsBackground ? 1 : 0
        setNeedsLayout()
    }

    /// Fades the capsule in or out as an interaction begins or ends.
    func fadeBackground() {
        UIView.animateControlParts(withDuration: Self.fadeDuration) {
            self.backgroundView.alpha = self.showsBackground ? 1 : 0
        }
    }

    /// Places the indicators and, behind them, the capsule.
    func placeParts() {
        parts.frame = bounds
        let frames = indicatorFrames()
        for (view, frame) in zip(indicatorViews, frames) { view.frame = frame }
        let size = size(forNumberOfPages: numberOfPages)
        let height = min(size.height, bounds.height)
        backgroundView.frame = CGRect(
            x: bounds.midX - size.width / 2, y: bounds.midY - height / 2, width: size.width, height: height)
        backgroundView.layer.cornerRadius = height / 2
    }
}
