/// Where the items go along the bar.
extension UITabBar {
    /// The room each side of an inline item's image and title.
    static let inlineItemPadding: CGFloat = 12

    /// The frames of `count` items in the band of the bar's top 49 points (all of a shorter
    /// bar), edges on whole pixels: `.fill` (and `.automatic` with stacked items) divide the width
    /// equally; `.centered` (and `.automatic` with inline items, as in a regular-width bar) places
    /// `itemWidth`-wide items `itemSpacing` apart, centred as a group — inline items by default as
    /// wide as the widest item's image and title, and at least 76 points.
    func itemFrames(count: Int) -> [CGRect] {
        guard count > 0 else { return [] }
        let band = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: min(bounds.height, Self.height))
        let width: CGFloat
        let step: CGFloat
        let start: CGFloat
        let inline = itemLayoutStyle != .stacked
        switch itemPositioning {
        case .automatic where !inline, .fill:
            width = band.width / CGFloat(count)
            step = width
            start = band.minX
        case .automatic, .centered:
            let content = inline ? (buttons.map(\.inlineContentWidth).max() ?? 0) + 2 * Self.inlineItemPadding : 0
            width = itemWidth > 0 ? itemWidth : max(Self.defaultItemWidth, content)
            step = width + (itemSpacing > 0 ? itemSpacing : Self.defaultItemSpacing)
            start = band.midX - (CGFloat(count - 1) * step + width) / 2
        }
        let scale = max(1, contentScaleFactor)
        func pixel(_ x: CGFloat) -> CGFloat { (x * scale).rounded() / scale }
        return (0..<count).map { index in
            let minX = pixel(start + CGFloat(index) * step)
            return CGRect(
                x: minX, y: band.minY, width: pixel(start + CGFloat(index) * step + width) - minX, height: band.height)
        }
    }
}
