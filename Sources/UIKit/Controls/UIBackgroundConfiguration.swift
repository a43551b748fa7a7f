/// How a background looks: a fill colour, rounded corners and an outline, inset from the view's
/// edges. A button configuration's `background` is one; its nil `backgroundColor` lets the
/// button's style choose.
///
/// Only this subset of iOS's background configuration exists here: no custom view, image, visual
/// effect, stroke outset or colour transformers. The outline is drawn inside the background's edges.
public struct UIBackgroundConfiguration {
    /// The fill; nil uses the tint colour (a button configuration's style colour instead).
    public var backgroundColor: UIColor?
    /// The radius of the corners.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the edges of the view.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The outline; nil uses the tint colour (a button's foreground colour) when `strokeWidth` is
    /// above zero.
    public var strokeColor: UIColor?
    /// The width of the outline; 0 (the default) draws none.
    public var strokeWidth: CGFloat = 0

    init(backgroundColor: UIColor? = nil) {
        self.backgroundColor = backgroundColor
    }

    /// A background that draws nothing.
    public static func clear() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .clear)
    }

    /// The fill drawn for a view whose tint colour is `tintColor`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        backgroundColor ?? tintColor
    }

    /// The outline colour drawn for a view whose tint colour is `tintColor`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        strokeColor ?? tintColor
    }
}
