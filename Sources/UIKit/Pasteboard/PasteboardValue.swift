import Foundation

/// One representation's value on a pasteboard: what the app set (kept as it was given, so reading it
/// back costs nothing), or data another app offers, fetched when asked.
enum PasteboardValue: Sendable {
    case string(String)
    case url(URL)
    case image(UIImage)
    case color(UIColor)
    case data(Data)
    /// Data of another app's, read from the system clipboard each time it is asked for.
    case offered(@Sendable () -> Data?)

    /// A value from what `setItems` or `setValue` was given; nil for kinds a pasteboard cannot hold.
    init?(_ object: Any) {
        switch object {
        case let string as String: self = .string(string)
        case let url as URL: self = .url(url)
        case let image as UIImage: self = .image(image)
        case let color as UIColor: self = .color(color)
        case let data as Data: self = .data(data)
        default: return nil
        }
    }

    /// The object `items` and `value(forPasteboardType:)` give: what the app set, or data decoded by type
    /// (text as a `String`, a URL as a `URL`, an image as a `UIImage`, a colour as a `UIColor`).
    func object(as type: String) -> Any? {
        switch self {
        case .string(let string): string
        case .url(let url): url
        case .image(let image): image
        case .color(let color): color
        case .data(let data): data
        case .offered(let read): read().flatMap { Self.decoded($0, as: type) }
        }
    }

    /// The bytes of the value as `type`: text in UTF-8, a URL's absolute string, an image encoded as
    /// JPEG for `public.jpeg` and PNG otherwise, a colour as `application/x-color`.
    func data(as type: String) -> Data? {
        switch self {
        case .string(let string): Data(string.utf8)
        case .url(let url): Data(url.absoluteString.utf8)
        case .image(let image): type == PasteboardTypes.jpeg ? image.jpegData(compressionQuality: 0.9) : image.pngData()
        case .color(let color): Self.colorData(color)
        case .data(let data): data
        case .offered(let read): read()
        }
    }

    var string: String? {
        switch self {
        case .string(let string): string
        case .data, .offered: data(as: PasteboardTypes.utf8PlainText).map { String(decoding: $0, as: UTF8.self) }
        default: nil
        }
    }

    var url: URL? {
        switch self {
        case .url(let url): url
        case .string(let string): URL(string: string)
        case .data, .offered: data(as: PasteboardTypes.url).flatMap(Self.firstURL)
        default: nil
        }
    }

    var image: UIImage? {
        switch self {
        case .image(let image): image
        case .data, .offered: data(as: PasteboardTypes.png).flatMap { UIImage(data: $0) }
        default: nil
        }
    }

    var color: UIColor? {
        switch self {
        case .color(let color): color
        case .data, .offered: data(as: PasteboardTypes.color).flatMap(Self.color(from:))
        default: nil
        }
    }

    private static func decoded(_ data: Data, as type: String) -> Any? {
        let value = PasteboardValue.data(data)
        if PasteboardTypes.textTypes.contains(type) { return value.string }
        if PasteboardTypes.urlTypes.contains(type) { return value.url }
        if PasteboardTypes.imageTypes.contains(type) { return value.image }
        if type == PasteboardTypes.color { return value.color }
        return data
    }

    /// The first URL of a URL's bytes or of a `text/uri-list` (lines ended by CR LF, `#` comments).
    private static func firstURL(in data: Data) -> URL? {
        String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .first { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
            .flatMap { URL(string: $0.trimmingCharacters(in: .whitespaces)) }
    }

    private static func colorData(_ color: UIColor) -> Data {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let values = [red, green, blue, alpha].map { UInt16((min(max($0, 0), 1) * 65535).rounded()) }
        return values.withUnsafeBytes { Data($0) }
    }

    private static func color(from data: Data) -> UIColor? {
        guard data.count >= 8 else { return nil }
        let values = data.prefix(8).withUnsafeBytes { Array($0.bindMemory(to: UInt16.self)) }
        let components = values.map { CGFloat($0) / 65535 }
        return UIColor(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }
}
