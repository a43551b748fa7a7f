/// The attributes one visual format lays its views out along: which edge a view is entered by
/// (`head`) and left by (`tail`) in reading order, and which size its predicates constrain.
///
/// H: reads leading to trailing unless the options say left to right or right to left; V: reads
/// top to bottom, and with `spacingBaselineToBaseline` measures the gap between two views from the
/// upper one's last baseline to the lower one's first.
struct VisualFormatAxis {
    let head: NSLayoutConstraint.Attribute
    let tail: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute
    /// Whether coordinates grow in reading order (false only right to left).
    let increasing: Bool
    private let baselineToBaseline: Bool

    init(_ orientation: VisualFormat.Orientation, _ options: NSLayoutConstraint.FormatOptions) {
        switch orientation {
        case .vertical:
            (head, tail, size, increasing) = (.top, .bottom, .height, true)
            baselineToBaseline = options.contains(.spacingBaselineToBaseline)
        case .horizontal:
            switch options.intersection(.directionMask) {
            case .directionLeftToRight: (head, tail, increasing) = (.left, .right, true)
            case .directionRightToLeft: (head, tail, increasing) = (.right, .left, false)
            default: (head, tail, increasing) = (.leading, .trailing, true)
            }
            size = .width
            baselineToBaseline = false
        }
    }

    /// The edge a view is entered by from a sibling before it: its first baseline when spacing is
    /// measured between baselines and the item is a view (a layout guide has none).
    @MainActor
    func siblingHead(of item: any LayoutItem) -> NSLayoutConstraint.Attribute {
        baselineToBaseline && item is UIView ? .firstBaseline : head
    }

    /// The edge a view is left by towards a sibling after it.
    @MainActor
    func siblingTail(of item: any LayoutItem) -> NSLayoutConstraint.Attribute {
        baselineToBaseline && item is UIView ? .lastBaseline : tail
    }
}
