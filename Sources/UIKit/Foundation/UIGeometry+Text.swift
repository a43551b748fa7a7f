import CoreGraphics
import Foundation

extension UIEdgeInsets: GeometryComponents {
    package static let componentCount = 4
    package var components: [CGFloat] { [top, left, bottom, right] }
    package init(components n: [CGFloat]) { self.init(top: n[0], left: n[1], bottom: n[2], right: n[3]) }
}

extension NSDirectionalEdgeInsets: GeometryComponents {
    package static let componentCount = 4
    package var components: [CGFloat] { [top, leading, bottom, trailing] }
    package init(components n: [CGFloat]) { self.init(top: n[0], leading: n[1], bottom: n[2], trailing: n[3]) }
}

extension UIOffset: GeometryComponents {
    package static let componentCount = 2
    package var components: [CGFloat] { [horizontal, vertical] }
    package init(components n: [CGFloat]) { self.init(horizontal: n[0], vertical: n[1]) }
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
