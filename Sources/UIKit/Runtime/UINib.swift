import Foundation

/// An Interface Builder archive, by name or data. Nibs are compiled by Xcode's `ibtool` and Casement
/// reads none, so code that names one compiles and runs until the nib is instantiated, which stops
/// as UIKit stops for a nib it cannot load, saying so.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of the options `instantiate(withOwner:options:)` takes.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private let name: String?
    private let bundle: Bundle

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        bundle = bundleOrNil ?? .main
        super.init()
    }

    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = nil
        bundle = bundleOrNil ?? .main
        super.init()
    }

    /// The archive's top-level objects; stops, as no archive can be read here.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        preconditionAlways(
            false,
            "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name ?? "(data)")'"
                + " (Casement reads no nibs or storyboards: make the view in code)")
        return []
    }
}
