/// What a per-state appearance value of a segmented control or stepper is for: one state
/// (background images), a left and a right state (divider images) or a segment position (content
/// adjustments), and the bar metrics.
struct ControlAppearanceKey: Hashable {
    private let first: UInt
    private let second: UInt?
    private let barMetrics: Int

    init(_ state: UIControl.State, _ rightState: UIControl.State? = nil, barMetrics: UIBarMetrics = .default) {
        first = state.rawValue
        second = rightState?.rawValue
        self.barMetrics = barMetrics.rawValue
    }

    init(position: UISegmentedControl.Segment, barMetrics: UIBarMetrics) {
        first = UInt(position.rawValue)
        second = nil
        self.barMetrics = barMetrics.rawValue
    }
}
