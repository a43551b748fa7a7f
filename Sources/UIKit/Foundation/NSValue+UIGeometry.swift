import CoreGraphics
import Foundation

/// Boxes for UIKit's geometry structures, as UIKit adds them to `NSValue`.
extension NSValue {
    /// A box holding `insets`.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(boxing: insets, objCType: "{UIEdgeInsets=dddd}")
    }

    /// A box holding `insets`.
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(boxing: insets, objCType: "{NSDirectionalEdgeInsets=dddd}")
    }

    /// A box holding `offset`.
    public convenience init(uiOffset offset: UIOffset) {
        self.init(boxing: offset, objCType: "{UIOffset=dd}")
    }

    /// The edge insets this value holds; traps when it holds something else.
    public var uiEdgeInsetsValue: UIEdgeInsets { structure(UIEdgeInsets.self, for: "uiEdgeInsetsValue") }

    /// The directional edge insets this value holds; traps when it holds something else.
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        structure(NSDirectionalEdgeInsets.self, for: "directionalEdgeInsetsValue")
    }

    /// The offset this value holds; traps when it holds something else.
    public var uiOffsetValue: UIOffset { structure(UIOffset.self, for: "uiOffsetValue") }
}
