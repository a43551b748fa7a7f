/// The back of a tab bar: its shadow — a hairline or the bar's `shadowImage` — in a strip just
/// above the bar, and below it the bar's fill or background image. The bar keeps it behind its
/// items and places it so that the strip lies outside the bar's top edge, as iOS does.
@MainActor
final class TabBarBackgroundView: BarDecorationView {
    /// What fills the bar's area.
    enum Fill {
        case color(UIColor)
        /// Stretched when resizable, otherwise tiled from the bar's top-left corner.
        case image(UIImage)
    }

    /// What fills the shadow strip.
    enum Shadow {
        case color(UIColor)
        case image(UIImage)
    }

    var fill = Fill.color(.clear) {
        didSet { setNeedsDisplay() }
    }

    var shadow = Shadow.color(.clear) {
        didSet { setNeedsDisplay() }
    }

    /// The height of the shadow strip at the top of the view.
    var shadowHeight: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        let strip = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: shadowHeight)
        switch shadow {
        case .color(let color):
            color.setFill()
            UIRectFillUsingBlendMode(strip, .normal)
        case .image(let image):
            image.draw(in: strip)
        }
        let area = CGRect(x: bounds.minX, y: strip.maxY, width: bounds.width, height: bounds.height - shadowHeight)
        switch fill {
        case .color(let color):
            color.setFill()
            UIRectFillUsingBlendMode(area, .normal)
        case .image(let image):
            Self.draw(image, filling: area)
        }
    }

    private static func draw(_ image: UIImage, filling area: CGRect) {
        if image.attributes.isResizable || image.capInsets != .zero {
            image.draw(in: area)
            return
        }
        let size = image.size
        guard size.width > 0, size.height > 0, let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.clip(to: area)
        var y = area.minY
        while y < area.maxY {
            var x = area.minX
            while x < area.maxX {
                image.draw(at: CGPoint(x: x, y: y))
                x += size.width
            }
            y += size.height
        }
        context.restoreGState()
    }
}
