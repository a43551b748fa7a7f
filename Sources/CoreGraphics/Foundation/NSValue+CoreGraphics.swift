import Foundation

/// Boxes for Core Graphics structures, as UIKit adds them to `NSValue` on iOS; points, sizes and
/// rectangles use Foundation's own boxes (`NSValue(point:)`), so they archive and compare with them.
extension NSValue {
    /// A box holding `point`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// A box holding `size`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// A box holding `rect`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// A box holding `vector`.
    public convenience init(cgVector vector: CGVector) {
        self.init(boxing: vector, objCType: "{CGVector=dd}")
    }

    /// A box holding `transform`.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(boxing: transform, objCType: "{CGAffineTransform=dddddd}")
    }

    /// The point this value holds; traps when it holds something else.
    public var cgPointValue: CGPoint { structure(CGPoint.self, for: "cgPointValue") }

    /// The size this value holds; traps when it holds something else.
    public var cgSizeValue: CGSize { structure(CGSize.self, for: "cgSizeValue") }

    /// The rectangle this value holds; traps when it holds something else.
    public var cgRectValue: CGRect { structure(CGRect.self, for: "cgRectValue") }

    /// The vector this value holds; traps when it holds something else.
    public var cgVectorValue: CGVector { structure(CGVector.self, for: "cgVectorValue") }

    /// The affine transform this value holds; traps when it holds something else.
    public var cgAffineTransformValue: CGAffineTransform {
        structure(CGAffineTransform.self, for: "cgAffineTransformValue")
    }
}
