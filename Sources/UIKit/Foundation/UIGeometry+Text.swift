import CoreGraphics
import Foundation

extension UIEdgeInsets: GeometryTextConvertible {
    package var geometryText: String { GeometryText.braced(top, left, bottom, right) }

    package init(geometryText text: String) {
        let n = GeometryText.numbers(in: text, count: 4)
        self.init(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
}

extension NSDirectionalEdgeInsets: GeometryTextConvertible {
    package var geometryText: String { GeometryText.braced(top, leading, bottom, trailing) }

    package init(geometryText text: String) {
        let n = GeometryText.numbers(in: text, count: 4)
        self.init(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
    }
}

extension UIOffset: GeometryTextConvertible {
    package var geometryText: String { GeometryText.braced(horizontal, vertical) }

    package init(geometryText text: String) {
        let n = GeometryText.numbers(in: text, count: 2)
        self.init(horizontal: n[0], vertical: n[1])
    }
}

/// `insets` as `"{top, left, bottom, right}"` (Swift on iOS spells it `NSCoder.string(for:)`).
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String { insets.geometryText }

/// The insets in a string of the form `"{top, left, bottom, right}"`; zero where a number is missing.
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets { UIEdgeInsets(geometryText: string) }

/// `insets` as `"{top, leading, bottom, trailing}"`.
public func NSStringFromDirectionalEdgeInsets(_ insets: NSDirectionalEdgeInsets) -> String { insets.geometryText }

/// The insets in a string of the form `"{top, leading, bottom, trailing}"`; zero where a number is missing.
public func NSDirectionalEdgeInsetsFromString(_ string: String) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(geometryText: string)
}

/// `offset` as `"{horizontal, vertical}"`.
public func NSStringFromUIOffset(_ offset: UIOffset) -> String { offset.geometryText }

/// The offset in a string of the form `"{horizontal, vertical}"`; zero where a number is missing.
public func UIOffsetFromString(_ string: String) -> UIOffset { UIOffset(geometryText: string) }
