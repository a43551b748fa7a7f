/// Where a text layer cuts text that does not fit its bounds, putting an ellipsis in its place.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// No ellipsis: text beyond the bounds is cut off (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer places lines across its width.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Left for left-to-right text, right for right-to-left text (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Wrapped lines fill the width, except each paragraph's last line.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A font of a type QuartzCore cannot name — UIKit's `UIFont` — given as a text layer's `font`.
///
/// UIKit conforms its font; the layer takes the face from it and the size from `fontSize`.
package protocol TextLayerFont {
    var textLayerFont: FontDescription { get }
}

/// An attributed string in UIKit's attribute keys and values (`UIFont`, `UIColor`,
/// `NSParagraphStyle`…), which QuartzCore cannot read itself.
///
/// UIKit conforms `NSAttributedString`, turning it into text as its own string drawing does.
package protocol TextLayerAttributedString {
    var textLayerText: AttributedText { get }
}
