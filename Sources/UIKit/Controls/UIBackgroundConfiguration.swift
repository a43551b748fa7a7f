/// How a background looks: a fill colour, an image and a custom view, with rounded corners and an
/// outline, inset from the view's edges. A button configuration's `background` is one; cells and
/// header/footer views show one (`backgroundConfiguration`), made by the list factories in
/// `UIBackgroundConfiguration+List.swift`, whose `updated(for:)` gives the state's colours.
///
/// There is no visual effect: this platform has no blur.
public struct UIBackgroundConfiguration: Hashable {
    /// The list background the configuration was made as; nil for `clear()` and a button's.
    let listStyle: ListBackgroundStyle?
    /// The fill `listStyle` gave the state last applied: a fill still equal to it was not
    /// customised, so the next state's replaces it.
    var stateBackgroundColor: UIColor?

    /// A view filling the background, under the image; clipped to the corners.
    public var customView: UIView?
    /// The radius of the corners.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the edges of the view.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The edges where `backgroundInsets` count from the view's layout margins instead of its edges.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill; nil uses the tint colour (a button configuration's style colour instead).
    public var backgroundColor: UIColor?
    /// Applied to the fill colour before it is drawn.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// An image drawn over the fill, placed by `imageContentMode`.
    public var image: UIImage?
    public var imageContentMode = UIView.ContentMode.scaleToFill
    /// The outline; nil uses the tint colour (a button's foreground colour) when `strokeWidth` is
    /// above zero.
    public var strokeColor: UIColor?
    /// Applied to the outline colour before it is drawn.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The width of the outline; 0 (the default) draws none.
    public var strokeWidth: CGFloat = 0
    /// How far the outline lies outside the background's edges (inside when negative).
    public var strokeOutset: CGFloat = 0

    init(backgroundColor: UIColor? = nil) {
        listStyle = nil
        self.backgroundColor = backgroundColor
    }

    init(listStyle: ListBackgroundStyle) {
        self.listStyle = listStyle
        let color = listStyle.backgroundColor(for: ListBackgroundState())
        stateBackgroundColor = color
        backgroundColor = color
        cornerRadius = listStyle.cornerRadius
    }

    /// A background that draws nothing.
    public static func clear() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .clear)
    }

    /// The fill drawn for a view whose tint colour is `tintColor`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The outline colour drawn for a view whose tint colour is `tintColor`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// The configuration in `state`: a list background's fill for the state (grey while a cell is
    /// highlighted or selected, the tint for a selected sidebar row) where the fill is still the
    /// list style's; other configurations as they are.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard let listStyle else { return self }
        var copy = self
        let color = listStyle.backgroundColor(for: ListBackgroundState(state))
        if backgroundColor == stateBackgroundColor { copy.backgroundColor = color }
        copy.stateBackgroundColor = color
        return copy
    }
}
