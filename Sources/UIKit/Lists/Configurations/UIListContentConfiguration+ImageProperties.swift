import Foundation

extension UIListContentConfiguration {
    /// How a list content configuration's image is drawn and how much room it takes.
    public struct ImageProperties: Hashable {
        /// For either dimension of `reservedLayoutSize`: the list's standard size (24 points wide,
        /// 28 in a sidebar; 22 high).
        public static let standardDimension = -CGFloat.greatestFiniteMagnitude

        /// Kept for symbol images, which this platform does not have.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The colour of template images; nil uses the view's tint colour.
        public var tintColor: UIColor?
        public var tintColorTransformer: UIConfigurationColorTransformer?
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at, keeping its aspect ratio; 0 in a dimension sets no
        /// limit.
        public var maximumSize = CGSize.zero
        /// The least room the image takes (it is centred in it), so rows with images of different
        /// widths line their text up; 0 reserves nothing beyond the image.
        public var reservedLayoutSize = CGSize.zero
        /// Kept; there is no Smart Invert.
        public var accessibilityIgnoresInvertColors = false

        init(tintColor: UIColor?) {
            self.tintColor = tintColor
        }

        /// The tint template images are drawn in, given the view's `tintColor`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }
    }
}
