import Foundation

extension UIImage {
    /// The relative size of a symbol image next to text.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3
    }

    /// The stroke weight of a symbol image.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9
    }

    /// How a symbol image is sized and weighted. This platform has no SF Symbols, so the
    /// configuration is accepted (a list configuration's `preferredSymbolConfiguration`, say) and
    /// nothing reads it.
    public final class SymbolConfiguration: NSObject, Sendable {
        public convenience init(pointSize: CGFloat) {
            self.init()
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale = .default) {
            self.init()
        }

        public convenience init(textStyle: UIFont.TextStyle) {
            self.init()
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init()
        }

        public convenience init(font: UIFont) {
            self.init()
        }

        public convenience init(scale: SymbolScale) {
            self.init()
        }

        public convenience init(weight: SymbolWeight) {
            self.init()
        }
    }
}
