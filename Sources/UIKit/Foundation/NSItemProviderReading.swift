import Foundation
import UniformTypeIdentifiers

/// A class whose instances an `NSItemProvider` can make from data: Foundation's protocol, which
/// Foundation on Linux does not have.
public protocol NSItemProviderReading: NSObjectProtocol {
    /// The type identifiers the class reads, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An instance made from `data` of `typeIdentifier`, one of the readable types (or a subtype).
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// A class whose instances an `NSItemProvider` can offer as data: Foundation's protocol.
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The type identifiers instances write, best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The types this instance writes; the class's by default.
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Makes the data of `typeIdentifier` and hands it to `completionHandler`, on any thread.
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

extension NSItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
}

/// Whether `type` is `wanted` or one of its subtypes, for declared and undeclared identifiers alike.
func itemProviderType(_ type: String, conformsTo wanted: String) -> Bool {
    if type == wanted { return true }
    guard let type = UTType(type), let wanted = UTType(wanted) else { return false }
    return type.conforms(to: wanted)
}

/// The error Foundation reports when an item cannot be made in the class or type asked for.
func itemProviderCoercionError(_ message: String) -> NSError {
    NSError(
        domain: NSItemProviderErrorDomain, code: NSItemProvider.ErrorCode.unavailableCoercionError.rawValue,
        userInfo: [NSLocalizedDescriptionKey: message])
}

/// Strings go as UTF-8 plain text and read from any plain text.
extension NSString: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.utf8PlainText.identifier, UTType.plainText.identifier, UTType.text.identifier]
    }

    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8), let object = NSString(string: text) as? Self else {
            throw itemProviderCoercionError("The data of type \(typeIdentifier) is not UTF-8 text.")
        }
        return object
    }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }
}

/// URLs go as their absolute string in UTF-8, as `public.file-url` for files and `public.url` otherwise.
extension NSURL: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.fileURL.identifier, UTType.url.identifier]
    }

    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    public var writableTypeIdentifiersForItemProvider: [String] {
        isFileURL ? [UTType.fileURL.identifier, UTType.url.identifier] : [UTType.url.identifier]
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, let url = URL(string: text), url.scheme != nil, let object = (url as NSURL) as? Self
        else { throw itemProviderCoercionError("The data of type \(typeIdentifier) is not a URL.") }
        return object
    }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }
}

/// Images go as PNG and read from any image format UIImage decodes.
extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.png.identifier, UTType.jpeg.identifier, UTType.image.identifier]
    }

    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier] }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data), let object = image as? Self else {
            throw itemProviderCoercionError("The data of type \(typeIdentifier) is not an image UIImage reads.")
        }
        return object
    }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(pngData(), nil)
        return nil
    }
}
