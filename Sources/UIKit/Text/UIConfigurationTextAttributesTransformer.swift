import Foundation

/// Rewrites the text attributes a configuration is about to use, for example to change the font
/// of a button configuration's title: it is given the attributes (font and colour included) and
/// returns the ones to draw with.
public struct UIConfigurationTextAttributesTransformer {
    private let transformer: (AttributeContainer) -> AttributeContainer

    public init(_ transformer: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transformer = transformer
    }

    /// The attributes to use instead of `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
        transformer(input)
    }
}
