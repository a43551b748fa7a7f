import Foundation

/// Items shared between places in an app and, through the general pasteboard, with other apps: the
/// desktop's clipboard.
///
/// As on iOS the class has no actor: it can be used from any thread. Named pasteboards live in this
/// process only. The general pasteboard is the display's clipboard (see `GeneralPasteboardStorage`):
/// reading what another app copied asks that app and waits for its answer, at most about a second.
/// Pasteboards found by name are separate objects sharing one storage, so they compare unequal with
/// `===` but always agree.
open class UIPasteboard: NSObject {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The system-wide pasteboard: the desktop's clipboard.
        public static let general = Name("com.apple.UIKit.pboard.general")
        @available(*, deprecated, message: "The Find pasteboard is no longer available.")
        public static let find = Name("com.apple.UIKit.pboard.find")
    }

    /// What `setItems(_:options:)` takes besides the items.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A `Date` after which the pasteboard's items are gone.
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        /// A `Bool`: true keeps the items from other apps.
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    }

    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// The key under which `setItems` takes a string, URL, image or colour and gives it its usual types.
    public static let typeAutomatic = PasteboardTypes.automatic

    public class var typeListString: NSArray { NSArray(array: PasteboardTypes.strings) }
    public class var typeListURL: NSArray { NSArray(array: PasteboardTypes.urls) }
    public class var typeListImage: NSArray { NSArray(array: PasteboardTypes.images) }
    public class var typeListColor: NSArray { NSArray(array: PasteboardTypes.colors) }

    /// Immutable after creation, and `general`'s storage is safe to use from any thread.
    nonisolated(unsafe) private static let generalPasteboard = UIPasteboard(
        name: .general, storage: GeneralPasteboardStorage.shared)

    /// The system-wide pasteboard: the desktop's clipboard.
    open class var general: UIPasteboard { generalPasteboard }

    public let name: Name
    let storage: PasteboardStorage

    init(name: Name, storage: PasteboardStorage) {
        self.name = name
        self.storage = storage
        super.init()
    }

    /// The pasteboard of that name, made when `create` is true and there is none; nil otherwise.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        guard let storage = PasteboardRegistry.storage(named: pasteboardName, create: create) else { return nil }
        self.init(name: pasteboardName, storage: storage)
    }

    /// A new pasteboard with a name no other has.
    open class func withUniqueName() -> UIPasteboard {
        let name = Name(UUID().uuidString)
        return UIPasteboard(name: name, create: true)!
    }

    /// Forgets the pasteboard of that name: its name finds a new, empty one from now on.
    open class func remove(withName pasteboardName: Name) {
        PasteboardRegistry.remove(pasteboardName)
        let removed = UncheckedPosting(name: removedNotification, object: nil, userInfo: nil)
        removed.postOnMainQueue()
    }

    /// Always false: pasteboards here do not outlive the process (the clipboard's contents go with the
    /// app that owns them, as on the desktop).
    open var isPersistent: Bool { false }

    /// A number that rises with each change of the contents: the app's, and for the general pasteboard
    /// each copy in another app.
    open var changeCount: Int { storage.changeCount }

    open var numberOfItems: Int { storage.items.count }

    /// Every item as a dictionary from type to value.
    open var items: [[String: Any]] {
        get { storage.items.map(\.dictionary) }
        set { setItems(newValue) }
    }

    /// The first item's types.
    open var types: [String] { storage.items.first?.types ?? [] }

    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        let options = PasteboardOptions(
            localOnly: options[.localOnly] as? Bool ?? false,
            expirationDate: options[.expirationDate] as? Date)
        replaceItems(with: items.map(PasteboardItem.init), options: options)
    }

    open func addItems(_ items: [[String: Any]]) {
        replaceItems(with: storage.items + items.map(PasteboardItem.init))
    }

    open func contains(pasteboardTypes: [String]) -> Bool {
        storage.items.first.map { !Set($0.types).isDisjoint(with: pasteboardTypes) } ?? false
    }

    /// The first item's data of that type.
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        storage.items.first?.value(for: pasteboardType)?.data(as: pasteboardType)
    }

    /// The first item's value of that type: text as a `String`, a URL as a `URL`, an image as a
    /// `UIImage`, a colour as a `UIColor`, anything else as `Data`.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        storage.items.first?.value(for: pasteboardType)?.object(as: pasteboardType)
    }

    /// Replaces the contents with one item holding `data` as that type.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        replaceItems(with: [PasteboardItem([(pasteboardType, .data(data))])])
    }

    /// Replaces the contents with one item holding `value` as that type; a value of a kind the
    /// pasteboard cannot hold (see `items`) leaves it empty.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        replaceItems(with: PasteboardValue(value).map { [PasteboardItem([(pasteboardType, $0)])] } ?? [])
    }

    // MARK: Strings, URLs, images and colours
    //
    // Each getter reads the items that have a type of its kind; each setter replaces the contents with
    // one item per value (nil or an empty array empties it).

    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    open var strings: [String]? {
        get { values(of: PasteboardTypes.textTypes) { $0.string } }
        set { setValues(newValue, as: PasteboardTypes.utf8PlainText, PasteboardValue.string) }
    }

    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    open var urls: [URL]? {
        get { values(of: PasteboardTypes.urlTypes) { $0.url } }
        set { setValues(newValue, as: PasteboardTypes.url, PasteboardValue.url) }
    }

    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// Images read from any image type the items have; set ones are offered as PNG, encoded only when
    /// another app or a data read asks.
    open var images: [UIImage]? {
        get { values(of: PasteboardTypes.imageTypes) { $0.image } }
        set { setValues(newValue, as: PasteboardTypes.png, PasteboardValue.image) }
    }

    open var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }

    open var colors: [UIColor]? {
        get { values(of: [PasteboardTypes.color]) { $0.color } }
        set { setValues(newValue, as: PasteboardTypes.color, PasteboardValue.color) }
    }

    open var hasStrings: Bool { hasType(in: PasteboardTypes.textTypes) }
    open var hasURLs: Bool { hasType(in: PasteboardTypes.urlTypes) }
    open var hasImages: Bool { hasType(in: PasteboardTypes.imageTypes) }
    open var hasColors: Bool { hasType(in: [PasteboardTypes.color]) }

    // MARK: Item sets: sets of item indexes, nil meaning every item

    open func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        let items = self.items(in: itemSet)
        return items.isEmpty ? nil : items.map(\.types)
    }

    open func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        items(in: itemSet).contains { !Set($0.types).isDisjoint(with: pasteboardTypes) }
    }

    /// The indexes of the items that have any of `pasteboardTypes`, or nil when none has.
    open func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet? {
        let items = storage.items
        let indexes = items.indices.filter { !Set(items[$0].types).isDisjoint(with: pasteboardTypes) }
        return indexes.isEmpty ? nil : IndexSet(indexes)
    }

    open func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        let values = items(in: itemSet).compactMap { $0.value(for: pasteboardType)?.object(as: pasteboardType) }
        return values.isEmpty ? nil : values
    }

    open func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        let data = items(in: itemSet).compactMap { $0.value(for: pasteboardType)?.data(as: pasteboardType) }
        return data.isEmpty ? nil : data
    }
}
