import Foundation

/// What a custom detent's resolver is given: the traits of the sheet's container and the height
/// of the largest detent.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationController {
    /// A height a sheet rests at, measured up from the bottom of the sheet's container (less its
    /// bottom safe area).
    @preconcurrency @MainActor
    public class Detent: NSObject {
        public typealias ResolutionContext = UISheetPresentationControllerDetentResolutionContext

        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// For a resolver: the detent is not available now.
        public static let dimensionDisabled: CGFloat = -1

        public let identifier: Identifier
        private let resolver: @MainActor (any ResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping @MainActor (any ResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The full height: the largest detent value.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// About half the full height; not available in a compact-height container.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact
                    ? nil : (context.maximumDetentValue / 2).rounded()
            }
        }

        /// A height the resolver works out from the context (nil or `dimensionDisabled`: not
        /// available now); a made-up identifier when none is given.
        public static func custom(
            identifier: Identifier? = nil, resolver: @escaping @MainActor (any ResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The detent's height in `context`, no more than the largest; nil when it is not available.
        public func resolvedValue(in context: any ResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value >= 0 else { return nil }
            return min(value, context.maximumDetentValue)
        }
    }
}

/// The context the sheet resolves its detents in.
@MainActor
struct SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
}

/// Told when the user drags a sheet to another detent.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
