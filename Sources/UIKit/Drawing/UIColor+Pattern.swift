extension UIColor {
    /// A colour that paints `image` repeated edge to edge, at the image's size in points and
    /// upright in UIKit's space; an empty image gives a clear colour.
    ///
    /// Tiles start at the origin of the user space current when filling (for `draw(_:)` and a
    /// view's background, the view's top-left corner), not at a fixed pattern phase.
    public convenience init(patternImage image: UIImage) {
        guard let cgImage = image.cgImage else {
            self.init(cgColor: CGColor.clear)
            return
        }
        let tile = PatternTile(image: image.uprightImage(of: cgImage), scale: image.scale)
        self.init(cgColor: CGColor(pattern: tile))
    }
}
