/// One scroll indicator: a rounded bar whose length is the visible part of the content, shown while
/// the content scrolls. With a pointer near it (the desktop case) it widens over a track, as Mac
/// Catalyst's do, and then takes the mouse: dragging the bar scrolls, a click in the track pages.
final class ScrollIndicatorView: UIView, ScrollViewControl {
    /// The bar's thickness, resting and under the pointer, its inset from the edge, its shortest length.
    static let thickness: CGFloat = 3
    static let expandedThickness: CGFloat = 8
    static let edgeInset: CGFloat = 3
    static let minimumLength: CGFloat = 36

    let axis: UIScrollView.Axis
    /// The bar inside the track (the view's bounds).
    let knob = UIView()
    private weak var scrollView: UIScrollView?
    /// Where a drag of the bar started: the pointer along the axis and the offset then.
    private var knobDrag: (pointer: CGFloat, offset: CGFloat)?

    var isExpanded = false {
        didSet {
            guard isExpanded != oldValue else { return }
            isUserInteractionEnabled = isExpanded
            backgroundColor = isExpanded ? UIColor(white: 0.5, alpha: 0.15) : nil
            scrollView?.setNeedsLayout()
        }
    }

    init(axis: UIScrollView.Axis, scrollView: UIScrollView) {
        self.axis = axis
        self.scrollView = scrollView
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        alpha = 0
        knob.isUserInteractionEnabled = false
        addSubview(knob)
    }

    required init?(coder: NSCoder) {
        preconditionAlways(false, "ScrollIndicatorView is made by UIScrollView")
        return nil
    }

    func applyStyle(_ style: UIScrollView.IndicatorStyle) {
        switch style {
        case .default: knob.backgroundColor = Self.defaultKnobColor
        case .black: knob.backgroundColor = Self.blackKnobColor
        case .white: knob.backgroundColor = Self.whiteKnobColor
        }
    }

    private static let blackKnobColor = UIColor(white: 0, alpha: 0.35)
    private static let whiteKnobColor = UIColor(white: 1, alpha: 0.5)
    /// Dark on light content, light on dark, as iOS's default style.
    private static let defaultKnobColor = UIColor.appearance(
        "scrollIndicatorColor", light: blackKnobColor, dark: whiteKnobColor)

    /// Places the track along the scroll view's edge (in its bounds space) and the bar in it.
    func place(in scrollView: UIScrollView, insets: UIEdgeInsets, crossInset: CGFloat) {
        let visible = scrollView.bounds
        let thickness = isExpanded ? Self.expandedThickness : Self.thickness
        let margin = Self.edgeInset
        let track: CGRect
        switch axis {
        case .vertical:
            track = CGRect(
                x: visible.maxX - insets.right - margin - thickness, y: visible.minY + insets.top + margin,
                width: thickness, height: max(0, visible.height - insets.top - insets.bottom - 2 * margin - crossInset))
        case .horizontal:
            track = CGRect(
                x: visible.minX + insets.left + margin, y: visible.maxY - insets.bottom - margin - thickness,
                width: max(0, visible.width - insets.left - insets.right - 2 * margin - crossInset), height: thickness)
        }
        frame = track
        layer.cornerRadius = thickness / 2
        knob.layer.cornerRadius = thickness / 2
        let (start, length) = knobSpan(trackLength: axis == .vertical ? track.height : track.width, in: scrollView)
        knob.frame =
            axis == .vertical
            ? CGRect(x: 0, y: start, width: thickness, height: length)
            : CGRect(x: start, y: 0, width: length, height: thickness)
    }

    /// The bar's start and length in a track `trackLength` long: the visible fraction of the
    /// content, shorter when the content is pulled past an edge, never under `minimumLength`
    /// (or the thickness, when pulled).
    private func knobSpan(trackLength: CGFloat, in scrollView: UIScrollView) -> (CGFloat, CGFloat) {
        let inset = scrollView.adjustedContentInset
        let offset = scrollView.contentOffset[axis]
        let visible = axis == .vertical ? scrollView.bounds.height : scrollView.bounds.width
        let content =
            axis == .vertical
            ? scrollView.contentSize.height + inset.top + inset.bottom
            : scrollView.contentSize.width + inset.left + inset.right
        guard content > 0, trackLength > 0 else { return (0, 0) }
        let low = scrollView.minimumContentOffset[axis]
        let high = scrollView.maximumContentOffset[axis]
        let over = offset < low ? low - offset : offset > high ? offset - high : 0
        let shortest = min(Self.minimumLength, trackLength)
        var length = max(shortest, trackLength * min(1, visible / content))
        if over > 0 { length = max(Self.thickness * 2, length - over) }
        let fraction = high > low ? min(max((offset - low) / (high - low), 0), 1) : 0
        return ((trackLength - length) * fraction, length)
    }

    // MARK: - The mouse on the indicator

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let scrollView else { return }
        let point = touch.location(in: self)[axis]
        let knobStart = knob.frame.origin[axis]
        let knobEnd = knobStart + (axis == .vertical ? knob.frame.height : knob.frame.width)
        if point >= knobStart, point <= knobEnd {
            knobDrag = (point, scrollView.contentOffset[axis])
            scrollView.indicators.scrollingBegan()
        } else {
            scrollView.page(along: axis, forward: point > knobEnd)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let knobDrag, let touch = touches.first, let scrollView else { return }
        let track = axis == .vertical ? bounds.height - knob.frame.height : bounds.width - knob.frame.width
        let low = scrollView.minimumContentOffset[axis]
        let high = scrollView.maximumContentOffset[axis]
        guard track > 0 else { return }
        let moved = touch.location(in: self)[axis] - knobDrag.pointer
        var offset = scrollView.contentOffset
        offset[axis] = min(max(knobDrag.offset + moved * (high - low) / track, low), high)
        scrollView.scrollOffset = scrollView.pixelAligned(offset)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        knobDrag = nil
        scrollView?.indicators.scrollingEnded()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesEnded(touches, with: event)
    }
}
