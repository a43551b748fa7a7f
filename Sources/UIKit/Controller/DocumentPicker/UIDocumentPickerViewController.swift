import Foundation
import UniformTypeIdentifiers

/// What a document picker does with what the user picks.
public enum UIDocumentPickerMode: UInt, Sendable {
    case `import` = 0
    case open = 1
    case exportToService = 2
    case moveToService = 3
}

/// Told what the user picked in a document picker, or that they cancelled.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

/// The desktop's file dialog in UIKit's shape: a sheet browsing the file system from
/// `directoryURL` (the home folder by default) — folders first, then the files of the content types
/// asked for — to open files (`forOpeningContentTypes`, copied to a temporary folder first when
/// `asCopy`) or to choose the folder exported files go to (`forExporting`, copied when `asCopy`,
/// else moved). A click on a folder opens it; Back goes to the enclosing one.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    open weak var delegate: UIDocumentPickerDelegate?
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = true
    /// The folder the picker shows first.
    open var directoryURL: URL?
    public let documentPickerMode: UIDocumentPickerMode

    let contentTypes: [UTType]
    let exportedURLs: [URL]
    let asCopy: Bool
    lazy var browser = DocumentBrowser(self)

    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) {
        self.contentTypes = contentTypes.isEmpty ? [.item] : contentTypes
        exportedURLs = []
        self.asCopy = asCopy
        documentPickerMode = asCopy ? .import : .open
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
    }

    public init(forExporting urls: [URL], asCopy: Bool = false) {
        contentTypes = [.folder]
        exportedURLs = urls
        self.asCopy = asCopy
        documentPickerMode = asCopy ? .exportToService : .moveToService
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
    }

    /// The iOS 11 form: type identifiers (unknown ones become data) to import or open.
    public convenience init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        self.init(forOpeningContentTypes: allowedUTIs.map { UTType($0) ?? .data }, asCopy: mode == .import)
    }

    /// The iOS 11 form: files to export (copied) or move.
    public convenience init(urls: [URL], in mode: UIDocumentPickerMode) {
        self.init(forExporting: urls, asCopy: mode != .moveToService)
    }

    public required init?(coder: NSCoder) { nil }

    /// Whether the picker chooses a folder to export to rather than files to open.
    var isExporting: Bool { !exportedURLs.isEmpty }

    open override func loadView() {
        view = browser.makeView()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        browser.show(directoryURL ?? FileManager.default.homeDirectoryForCurrentUser)
    }

    /// The user confirmed: the selected files (or, exporting, the folder shown) are handed over.
    func confirm(_ selection: [URL], in folder: URL) {
        let picked: [URL]
        do {
            picked = try isExporting ? export(to: folder) : selection.map(openingCopy)
        } catch {
            return
        }
        dismiss(animated: true)
        delegate?.documentPicker(self, didPickDocumentsAt: picked)
    }

    func cancel() {
        dismiss(animated: true)
        delegate?.documentPickerWasCancelled(self)
    }

    /// Each exported file in `folder` (never over a file there), copied or moved.
    private func export(to folder: URL) throws -> [URL] {
        try exportedURLs.map { source in
            let destination = unusedFileURL(for: source.lastPathComponent, in: folder)
            if asCopy {
                try FileManager.default.copyItem(at: source, to: destination)
            } else {
                try FileManager.default.moveItem(at: source, to: destination)
            }
            return destination
        }
    }

    /// The file itself, or, importing, its copy in a temporary folder of its own.
    private func openingCopy(_ url: URL) throws -> URL {
        guard asCopy else { return url }
        let inbox = FileManager.default.temporaryDirectory.appendingPathComponent(
            "Inbox-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        let copy = inbox.appendingPathComponent(url.lastPathComponent)
        try FileManager.default.copyItem(at: url, to: copy)
        return copy
    }
}
