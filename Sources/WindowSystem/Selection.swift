import Foundation

/// The selections a desktop shares between apps: what copy and paste go through, and what a middle
/// click pastes.
public enum SelectionName: Sendable, Hashable, CaseIterable {
    /// Copy and paste (X's `CLIPBOARD`), behind `UIPasteboard.general`.
    case clipboard
    /// The text the user selected last, anywhere (X's `PRIMARY`), which a middle click pastes.
    case primary
    /// What a drag between apps carries (X's `XdndSelection`): owned and read by the backend's
    /// `DragAndDropService`, never by the pasteboard.
    case drag
}

/// MIME types with a meaning of their own to the backends, which offer them under other names too
/// (UTF-8 text is also X's `UTF8_STRING`, `STRING` and `TEXT`).
public enum SelectionType {
    public static let utf8Text = "text/plain;charset=utf-8"
    /// URLs, one a line, each line ended by CR LF (RFC 2483).
    public static let uriList = "text/uri-list"
    public static let png = "image/png"
}

/// One thing offered on a selection, in one or more representations keyed by MIME type.
///
/// A representation's data can be made only when another app asks for it (an image encoded as PNG
/// on a paste, not on every copy), by a provider that runs on the main actor and may return nil when
/// it has nothing to give any more (a text view whose selection went away).
public struct SelectionItem: Sendable {
    public typealias Provider = @MainActor @Sendable () -> Data?

    /// The representations in the order the owner prefers them.
    public private(set) var representations: [(type: String, provider: Provider)] = []

    public init() {}

    /// An item with data already made for each type, in the order given.
    public init(_ representations: [(type: String, data: Data)]) {
        for (type, data) in representations { add(type, data: data) }
    }

    public var types: [String] { representations.map(\.type) }

    /// Adds a representation whose data exists already; a type offered before is replaced.
    public mutating func add(_ type: String, data: Data) {
        add(type) { data }
    }

    /// Adds a representation made by `provider` when someone asks; a type offered before is replaced.
    public mutating func add(_ type: String, provider: @escaping Provider) {
        representations.removeAll { $0.type == type }
        representations.append((type, provider))
    }

    /// The data of one type, made now; nil when the item lacks the type or its provider gave nothing.
    @MainActor
    public func data(for type: String) -> Data? {
        representations.first { $0.type == type }?.provider()
    }
}
