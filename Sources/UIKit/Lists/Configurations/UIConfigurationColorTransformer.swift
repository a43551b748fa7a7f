import Foundation

/// Turns the colour a configuration was given into the one it draws with, e.g. a grey variant
/// of an image's tint for a disabled state.
///
/// Two transformers are equal only when one is a copy of the other (closures cannot be compared),
/// so configurations holding them stay `Hashable`.
public struct UIConfigurationColorTransformer: Hashable {
    private final class Transform {
        let body: (UIColor) -> UIColor

        init(_ body: @escaping (UIColor) -> UIColor) {
            self.body = body
        }
    }

    private let transform: Transform

    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = Transform(transform)
    }

    /// The colour to draw instead of `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor {
        transform.body(input)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.transform === rhs.transform
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(transform))
    }

    /// The colour's luminance as a grey of the same opacity.
    nonisolated(unsafe) public static let grayscale = UIConfigurationColorTransformer { color in
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
        return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }

    /// The system tint colour, whatever the input (the app's accent colour on iOS).
    nonisolated(unsafe) public static let preferredTint = UIConfigurationColorTransformer { _ in .tintColor }

    /// A grey of the tint's strength, for content shown without colour.
    nonisolated(unsafe) public static let monochromeTint = UIConfigurationColorTransformer { _ in .systemGray }
}
