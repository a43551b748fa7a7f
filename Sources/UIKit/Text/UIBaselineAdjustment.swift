/// Where a label's single line of text sits vertically once `adjustsFontSizeToFitWidth` has shrunk it.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The baseline stays where the text at its full size would have it.
    case alignBaselines = 0
    /// The shrunk text is centred in the bounds.
    case alignCenters = 1
    /// The top of the shrunk text stays where the top of the full-size text would be.
    case none = 2
}
