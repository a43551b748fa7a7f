extension UIView {
    /// Draws again at `scale` the images UIKit drew at a screen's scale that the view shows (the
    /// glyphs of the button types and of table cell accessories): its window moved to a monitor of
    /// another scale. Found by class, not by a protocol cast: a conformance check that fails, as it
    /// does for most views, costs more than the rest of a view's trait update.
    func redrawGlyphs(at scale: CGFloat) {
        if let button = self as? UIButton {
            button.redrawGlyph(at: scale)
        } else if let imageView = self as? UIImageView {
            imageView.redrawGlyph(at: scale)
        }
    }
}

extension UIButton {
    /// The normal image, when it is one of UIKit's glyphs, is drawn again at `scale`.
    fileprivate func redrawGlyph(at scale: CGFloat) {
        guard let current = image(for: .normal), let fresh = UIImage.glyph(current, redrawnAt: scale),
            fresh !== current
        else { return }
        setImage(fresh, for: .normal)
    }
}

extension UIImageView {
    /// The image, when it is one of UIKit's glyphs, is drawn again at `scale`.
    fileprivate func redrawGlyph(at scale: CGFloat) {
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
