extension UIImage {
    /// How an image's stored pixels are turned for display (the EXIF orientations, in UIKit's order).
    public enum Orientation: Int, Sendable {
        /// As stored.
        case up = 0
        /// Rotated 180°.
        case down = 1
        /// Rotated 90° counterclockwise from the stored pixels.
        case left = 2
        /// Rotated 90° clockwise from the stored pixels.
        case right = 3
        /// Flipped horizontally.
        case upMirrored = 4
        /// Flipped vertically.
        case downMirrored = 5
        /// Rotated 90° clockwise and flipped horizontally (the transpose).
        case leftMirrored = 6
        /// Rotated 90° counterclockwise and flipped horizontally (the transverse).
        case rightMirrored = 7

        /// The orientations in EXIF order: the tag value is the index plus one.
        private static let exifOrder: [Orientation] = [
            .up, .upMirrored, .down, .downMirrored, .leftMirrored, .right, .rightMirrored, .left,
        ]

        /// The orientation an EXIF orientation tag value (1…8) names; nil for other values.
        package init?(exifValue: Int) {
            guard (1...8).contains(exifValue) else { return nil }
            self = Orientation.exifOrder[exifValue - 1]
        }

        /// The EXIF orientation tag value (1…8) for this orientation.
        package var exifValue: Int {
            Orientation.exifOrder.firstIndex(of: self)! + 1
        }

        /// Whether displaying turns the image a quarter, so its width and height trade places.
        var swapsWidthAndHeight: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: true
            case .up, .down, .upMirrored, .downMirrored: false
            }
        }
    }

    /// How the inside of a resizable image fills a larger area.
    public enum ResizingMode: Int, Sendable {
        /// The inside repeats at its natural size.
        case tile = 0
        /// The inside is scaled to fit.
        case stretch = 1
    }

    /// Whether an image draws its colours or its shape in a tint colour.
    public enum RenderingMode: Int, Sendable {
        /// The drawing context decides (an image view uses its default: the original colours).
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a template: the tint colour wherever the image is not transparent.
        case alwaysTemplate = 2
    }
}
