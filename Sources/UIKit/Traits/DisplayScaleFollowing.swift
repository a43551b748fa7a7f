/// A view of UIKit's that may show images UIKit drew at a screen's scale (the glyphs of the button
/// types and of table cell accessories), and draws them again when its `displayScale` changes: its
/// window moved to a monitor of another scale.
@MainActor
protocol DisplayScaleFollowing {
    func displayScaleDidChange(to scale: CGFloat)
}

extension UIButton: DisplayScaleFollowing {
    /// The normal image, when it is one of UIKit's glyphs, is drawn again at `scale`.
    func displayScaleDidChange(to scale: CGFloat) {
        guard let current = image(for: .normal), let fresh = UIImage.glyph(current, redrawnAt: scale),
            fresh !== current
        else { return }
        setImage(fresh, for: .normal)
    }
}

extension UIImageView: DisplayScaleFollowing {
    /// The image, when it is one of UIKit's glyphs, is drawn again at `scale`.
    func displayScaleDidChange(to scale: CGFloat) {
        guard let current = image, let fresh = UIImage.glyph(current, redrawnAt: scale), fresh !== current else {
            return
        }
        image = fresh
    }
}

extension UIImage {
    /// The same UIKit glyph as `image` drawn at `scale`; nil when `image` is not one of UIKit's glyphs.
    @MainActor
    fileprivate static func glyph(_ image: UIImage, redrawnAt scale: CGFloat) -> UIImage? {
        if let glyph = TableCellGlyph.glyph(of: image) { return glyph.image(scale: scale) }
        if let type = ButtonSystemGlyph.type(ofGlyph: image) { return ButtonSystemGlyph.image(for: type, scale: scale) }
        return nil
    }
}
