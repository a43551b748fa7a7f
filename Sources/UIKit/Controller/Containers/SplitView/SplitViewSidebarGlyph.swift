/// The "toggle sidebar" glyph of the display mode button: a rounded window with a sidebar panel on
/// its leading side, drawn as a template image (the bar tints it). Our own picture in the spirit
/// of iOS's, not a copy.
@MainActor
enum SplitViewSidebarGlyph {
    static let image: UIImage = {
        let size = CGSize(width: 24, height: 20)
        let drawn = UIGraphicsImageRenderer(size: size).image { _ in
            UIColor.black.set()
            let frame = UIBezierPath(roundedRect: CGRect(x: 1.5, y: 2.5, width: 21, height: 15), cornerRadius: 3)
            frame.lineWidth = 1.6
            frame.stroke()
            let divider = UIBezierPath()
            divider.move(to: CGPoint(x: 9, y: 2.5))
            divider.addLine(to: CGPoint(x: 9, y: 17.5))
            divider.lineWidth = 1.6
            divider.stroke()
            for y in [6.0, 9.0, 12.0] {
                UIBezierPath(roundedRect: CGRect(x: 3.5, y: y, width: 3.5, height: 1.4), cornerRadius: 0.7).fill()
            }
        }
        return drawn.withRenderingMode(.alwaysTemplate)
    }()
}
