import Foundation
import UIKit
import UIKitTesting
import UniformTypeIdentifiers
import XCTest

/// The document picker as the desktop's file dialog: listing a folder, opening files of the types
/// asked for (as copies when asked), exporting into a folder, cancelling; and the type identifiers.
final class DocumentPickerTests: XCTestCase {
    @MainActor
    private final class PickLog: UIDocumentPickerDelegate {
        var picked: [URL]?
        var cancelled = false
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            picked = urls
        }
        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancelled = true }
    }

    /// A folder holding `notes.txt`, `photo.png`, `.hidden` and a folder `Archive`.
    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("picker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Archive"), withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try Data([0x89, 0x50]).write(to: folder.appendingPathComponent("photo.png"))
        try Data().write(to: folder.appendingPathComponent(".hidden"))
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// Presents `picker` from a 900 × 700 window; returns the app, the window and the picker's list.
    @MainActor
    private static func present(_ picker: UIDocumentPickerViewController) -> (HeadlessApp, UIWindow, UITableView) {
        let app = HeadlessApp(delegate: LoggingAppDelegate())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 900, height: 700))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        app.runUntilIdle()
        window.rootViewController!.present(picker, animated: false)
        app.runUntilIdle()
        let list = picker.view.subviews.compactMap { $0 as? UITableView }.first!
        return (app, window, list)
    }

    @MainActor
    private static func rows(_ list: UITableView) -> [String] {
        (0..<list.numberOfRows(inSection: 0)).map {
            list.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text ?? "?"
        }
    }

    @MainActor
    private static func click(row: Int, in list: UITableView, _ app: HeadlessApp, _ window: UIWindow) {
        let rect = list.rectForRow(at: IndexPath(row: row, section: 0))
        app.click(at: list.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil), in: window)
        app.runUntilIdle()
    }

    @MainActor
    private static func click(
        button title: String, in picker: UIDocumentPickerViewController, _ app: HeadlessApp, _ window: UIWindow
    ) {
        var pending = [picker.view!]
        while let view = pending.popLast() {
            if let button = view as? UIButton, button.title(for: .normal) == title {
                app.click(
                    at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil), in: window)
                app.runUntilIdle()
                return
            }
            pending += view.subviews
        }
        XCTFail("no \(title) button")
    }

    func testOpeningListsFoldersFirstAndPicksAFileOfTheTypeAskedFor() throws {
        let folder = try makeFolder()
        try MainActor.assumeIsolated {
            let log = PickLog()
            let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
            picker.directoryURL = folder
            picker.delegate = log
            let (app, window, list) = Self.present(picker)
            XCTAssertEqual(Self.rows(list), ["Archive", "notes.txt", "photo.png"])

            Self.click(row: 2, in: list, app, window)
            Self.click(button: "Open", in: picker, app, window)
            XCTAssertNil(log.picked, "a PNG is not plain text")

            Self.click(row: 1, in: list, app, window)
            Self.click(button: "Open", in: picker, app, window)
            XCTAssertEqual(log.picked?.map(\.lastPathComponent), ["notes.txt"])
            XCTAssertEqual(
                log.picked?.first?.standardizedFileURL, folder.appendingPathComponent("notes.txt").standardizedFileURL)
            XCTAssertEqual(try String(contentsOf: log.picked![0], encoding: .utf8), "notes")
        }
    }

    func testImportingHandsOverACopyAndFoldersOpenOnAClick() throws {
        let folder = try makeFolder()
        try Data("old".utf8).write(to: folder.appendingPathComponent("Archive/old.txt"))
        try MainActor.assumeIsolated {
            let log = PickLog()
            let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.text], asCopy: true)
            picker.directoryURL = folder
            picker.delegate = log
            let (app, window, list) = Self.present(picker)
            Self.click(row: 0, in: list, app, window)
            XCTAssertEqual(Self.rows(list), ["old.txt"])
            Self.click(row: 0, in: list, app, window)
            Self.click(button: "Open", in: picker, app, window)

            let copy = try XCTUnwrap(log.picked?.first)
            XCTAssertNotEqual(
                copy.deletingLastPathComponent().standardizedFileURL,
                folder.appendingPathComponent("Archive").standardizedFileURL)
            XCTAssertEqual(try String(contentsOf: copy, encoding: .utf8), "old")
        }
    }

    func testExportingCopiesIntoTheFolderShownBesideWhatIsThere() throws {
        let folder = try makeFolder()
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString).txt")
        try Data("exported".utf8).write(to: source)
        addTeardownBlock { try? FileManager.default.removeItem(at: source) }
        try Data("here".utf8).write(to: folder.appendingPathComponent(source.lastPathComponent))
        try MainActor.assumeIsolated {
            let log = PickLog()
            let picker = UIDocumentPickerViewController(forExporting: [source], asCopy: true)
            picker.directoryURL = folder
            picker.delegate = log
            let (app, window, _) = Self.present(picker)
            Self.click(button: "Save", in: picker, app, window)

            let saved = try XCTUnwrap(log.picked?.first)
            XCTAssertEqual(saved.deletingLastPathComponent().standardizedFileURL.path, folder.standardizedFileURL.path)
            XCTAssertTrue(saved.lastPathComponent.hasSuffix(" 2.txt"))
            XCTAssertEqual(try String(contentsOf: saved, encoding: .utf8), "exported")
            XCTAssertTrue(FileManager.default.fileExists(atPath: source.path), "a copy leaves the original")
        }
    }

    func testCancelTellsTheDelegate() throws {
        let folder = try makeFolder()
        MainActor.assumeIsolated {
            let log = PickLog()
            let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.item])
            picker.directoryURL = folder
            picker.delegate = log
            let (app, window, _) = Self.present(picker)
            Self.click(button: "Cancel", in: picker, app, window)
            app.advance(by: 0.6)
            XCTAssertTrue(log.cancelled)
            XCTAssertNil(window.rootViewController?.presentedViewController)
        }
    }

    func testTypesConformThroughTheirSupertypesAndComeFromExtensionsAndMIMETypes() {
        XCTAssertTrue(UTType.png.conforms(to: .image))
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertTrue(UTType.swiftSource.conforms(to: .plainText))
        XCTAssertEqual(UTType(filenameExtension: "JPG"), .jpeg)
        XCTAssertEqual(UTType(mimeType: "application/pdf"), .pdf)
        XCTAssertEqual(UTType("public.json"), .json)
        XCTAssertNil(UTType("com.example.unknown"))
        let dynamic = UTType(filenameExtension: "xyz")!
        XCTAssertTrue(dynamic.isDynamic)
        XCTAssertTrue(dynamic.conforms(to: .data))
        XCTAssertEqual(UTType.plainText.preferredFilenameExtension, "txt")
        XCTAssertEqual(UTType.plainText.preferredMIMEType, "text/plain")
    }
}
