extension UISegmentedControl {
    /// Which segments a content position adjustment applies to, by where they sit.
    public enum Segment: Int, Sendable {
        case any = 0
        case left = 1
        case center = 2
        case right = 3
        /// The only segment of a control.
        case alone = 4
    }

    /// Sets the attributes of titles in `state` (`.normal`, `.selected`, `.highlighted`,
    /// `.disabled`); a state's attributes override the normal state's, which override the
    /// defaults (the 13-point system font, semibold when selected, in the label colour).
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes.set(attributes, for: state)
        invalidateIntrinsicContentSize()
        showContents()
        setNeedsLayout()
        appearanceMethodDidCall("setTitleTextAttributes:\(state.rawValue)") { (control: UISegmentedControl) in
            control.setTitleTextAttributes(attributes, for: state)
        }
    }

    /// The attributes set for exactly `state`, if any.
    public func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        titleAttributes.value(exactlyFor: state)
    }

    /// Keeps a background image for `state`; not drawn (see the README), the track is drawn instead.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: State, barMetrics: UIBarMetrics) {
        appearanceImages[ControlAppearanceKey(state, barMetrics: barMetrics)] = backgroundImage
    }

    /// The background image kept for `state` and `barMetrics`.
    public func backgroundImage(for state: State, barMetrics: UIBarMetrics) -> UIImage? {
        appearanceImages[ControlAppearanceKey(state, barMetrics: barMetrics)]
    }

    /// Keeps a divider image for a pair of segment states; not drawn (see the README).
    public func setDividerImage(
        _ dividerImage: UIImage?, forLeftSegmentState leftState: State, rightSegmentState rightState: State,
        barMetrics: UIBarMetrics
    ) {
        appearanceImages[ControlAppearanceKey(leftState, rightState, barMetrics: barMetrics)] = dividerImage
    }

    /// The divider image kept for the pair of states and `barMetrics`.
    public func dividerImage(
        forLeftSegmentState leftState: State, rightSegmentState rightState: State, barMetrics: UIBarMetrics
    ) -> UIImage? {
        appearanceImages[ControlAppearanceKey(leftState, rightState, barMetrics: barMetrics)]
    }

    /// Keeps an offset for the content of segments of `leftCenterRightOrAlone`; not applied (use
    /// `setContentOffset(_:forSegmentAt:)` to move one segment's content).
    public func setContentPositionAdjustment(
        _ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics
    ) {
        positionAdjustments[ControlAppearanceKey(position: leftCenterRightOrAlone, barMetrics: barMetrics)] =
            adjustment
    }

    /// The offset kept for segments of `leftCenterRightOrAlone`, zero when none is.
    public func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics)
        -> UIOffset
    {
        positionAdjustments[ControlAppearanceKey(position: leftCenterRightOrAlone, barMetrics: barMetrics)] ?? .zero
    }
}
