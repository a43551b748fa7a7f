import Foundation

/// Keyed coding and string forms of Core Graphics structures, as UIKit adds them to `NSCoder`.
///
/// Values are archived as their UIKit strings (`"{1, 2}"`). Foundation on Linux already provides
/// `encode(_:forKey:)` for points, sizes and rectangles (writing `"{1.0, 2.0}"`); the decoders here
/// read both forms.
extension NSCoder {
    /// Archives `geometry` under `key` as its UIKit string.
    package func encodeGeometry(_ geometry: some GeometryTextConvertible, forKey key: String) {
        encode(NSString(string: geometry.geometryText), forKey: key)
    }

    /// The structure archived under `key` as a string; zero when there is none.
    ///
    /// Asks whether the key exists first: Foundation on Linux traps when `decodeObject(of:forKey:)`
    /// is asked for a missing key.
    package func decodeGeometry<Geometry: GeometryTextConvertible>(_: Geometry.Type, forKey key: String) -> Geometry {
        guard containsValue(forKey: key) else { return Geometry(geometryText: "") }
        let text = decodeObject(of: NSString.self, forKey: key).map { String(describing: $0) }
        return Geometry(geometryText: text ?? "")
    }

    /// Archives `vector` under `key`.
    public func encode(_ vector: CGVector, forKey key: String) { encodeGeometry(vector, forKey: key) }

    /// Archives `transform` under `key`.
    public func encode(_ transform: CGAffineTransform, forKey key: String) { encodeGeometry(transform, forKey: key) }

    /// The point archived under `key`; zero when there is none.
    public func decodeCGPoint(forKey key: String) -> CGPoint { decodeGeometry(CGPoint.self, forKey: key) }

    /// The size archived under `key`; zero when there is none.
    public func decodeCGSize(forKey key: String) -> CGSize { decodeGeometry(CGSize.self, forKey: key) }

    /// The rectangle archived under `key`; zero when there is none.
    public func decodeCGRect(forKey key: String) -> CGRect { decodeGeometry(CGRect.self, forKey: key) }

    /// The vector archived under `key`; zero when there is none.
    public func decodeCGVector(forKey key: String) -> CGVector { decodeGeometry(CGVector.self, forKey: key) }

    /// The transform archived under `key`; all zeros when there is none, as on iOS.
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        decodeGeometry(CGAffineTransform.self, forKey: key)
    }

    /// `point` as `"{x, y}"`.
    public class func string(for point: CGPoint) -> String { point.geometryText }

    /// `size` as `"{width, height}"`.
    public class func string(for size: CGSize) -> String { size.geometryText }

    /// `rect` as `"{{x, y}, {width, height}}"`.
    public class func string(for rect: CGRect) -> String { rect.geometryText }

    /// `vector` as `"{dx, dy}"`.
    public class func string(for vector: CGVector) -> String { vector.geometryText }

    /// `transform` as `"[a, b, c, d, tx, ty]"`.
    public class func string(for transform: CGAffineTransform) -> String { transform.geometryText }

    /// The point in `string` (`"{x, y}"`); zero where a number is missing.
    public class func cgPoint(for string: String) -> CGPoint { CGPoint(geometryText: string) }

    /// The size in `string` (`"{width, height}"`); zero where a number is missing.
    public class func cgSize(for string: String) -> CGSize { CGSize(geometryText: string) }

    /// The rectangle in `string` (`"{{x, y}, {width, height}}"`); zero where a number is missing.
    public class func cgRect(for string: String) -> CGRect { CGRect(geometryText: string) }

    /// The vector in `string` (`"{dx, dy}"`); zero where a number is missing.
    public class func cgVector(for string: String) -> CGVector { CGVector(geometryText: string) }

    /// The transform in `string` (`"[a, b, c, d, tx, ty]"`); zero where a number is missing.
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        CGAffineTransform(geometryText: string)
    }
}
