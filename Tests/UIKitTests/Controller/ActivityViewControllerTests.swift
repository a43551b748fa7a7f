import Foundation
import UIKitTesting
import XCTest

@testable import UIKit

/// The activity view controller: which activities it offers for which items, running one chosen by
/// a click, the completion handler, and the desktop's copy, open, save and save in the file dialog.
final class ActivityViewControllerTests: XCTestCase {
    @MainActor
    private final class ShoutActivity: UIActivity {
        var shouted: [String] = []
        private var items: [Any] = []
        override var activityType: ActivityType? { ActivityType("test.shout") }
        override var activityTitle: String? { "Shout" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
            activityItems.contains { $0 is String }
        }
        override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }
        override func perform() {
            shouted = items.compactMap { ($0 as? String)?.uppercased() }
            activityDidFinish(true)
        }
    }

    /// Presents an activity view controller for `items` from a button in an 800 × 600 window;
    /// returns the presented controller's row titles and a click on the row titled so.
    @MainActor
    private final class Shown {
        let app = HeadlessApp(delegate: LoggingAppDelegate())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let controller: UIActivityViewController
        var finished: [String] = []

        init(
            _ items: [Any], activities: [UIActivity]? = nil, excluding excluded: [UIActivity.ActivityType]? = nil,
            opener: ((URL) -> Bool)? = nil
        ) {
            UIApplication.shared.urlOpener = opener
            let root = UIViewController()
            root.view.backgroundColor = .white
            let source = UIView(frame: CGRect(x: 100, y: 100, width: 60, height: 30))
            root.view.addSubview(source)
            window.rootViewController = root
            window.makeKeyAndVisible()
            app.runUntilIdle()
            controller = UIActivityViewController(activityItems: items, applicationActivities: activities)
            controller.excludedActivityTypes = excluded
            controller.popoverPresentationController?.sourceView = source
            controller.completionWithItemsHandler = { [weak self] type, completed, _, _ in
                self?.finished.append("\(type?.rawValue ?? "nil") \(completed)")
            }
            root.present(controller, animated: true)
            app.advance(by: 0.6)
        }

        var titles: [String] {
            controller.view.subviews.compactMap { ($0 as? UIButton)?.title(for: .normal) }
        }

        func choose(_ title: String) {
            let row = controller.view.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == title }!
            app.click(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil), in: window)
            app.advance(by: 0.6)
        }
    }

    func testTheDesktopsActivitiesAreOfferedForTheItemsTheyCanActOn() {
        MainActor.assumeIsolated {
            XCTAssertEqual(Shown(["Hello"]).titles, ["Copy", "Save to Downloads", "Save…"])
            XCTAssertEqual(
                Shown([URL(string: "https://example.com")!], opener: { _ in true }).titles, ["Copy", "Open"])
            XCTAssertEqual(Shown([Data([1, 2])]).titles, ["Save to Downloads", "Save…"])
        }
    }

    func testAppActivitiesComeFirstAndExcludedOnesAreLeftOut() {
        MainActor.assumeIsolated {
            let shout = ShoutActivity()
            let shown = Shown(["hi"], activities: [shout], excluding: [.copyToPasteboard])
            XCTAssertEqual(shown.titles, ["Shout", "Save to Downloads", "Save…"])
            shown.choose("Shout")
            XCTAssertNil(shown.window.rootViewController?.presentedViewController)
            XCTAssertEqual(shout.shouted, ["HI"])
            XCTAssertEqual(shown.finished, ["test.shout true"])
        }
    }

    func testCopyPutsTheTextOnTheClipboard() {
        MainActor.assumeIsolated {
            let shown = Shown(["Shared words"])
            shown.choose("Copy")
            XCTAssertEqual(UIPasteboard.general.string, "Shared words")
            XCTAssertEqual(shown.finished, ["com.apple.UIKit.activity.CopyToPasteboard true"])
        }
    }

    func testOpenHandsTheLinkToTheDesktop() {
        MainActor.assumeIsolated {
            var opened: [URL] = []
            let shown = Shown([URL(string: "https://example.com/page")!]) {
                opened.append($0)
                return true
            }
            shown.choose("Open")
            shown.app.runUntilIdle()
            RunLoop.main.run(until: Date())
            XCTAssertEqual(opened, [URL(string: "https://example.com/page")!])
        }
    }

    func testSaveWritesEachItemToTheDownloadsFolderBesideWhatIsThere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("casement-downloads-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        setenv("XDG_DOWNLOAD_DIR", folder.path, 1)
        defer {
            unsetenv("XDG_DOWNLOAD_DIR")
            try? FileManager.default.removeItem(at: folder)
        }
        MainActor.assumeIsolated {
            Shown(["First note"]).choose("Save to Downloads")
            Shown(["Second note"]).choose("Save to Downloads")
        }
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("Text.txt"), encoding: .utf8), "First note")
        XCTAssertEqual(
            try String(contentsOf: folder.appendingPathComponent("Text 2.txt"), encoding: .utf8), "Second note")
    }

    func testSaveAsOpensTheFileDialogAndSavesInTheFolderChosen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("casement-save-as-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try MainActor.assumeIsolated {
            let shown = Shown(["Chosen place"])
            shown.choose("Save…")
            shown.app.advance(by: 0.6)
            let picker = try XCTUnwrap(
                shown.window.rootViewController?.presentedViewController as? UIDocumentPickerViewController)
            picker.browser.show(folder)
            shown.app.runUntilIdle()
            let save = try XCTUnwrap(Self.button("Save", in: picker.view))
            shown.app.click(
                at: save.convert(CGPoint(x: save.bounds.midX, y: save.bounds.midY), to: nil), in: shown.window)
            shown.app.advance(by: 0.6)
            XCTAssertEqual(shown.finished, ["org.casement.activity.SaveToFile true"])
            XCTAssertNil(shown.window.rootViewController?.presentedViewController)
        }
        XCTAssertEqual(
            try String(contentsOf: folder.appendingPathComponent("Text.txt"), encoding: .utf8), "Chosen place")
    }

    @MainActor
    private static func button(_ title: String, in view: UIView) -> UIButton? {
        if let button = view as? UIButton, button.title(for: .normal) == title { return button }
        return view.subviews.lazy.compactMap { button(title, in: $0) }.first
    }

    func testDismissingWithoutChoosingTellsTheHandlerNothingRan() {
        MainActor.assumeIsolated {
            let shown = Shown(["Hello"])
            shown.app.click(at: CGPoint(x: 700, y: 500), in: shown.window)
            shown.app.advance(by: 0.6)
            XCTAssertNil(shown.window.rootViewController?.presentedViewController)
            XCTAssertEqual(shown.finished, ["nil false"])
        }
    }
}
