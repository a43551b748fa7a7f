import Foundation
import UniformTypeIdentifiers

/// The error domain of `NSItemProvider`'s errors.
public let NSItemProviderErrorDomain = "NSItemProviderErrorDomain"

/// Who may see a representation an item provider offers.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0
    case team = 1
    case group = 2
    case ownProcess = 3
}

/// How a file representation is handed over.
public struct NSItemProviderFileOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The receiver gets the file itself rather than a copy.
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

/// Data in one or more representations, keyed by uniform type identifier, made only when someone asks:
/// what a drag carries (`UIDragItem.itemProvider`). Foundation's class, which Foundation on Linux does
/// not have, with its names and signatures.
///
/// Completion handlers are called asynchronously on the main queue, never from inside the call that
/// asked (iOS calls them on a background queue: code written for iOS hops to the main queue itself,
/// which is harmless here). Load handlers the app registers run on the main queue too.
/// Registering and loading may happen on any thread.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// The errors of `NSItemProviderErrorDomain`.
    public enum ErrorCode: Int, Sendable {
        case unknownError = -1
        case itemUnavailableError = -1000
        case unexpectedValueClassError = -1100
        case unavailableCoercionError = -1200
    }

    public typealias DataLoadHandler = @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    public typealias FileLoadHandler =
        @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?

    /// One registered representation: how to make its data.
    struct Representation {
        var typeIdentifier: String
        var visibility: NSItemProviderRepresentationVisibility
        var load: DataLoadHandler
        /// How a file representation hands its file over; nil for data made in memory.
        var file: FileLoadHandler?
    }

    private let lock = NSLock()
    private var representations: [Representation] = []
    private var name: String?

    public override init() {
        super.init()
    }

    /// A provider offering `object` in each type it writes.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider offering `item` as `typeIdentifier`: data as it is, or an object that writes that type.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        if let data = item as? NSData {
            let bytes = Data(referencing: data)
            registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
                completion(bytes, nil)
                return nil
            }
        } else if let object = item as? any NSItemProviderWriting {
            nonisolated(unsafe) let writer = object
            registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
                writer.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// A provider for the file at `fileURL`: its contents as the type its extension names (plain data
    /// when unknown), and the URL itself as `public.file-url`; nil when there is no such file.
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? UTType.data.identifier
        registerFileRepresentation(forTypeIdentifier: type, fileOptions: [], visibility: .all) { completion in
            completion(fileURL, false, nil)
            return nil
        }
        registerObject(fileURL as NSURL, visibility: .all)
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// A name for the item when it is saved as a file (without extension).
    open var suggestedName: String? {
        get { lock.withLock { name } }
        set { lock.withLock { name = newValue } }
    }

    /// The registered types, in registration order.
    open var registeredTypeIdentifiers: [String] {
        lock.withLock { representations.map(\.typeIdentifier) }
    }

    /// Offers `object` in each type it writes, made when someone asks.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        nonisolated(unsafe) let writer = object
        for type in object.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                writer.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Offers an object of `aClass`, made by `loadHandler` only when someone asks, in each type the
    /// class writes.
    open func registerObject(
        ofClass aClass: any NSItemProviderWriting.Type, visibility: NSItemProviderRepresentationVisibility,
        loadHandler:
            @escaping @Sendable (@escaping @Sendable ((any NSItemProviderWriting)?, (any Error)?) -> Void) ->
            Progress?
    ) {
        for type in aClass.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                loadHandler { object, error in
                    guard let object else { return completion(nil, error) }
                    _ = object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
                }
            }
        }
    }

    /// Offers data of `typeIdentifier` that `loadHandler` makes when someone asks; a type registered
    /// before keeps its first registration (as Foundation does).
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping DataLoadHandler
    ) {
        register(Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler))
    }

    /// Offers a file of `typeIdentifier` that `loadHandler` hands over when someone asks; loading its
    /// data reads the file.
    open func registerFileRepresentation(
        forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
        visibility: NSItemProviderRepresentationVisibility, loadHandler: @escaping FileLoadHandler
    ) {
        let readFile: DataLoadHandler = { completion in
            loadHandler { url, _, error in
                guard let url else { return completion(nil, error) }
                do {
                    completion(try Data(contentsOf: url), nil)
                } catch {
                    completion(nil, error)
                }
            }
        }
        register(
            Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: readFile, file: loadHandler))
    }

    /// Whether a registered type is `typeIdentifier` or conforms to it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether an object of `aClass` can be made from a registered type.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        readableRepresentation(for: aClass) != nil
    }

    /// Whether a value of `aClass` (`String`, `URL`) can be made from a registered type.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool
    where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Makes an object of `aClass` from the first registered type it reads, and hands it over on the
    /// main queue; an error when no registered type suits or the data does not make one.
    @discardableResult
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        guard let (requested, available) = readableRepresentation(for: aClass) else {
            let error = itemProviderCoercionError("The item provider cannot make a \(aClass).")
            return Self.finish(Progress(totalUnitCount: 1)) { completionHandler(nil, error) }
        }
        nonisolated(unsafe) let reader = aClass
        return load(available) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try reader.object(withItemProviderData: data, typeIdentifier: requested), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Makes a value of `aClass` (`String`, `URL`) and hands it over on the main queue.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(
        ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
        // The bridging mentions T, whose metatype is not Sendable: it goes in a closure made here.
        nonisolated(unsafe) let deliver: (Any?, (any Error)?) -> Void = { object, error in
            completionHandler((object as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) }, error)
        }
        return loadObject(ofClass: T._ObjectiveCType.self) { object, error in deliver(object, error) }
    }

    /// The data of the first registered type conforming to `typeIdentifier`, handed over on the main
    /// queue; an error when no registered type conforms.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        guard let representation = representation(conformingTo: typeIdentifier) else {
            let error = itemProviderCoercionError("The item provider has no data of type \(typeIdentifier).")
            return Self.finish(Progress(totalUnitCount: 1)) { completionHandler(nil, error) }
        }
        return load(representation, completionHandler: completionHandler)
    }

    /// A file of the first registered type conforming to `typeIdentifier`, handed over on the main queue
    /// as a copy in a temporary folder that is deleted once `completionHandler` returns (copy or move
    /// it from there), as on iOS; data made in memory is written to such a file first.
    @discardableResult
    open func loadFileRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
        guard let representation = representation(conformingTo: typeIdentifier) else {
            let error = itemProviderCoercionError("The item provider has no file of type \(typeIdentifier).")
            return Self.finish(Progress(totalUnitCount: 1)) { completionHandler(nil, error) }
        }
        let name = suggestedName
        guard let file = representation.file else {
            return load(representation) { data, error in
                guard let data else { return completionHandler(nil, error) }
                Self.handOver(data: data, named: name, type: representation.typeIdentifier, to: completionHandler)
            }
        }
        let progress = Progress(totalUnitCount: 1)
        DispatchQueue.main.async {
            _ = file { url, _, error in
                DispatchQueue.main.async {
                    progress.completedUnitCount = 1
                    guard let url else { return completionHandler(nil, error) }
                    Self.handOver(copyOf: url, to: completionHandler)
                }
            }
        }
        return progress
    }

    // MARK: - Internals

    private func register(_ representation: Representation) {
        lock.withLock {
            // A type registered before keeps its first registration.
            guard !representations.contains(where: { $0.typeIdentifier == representation.typeIdentifier }) else {
                return
            }
            representations.append(representation)
        }
    }

    private func representation(conformingTo typeIdentifier: String) -> Representation? {
        lock.withLock { representations.first { itemProviderType($0.typeIdentifier, conformsTo: typeIdentifier) } }
    }

    /// The type `aClass` reads that a registered representation gives, with that representation.
    private func readableRepresentation(
        for aClass: any NSItemProviderReading.Type
    ) -> (String, Representation)? {
        for readable in aClass.readableTypeIdentifiersForItemProvider {
            if let representation = representation(conformingTo: readable) { return (readable, representation) }
        }
        return nil
    }

    /// Runs the representation's load handler on the main queue and hands its answer over there.
    func load(
        _ representation: Representation, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        DispatchQueue.main.async {
            _ = representation.load { data, error in
                let failure =
                    data == nil
                    ? error
                        ?? NSError(
                            domain: NSItemProviderErrorDomain, code: ErrorCode.itemUnavailableError.rawValue,
                            userInfo: [
                                NSLocalizedDescriptionKey:
                                    "The item of type \(representation.typeIdentifier) is not available."
                            ]) : nil
                Self.finish(progress) { completionHandler(data, failure) }
            }
        }
        return progress
    }

    /// Calls `completion` on the main queue, asynchronously, and marks `progress` complete.
    @discardableResult
    static func finish(_ progress: Progress, _ completion: @escaping @Sendable () -> Void) -> Progress {
        DispatchQueue.main.async {
            progress.completedUnitCount = progress.totalUnitCount
            completion()
        }
        return progress
    }
}
