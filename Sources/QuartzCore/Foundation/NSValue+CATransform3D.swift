import CoreGraphics
import Foundation

/// Boxes for 3D transforms, as Core Animation adds them to `NSValue`, so that animations can take
/// `NSValue(caTransform3D:)` as iOS code writes it.
extension NSValue {
    /// A box holding `transform`.
    public convenience init(caTransform3D transform: CATransform3D) {
        self.init(boxing: transform, objCType: "{CATransform3D=dddddddddddddddd}")
    }

    /// The transform this value holds; traps when it holds something else.
    public var caTransform3DValue: CATransform3D { structure(CATransform3D.self, for: "caTransform3DValue") }
}
