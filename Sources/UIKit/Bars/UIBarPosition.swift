/// Where a bar sits in its window, which decides how its background is drawn.
public enum UIBarPosition: Int, Sendable {
    /// Not said: the bar picks its usual position.
    case any = 0
    /// At the bottom of its area, a toolbar's place.
    case bottom = 1
    /// At the top of its area, below whatever is above it.
    case top = 2
    /// At the top, with its background reaching up under the status bar.
    case topAttached = 3
}
