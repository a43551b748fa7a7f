import CoreGraphics
import Foundation

/// Keyed coding and string forms of UIKit's geometry structures, archived as their UIKit strings.
extension NSCoder {
    /// Archives `insets` under `key`.
    public func encode(_ insets: UIEdgeInsets, forKey key: String) { encodeGeometry(insets, forKey: key) }

    /// Archives `insets` under `key`.
    public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) { encodeGeometry(insets, forKey: key) }

    /// Archives `offset` under `key`.
    public func encode(_ offset: UIOffset, forKey key: String) { encodeGeometry(offset, forKey: key) }

    /// The insets archived under `key`; zero when there are none.
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets {
        decodeGeometry(UIEdgeInsets.self, forKey: key)
    }

    /// The directional insets archived under `key`; zero when there are none.
    public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets {
        decodeGeometry(NSDirectionalEdgeInsets.self, forKey: key)
    }

    /// The offset archived under `key`; zero when there is none.
    public func decodeUIOffset(forKey key: String) -> UIOffset { decodeGeometry(UIOffset.self, forKey: key) }

    /// `insets` as `"{top, left, bottom, right}"`.
    public class func string(for insets: UIEdgeInsets) -> String { insets.geometryText }

    /// `insets` as `"{top, leading, bottom, trailing}"`.
    public class func string(for insets: NSDirectionalEdgeInsets) -> String { insets.geometryText }

    /// `offset` as `"{horizontal, vertical}"`.
    public class func string(for offset: UIOffset) -> String { offset.geometryText }

    /// The insets in `string` (`"{top, left, bottom, right}"`); zero where a number is missing.
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets { UIEdgeInsets(geometryText: string) }

    /// The insets in `string` (`"{top, leading, bottom, trailing}"`); zero where a number is missing.
    public class func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(geometryText: string)
    }

    /// The offset in `string` (`"{horizontal, vertical}"`); zero where a number is missing.
    public class func uiOffset(for string: String) -> UIOffset { UIOffset(geometryText: string) }
}
