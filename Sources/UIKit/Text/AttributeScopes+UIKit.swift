import Foundation

extension AttributeScopes {
    /// The attributes UIKit draws, for `AttributedString` values such as a button configuration's
    /// `attributedTitle`: `container.font = .boldSystemFont(ofSize: 17)` and
    /// `container.foregroundColor = .red` read as on iOS. Each key's `name` is the
    /// `NSAttributedString.Key` string drawing reads.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }

        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }

        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }

        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }

        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }

        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }
    }

    /// UIKit's attributes, as in `AttributedString(text, including: \.uiKit)`.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// Lets a container or a run name UIKit's attributes as properties (`container.font`).
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension AttributeContainer {
    /// The UIKit attributes the container holds, keyed as string drawing reads them.
    var uiKitAttributes: [NSAttributedString.Key: Any] {
        typealias Keys = AttributeScopes.UIKitAttributes
        var attributes: [NSAttributedString.Key: Any] = [:]
        func copy<Key: AttributedStringKey>(_ key: Key.Type) where Key.Value: Sendable {
            if let value = self[Key.self] { attributes[NSAttributedString.Key(Key.name)] = value }
        }
        copy(Keys.FontAttribute.self)
        copy(Keys.ForegroundColorAttribute.self)
        copy(Keys.BackgroundColorAttribute.self)
        copy(Keys.KernAttribute.self)
        copy(Keys.BaselineOffsetAttribute.self)
        copy(Keys.UnderlineStyleAttribute.self)
        copy(Keys.StrikethroughStyleAttribute.self)
        return attributes
    }
}

extension NSAttributedString {
    /// `text` for string drawing: each run's UIKit attributes over `defaults`, passed through
    /// `transform` when there is one.
    static func drawable(
        _ text: AttributedString, defaults: AttributeContainer,
        transform: UIConfigurationTextAttributesTransformer? = nil
    ) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        for run in text.runs {
            var attributes = defaults
            attributes.merge(run.attributes)
            if let transform { attributes = transform(attributes) }
            let piece = String(text[run.range].characters)
            result.append(NSAttributedString(string: piece, attributes: attributes.uiKitAttributes))
        }
        return result
    }
}
