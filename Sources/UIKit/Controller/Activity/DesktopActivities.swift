import Foundation

/// The activities a Linux desktop offers for shared items: copying them to the clipboard, opening a
/// link or file with the desktop's application for it, saving them to the Downloads folder, and
/// saving them where the user chooses in the file dialog.
@MainActor
final class CopyActivity: UIActivity {
    private var items: [Any] = []

    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is String || $0 is URL || $0 is UIImage }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        items = activityItems
    }

    /// Text if there is any, else links, else images, as the clipboard's content.
    override func perform() {
        let pasteboard = UIPasteboard.general
        let strings = items.compactMap { $0 as? String }
        let urls = items.compactMap { $0 as? URL }
        let images = items.compactMap { $0 as? UIImage }
        if !strings.isEmpty {
            pasteboard.strings = strings
        } else if !urls.isEmpty {
            pasteboard.urls = urls
        } else {
            pasteboard.images = images
        }
        activityDidFinish(true)
    }
}

@MainActor
final class OpenActivity: UIActivity {
    private var url: URL?

    override var activityType: ActivityType? { .openWithDefaultApplication }
    override var activityTitle: String? { "Open" }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { ($0 as? URL).map(UIApplication.shared.canOpenURL) ?? false }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        url = activityItems.lazy.compactMap { $0 as? URL }.first
    }

    override func perform() {
        guard let url else { return activityDidFinish(false) }
        UIApplication.shared.open(url) { [weak self] opened in self?.activityDidFinish(opened) }
    }
}

@MainActor
final class SaveActivity: UIActivity {
    private var items: [Any] = []

    override var activityType: ActivityType? { .saveToDownloads }
    override var activityTitle: String? { "Save to Downloads" }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { Self.file(for: $0) != nil }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        items = activityItems
    }

    /// Each item as a file in the Downloads folder (`XDG_DOWNLOAD_DIR`, else `~/Downloads`), never
    /// over one already there.
    override func perform() {
        let folder = Self.downloadsFolder
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            for item in items {
                guard let (name, contents) = Self.file(for: item) else { continue }
                let destination = unusedFileURL(for: name, in: folder)
                switch contents {
                case .data(let data): try data.write(to: destination)
                case .copy(let source): try fileManager.copyItem(at: source, to: destination)
                }
            }
            activityDidFinish(true)
        } catch {
            activityDidFinish(false)
        }
    }

    fileprivate enum Contents {
        case data(Data)
        case copy(URL)
    }

    /// The file an item is saved as: its name and what goes in it.
    fileprivate static func file(for item: Any) -> (String, Contents)? {
        switch item {
        case let text as String: ("Text.txt", .data(Data(text.utf8)))
        case let image as UIImage: image.pngData().map { ("Image.png", .data($0)) }
        case let data as Data: ("Data", .data(data))
        case let url as URL where url.isFileURL: (url.lastPathComponent, .copy(url))
        default: nil
        }
    }

    static var downloadsFolder: URL {
        if let folder = ProcessInfo.processInfo.environment["XDG_DOWNLOAD_DIR"], !folder.isEmpty {
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Downloads", isDirectory: true)
    }
}

/// "Save…": the items become files in a temporary folder, and the file dialog
/// (`UIDocumentPickerViewController(forExporting:)`) moves them to the folder the user chooses.
@MainActor
final class SaveAsActivity: UIActivity, UIDocumentPickerDelegate {
    private var files: [URL] = []
    private var folder: URL?
    /// The activity keeps itself while its dialog shows (the dialog's delegate is weak).
    private var keptWhilePicking: SaveAsActivity?

    override var activityType: ActivityType? { .saveToFile }
    override var activityTitle: String? { "Save…" }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { SaveActivity.file(for: $0) != nil }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "Share-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for item in activityItems {
                guard let (name, contents) = SaveActivity.file(for: item) else { continue }
                let file = unusedFileURL(for: name, in: folder)
                switch contents {
                case .data(let data): try data.write(to: file)
                case .copy(let source): try FileManager.default.copyItem(at: source, to: file)
                }
                files.append(file)
            }
            self.folder = folder
        } catch {
            try? FileManager.default.removeItem(at: folder)
            files = []
        }
    }

    override var activityViewController: UIViewController? {
        guard !files.isEmpty else { return nil }
        let picker = UIDocumentPickerViewController(forExporting: files, asCopy: false)
        picker.delegate = self
        keptWhilePicking = self
        return picker
    }

    /// Nothing could be written to save.
    override func perform() {
        activityDidFinish(false)
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        finish(true)
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        finish(false)
    }

    private func finish(_ saved: Bool) {
        if let folder { try? FileManager.default.removeItem(at: folder) }
        activityDidFinish(saved)
        keptWhilePicking = nil
    }
}
