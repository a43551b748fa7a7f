import Foundation
import UIKitTesting
import WindowSystem
import XCTest

@testable import UIKit

/// The general pasteboard on the headless display's clipboard, with the test playing another app.
final class UIPasteboardClipboardTests: XCTestCase {
    func testAStringSetInTheAppIsOfferedToOtherAppsAsUTF8Text() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let selections = app.backend.headlessSelections

            UIPasteboard.general.string = "copied ✓"

            XCTAssertEqual(selections.typesAsAnotherClient(.clipboard), ["text/plain;charset=utf-8"])
            XCTAssertEqual(
                selections.readAsAnotherClient(.clipboard, type: SelectionType.utf8Text), Data("copied ✓".utf8))
            XCTAssertEqual(UIPasteboard.general.string, "copied ✓")
        }
    }

    func testAURLIsOfferedAsAURIListAndAsText() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let selections = app.backend.headlessSelections

            UIPasteboard.general.url = URL(string: "https://example.com/page")

            XCTAssertEqual(selections.typesAsAnotherClient(.clipboard), ["text/uri-list", "text/plain;charset=utf-8"])
            XCTAssertEqual(
                selections.readAsAnotherClient(.clipboard, type: "text/uri-list"),
                Data("https://example.com/page\r\n".utf8))
            XCTAssertEqual(
                selections.readAsAnotherClient(.clipboard, type: SelectionType.utf8Text),
                Data("https://example.com/page".utf8))
        }
    }

    func testAnImageIsOfferedToOtherAppsAsPNG() throws {
        try MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let selections = app.backend.headlessSelections

            UIPasteboard.general.image = UIImage(cgImage: makeImage([[RGBA(255, 0, 0, 255), RGBA(0, 0, 255, 255)]]))

            XCTAssertEqual(selections.typesAsAnotherClient(.clipboard), ["image/png"])
            let png = try XCTUnwrap(selections.readAsAnotherClient(.clipboard, type: "image/png"))
            XCTAssertEqual(UIImage(data: png)?.size, CGSize(width: 2, height: 1))
        }
    }

    func testAnotherAppsCopyIsReadAndRaisesTheChangeCount() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            UIPasteboard.general.string = "ours"
            let count = UIPasteboard.general.changeCount
            let log = PasteboardNotificationLog(object: UIPasteboard.general)

            app.backend.headlessSelections.setByAnotherClient(
                .clipboard,
                item: SelectionItem([
                    (SelectionType.utf8Text, Data("theirs".utf8)), ("application/x-example", Data([7])),
                ]))
            app.runUntilIdle()

            XCTAssertEqual(UIPasteboard.general.changeCount, count + 1)
            XCTAssertEqual(log.userInfos.count, 1)
            XCTAssertEqual(UIPasteboard.general.string, "theirs")
            XCTAssertEqual(UIPasteboard.general.types, ["public.utf8-plain-text", "application/x-example"])
            XCTAssertEqual(UIPasteboard.general.data(forPasteboardType: "application/x-example"), Data([7]))
        }
    }

    func testAnotherAppsImageIsReadFromPNG() throws {
        try MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let png = try XCTUnwrap(UIImage(cgImage: makeImage([[RGBA(0, 255, 0, 255)]])).pngData())

            app.backend.headlessSelections.setByAnotherClient(.clipboard, item: SelectionItem([("image/png", png)]))

            XCTAssertTrue(UIPasteboard.general.hasImages)
            XCTAssertEqual(UIPasteboard.general.image?.size, CGSize(width: 1, height: 1))
        }
    }

    func testLocalOnlyItemsAreNotOfferedButStayUntilAnotherAppCopies() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let selections = app.backend.headlessSelections
            let count = UIPasteboard.general.changeCount

            UIPasteboard.general.setItems([["public.utf8-plain-text": "secret"]], options: [.localOnly: true])

            XCTAssertEqual(selections.typesAsAnotherClient(.clipboard), [])
            XCTAssertEqual(UIPasteboard.general.string, "secret")
            XCTAssertEqual(UIPasteboard.general.changeCount, count + 1)

            selections.setByAnotherClient(.clipboard, item: SelectionItem([(SelectionType.utf8Text, Data("new".utf8))]))

            XCTAssertEqual(UIPasteboard.general.string, "new")
        }
    }

    func testThePrimarySelectionAsksItsProviderOnlyWhenRead() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let selections = app.backend.headlessSelections
            let textView = SelectedText("first")

            PrimarySelection.shared.offer { textView.selectedText() }
            textView.selection = "second"

            XCTAssertEqual(textView.reads, 0)
            XCTAssertTrue(PrimarySelection.shared.isOwned)
            XCTAssertEqual(selections.readAsAnotherClient(.primary, type: SelectionType.utf8Text), Data("second".utf8))
            XCTAssertEqual(textView.reads, 1)
            XCTAssertEqual(UIPasteboard.general.string, nil, "the clipboard is a separate selection")
        }
    }

    func testAnotherAppsSelectionReplacesThePrimaryOne() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            PrimarySelection.shared.setString("ours")

            app.backend.headlessSelections.setByAnotherClient(
                .primary, item: SelectionItem([(SelectionType.utf8Text, Data("theirs".utf8))]))

            XCTAssertFalse(PrimarySelection.shared.isOwned)
            XCTAssertEqual(PrimarySelection.shared.string, "theirs")
        }
    }

    func testWithdrawingThePrimarySelectionEmptiesIt() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            PrimarySelection.shared.setString("selected")

            PrimarySelection.shared.withdraw()

            XCTAssertFalse(PrimarySelection.shared.isOwned)
            XCTAssertNil(PrimarySelection.shared.string)
            XCTAssertEqual(app.backend.headlessSelections.typesAsAnotherClient(.primary), [])
        }
    }
}

/// What a text view gives the primary selection: its selected text, counting the reads.
@MainActor
private final class SelectedText {
    var selection: String
    private(set) var reads = 0

    init(_ selection: String) {
        self.selection = selection
    }

    func selectedText() -> String {
        reads += 1
        return selection
    }
}
