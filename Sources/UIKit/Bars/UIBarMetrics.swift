/// Which bar height an appearance value is for: the regular height, the compact one of a landscape
/// iPhone, and each with a navigation prompt above. A desktop bar is never compact, so values for
/// `.default` are the ones shown.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}
