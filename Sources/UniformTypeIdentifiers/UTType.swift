import Foundation

/// A uniform type identifier, as Apple's UniformTypeIdentifiers framework has it: the common public
/// types with their place in the conformance tree, filename extensions and MIME types, and dynamic
/// types for extensions and MIME types it does not know.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?
    /// The types this one conforms to directly.
    private let parents: [String]

    private init(_ identifier: String, _ parents: [String], _ filenameExtension: String? = nil, _ mime: String? = nil) {
        self.identifier = identifier
        self.parents = parents
        preferredFilenameExtension = filenameExtension
        preferredMIMEType = mime
    }

    /// The declared type with this identifier; nil for one it does not know.
    public init?(_ identifier: String) {
        guard let known = Self.declared[identifier] else { return nil }
        self = known
    }

    /// The declared type with this filename extension, else a dynamic type conforming to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let lowered = filenameExtension.lowercased()
        if let known = Self.declared.values.first(where: {
            $0.preferredFilenameExtension == lowered || $0.alternateExtensions.contains(lowered)
        }),
            known.conforms(to: supertype)
        {
            self = known
        } else {
            self.init("dyn.extension.\(lowered)", [supertype.identifier], lowered)
        }
    }

    /// The declared type with this MIME type, else a dynamic type conforming to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let lowered = mimeType.lowercased()
        if let known = Self.declared.values.first(where: { $0.preferredMIMEType == lowered }),
            known.conforms(to: supertype)
        {
            self = known
        } else {
            self.init("dyn.mime.\(lowered)", [supertype.identifier], nil, lowered)
        }
    }

    /// Whether this type is `type` or conforms to it through its supertypes.
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || supertypes.contains(type)
    }

    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) && type != self }
    public func isSubtype(of type: UTType) -> Bool { conforms(to: type) && type != self }

    /// Every type this one conforms to, through its parents.
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var pending = parents
        while let next = pending.popLast() {
            guard let type = Self.declared[next], found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    public var isDeclared: Bool { Self.declared[identifier] != nil }
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    public var description: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    private var alternateExtensions: [String] {
        switch identifier {
        case "public.jpeg": ["jpg", "jpe"]
        case "public.plain-text": ["text", "log"]
        case "public.html": ["htm"]
        case "public.yaml": ["yml"]
        default: []
        }
    }

    public static let item = UTType("public.item", [])
    public static let content = UTType("public.content", [])
    public static let data = UTType("public.data", ["public.item"])
    public static let directory = UTType("public.directory", ["public.item"])
    public static let folder = UTType("public.folder", ["public.directory"])
    public static let url = UTType("public.url", ["public.data"])
    public static let fileURL = UTType("public.file-url", ["public.url"])
    public static let text = UTType("public.text", ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", ["public.text"], "txt", "text/plain")
    public static let utf8PlainText = UTType("public.utf8-plain-text", ["public.plain-text"])
    public static let html = UTType("public.html", ["public.text"], "html", "text/html")
    public static let xml = UTType("public.xml", ["public.text"], "xml", "application/xml")
    public static let json = UTType("public.json", ["public.text"], "json", "application/json")
    public static let yaml = UTType("public.yaml", ["public.text"], "yaml", "application/x-yaml")
    public static let commaSeparatedText = UTType(
        "public.comma-separated-values-text", ["public.text"], "csv", "text/csv")
    public static let rtf = UTType("public.rtf", ["public.text"], "rtf", "text/rtf")
    public static let sourceCode = UTType("public.source-code", ["public.plain-text"])
    public static let swiftSource = UTType("public.swift-source", ["public.source-code"], "swift", "text/x-swift")
    public static let image = UTType("public.image", ["public.data", "public.content"])
    public static let png = UTType("public.png", ["public.image"], "png", "image/png")
    public static let jpeg = UTType("public.jpeg", ["public.image"], "jpeg", "image/jpeg")
    public static let gif = UTType("com.compuserve.gif", ["public.image"], "gif", "image/gif")
    public static let svg = UTType("public.svg-image", ["public.image"], "svg", "image/svg+xml")
    public static let pdf = UTType("com.adobe.pdf", ["public.data", "public.content"], "pdf", "application/pdf")
    public static let audiovisualContent = UTType("public.audiovisual-content", ["public.data", "public.content"])
    public static let movie = UTType("public.movie", ["public.audiovisual-content"])
    public static let audio = UTType("public.audio", ["public.audiovisual-content"])
    public static let mpeg4Movie = UTType("public.mpeg-4", ["public.movie"], "mp4", "video/mp4")
    public static let mp3 = UTType("public.mp3", ["public.audio"], "mp3", "audio/mpeg")
    public static let archive = UTType("public.archive", ["public.data"])
    public static let zip = UTType("public.zip-archive", ["public.archive"], "zip", "application/zip")
    public static let propertyList = UTType("com.apple.property-list", ["public.data"], "plist")

    private static let declared: [String: UTType] = Dictionary(
        uniqueKeysWithValues: [
            item, content, data, directory, folder, url, fileURL, text, plainText, utf8PlainText, html, xml, json,
            yaml, commaSeparatedText, rtf, sourceCode, swiftSource, image, png, jpeg, gif, svg, pdf,
            audiovisualContent, movie, audio, mpeg4Movie, mp3, archive, zip, propertyList,
        ].map { ($0.identifier, $0) })
}
