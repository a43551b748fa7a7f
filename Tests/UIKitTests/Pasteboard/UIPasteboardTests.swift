import Foundation
import UIKit
import XCTest

/// Named pasteboards in the process: items, types, values and data, change counts and notifications.
final class UIPasteboardTests: XCTestCase {
    func testAStringIsOneItemOfUTF8PlainText() {
        let pasteboard = UIPasteboard.withUniqueName()

        pasteboard.string = "héllo"

        XCTAssertEqual(pasteboard.numberOfItems, 1)
        XCTAssertEqual(pasteboard.types, ["public.utf8-plain-text"])
        XCTAssertEqual(pasteboard.string, "héllo")
        XCTAssertEqual(pasteboard.data(forPasteboardType: "public.utf8-plain-text"), Data("héllo".utf8))
        XCTAssertTrue(pasteboard.hasStrings)
        XCTAssertFalse(pasteboard.hasURLs)
        XCTAssertTrue(pasteboard.contains(pasteboardTypes: UIPasteboard.typeListString as! [String]))
    }

    func testStringsMakeOneItemEachAndNilEmptiesThePasteboard() {
        let pasteboard = UIPasteboard.withUniqueName()

        pasteboard.strings = ["one", "two", "three"]

        XCTAssertEqual(pasteboard.numberOfItems, 3)
        XCTAssertEqual(pasteboard.strings, ["one", "two", "three"])
        XCTAssertEqual(pasteboard.string, "one")

        pasteboard.string = nil

        XCTAssertEqual(pasteboard.numberOfItems, 0)
        XCTAssertNil(pasteboard.strings)
        XCTAssertEqual(pasteboard.types, [])
    }

    func testDataSetAsTextReadsBackAsAString() {
        let pasteboard = UIPasteboard.withUniqueName()

        pasteboard.setData(Data("raw".utf8), forPasteboardType: "public.plain-text")

        XCTAssertEqual(pasteboard.string, "raw")
        XCTAssertEqual(pasteboard.value(forPasteboardType: "public.plain-text") as? Data, Data("raw".utf8))
    }

    func testSetValueReplacesTheContentsWithOneRepresentation() {
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.strings = ["a", "b"]

        pasteboard.setValue(URL(string: "https://example.com/a")!, forPasteboardType: "public.url")

        XCTAssertEqual(pasteboard.numberOfItems, 1)
        XCTAssertEqual(pasteboard.types, ["public.url"])
        XCTAssertEqual(pasteboard.url, URL(string: "https://example.com/a"))
        XCTAssertEqual(pasteboard.value(forPasteboardType: "public.url") as? URL, URL(string: "https://example.com/a"))
        XCTAssertNil(pasteboard.string)
    }

    func testItemsKeepEveryRepresentationAndTypeAutomaticPicksTheUsualTypes() {
        let pasteboard = UIPasteboard.withUniqueName()

        pasteboard.items = [
            ["public.utf8-plain-text": "caption", "com.example.custom": Data([1, 2, 3])],
            [UIPasteboard.typeAutomatic: URL(string: "https://example.com")!],
        ]

        XCTAssertEqual(pasteboard.numberOfItems, 2)
        XCTAssertEqual(
            pasteboard.types(forItemSet: nil)?.map(Set.init),
            [
                ["com.example.custom", "public.utf8-plain-text"], ["public.url"],
            ])
        XCTAssertEqual(pasteboard.items[0]["com.example.custom"] as? Data, Data([1, 2, 3]))
        XCTAssertEqual(pasteboard.items[1]["public.url"] as? URL, URL(string: "https://example.com"))
        XCTAssertEqual(pasteboard.itemSet(withPasteboardTypes: ["public.url"]), IndexSet([1]))
        XCTAssertEqual(
            pasteboard.values(forPasteboardType: "public.utf8-plain-text", inItemSet: IndexSet([0, 1])) as? [String],
            ["caption"])
        XCTAssertTrue(pasteboard.contains(pasteboardTypes: ["public.url"], inItemSet: nil))
        XCTAssertFalse(pasteboard.contains(pasteboardTypes: ["public.url"]))
    }

    func testAddItemsAppendsToTheContents() {
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.string = "first"

        pasteboard.addItems([["public.utf8-plain-text": "second"]])

        XCTAssertEqual(pasteboard.strings, ["first", "second"])
    }

    func testAnImageRoundTripsThroughPNG() throws {
        let pasteboard = UIPasteboard.withUniqueName()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }

        pasteboard.image = image

        XCTAssertTrue(pasteboard.hasImages)
        XCTAssertEqual(pasteboard.types, ["public.png"])
        let png = try XCTUnwrap(pasteboard.data(forPasteboardType: "public.png"))
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let decoded = try XCTUnwrap(UIImage(data: png))
        XCTAssertEqual(decoded.size, CGSize(width: 4 * image.scale, height: 3 * image.scale))
        let other = UIPasteboard.withUniqueName()
        other.setData(png, forPasteboardType: "public.png")
        XCTAssertEqual(other.image?.size, decoded.size)
    }

    func testAColourRoundTripsThroughItsData() throws {
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.color = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let data = try XCTUnwrap(pasteboard.data(forPasteboardType: "com.apple.uikit.color"))
        let other = UIPasteboard.withUniqueName()

        other.setData(data, forPasteboardType: "com.apple.uikit.color")

        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        try XCTUnwrap(other.color).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        XCTAssertEqual(red, 1, accuracy: 0.001)
        XCTAssertEqual(green, 0.5, accuracy: 0.001)
        XCTAssertEqual(blue, 0, accuracy: 0.001)
        XCTAssertTrue(other.hasColors)
    }

    func testANamedPasteboardIsFoundAgainUntilRemoved() throws {
        let name = UIPasteboard.Name("test.named.\(UUID().uuidString)")
        XCTAssertNil(UIPasteboard(name: name, create: false))
        let made = try XCTUnwrap(UIPasteboard(name: name, create: true))
        made.string = "kept"

        let found = try XCTUnwrap(UIPasteboard(name: name, create: false))

        XCTAssertEqual(found.name, name)
        XCTAssertEqual(found.string, "kept")
        XCTAssertFalse(found.isPersistent)

        UIPasteboard.remove(withName: name)

        XCTAssertNil(UIPasteboard(name: name, create: false))
        XCTAssertNil(UIPasteboard(name: name, create: true)?.string)
    }

    func testUniqueNamesDiffer() {
        XCTAssertNotEqual(UIPasteboard.withUniqueName().name, UIPasteboard.withUniqueName().name)
    }

    func testEachChangeRaisesTheChangeCount() {
        let pasteboard = UIPasteboard.withUniqueName()
        let start = pasteboard.changeCount

        pasteboard.string = "a"
        pasteboard.addItems([["public.utf8-plain-text": "b"]])
        pasteboard.items = []

        XCTAssertEqual(pasteboard.changeCount, start + 3)
    }

    func testChangesPostTheTypesAddedAndRemoved() {
        MainActor.assumeIsolated {
            let pasteboard = UIPasteboard.withUniqueName()
            pasteboard.string = "text"
            let log = PasteboardNotificationLog(object: pasteboard)

            pasteboard.url = URL(string: "https://example.com")

            XCTAssertEqual(log.userInfos.count, 1)
            let userInfo = log.userInfos.first
            XCTAssertEqual(userInfo?[UIPasteboard.changedTypesAddedUserInfoKey], ["public.url"])
            XCTAssertEqual(userInfo?[UIPasteboard.changedTypesRemovedUserInfoKey], ["public.utf8-plain-text"])
        }
    }

    func testExpiredItemsAreGone() {
        let pasteboard = UIPasteboard.withUniqueName()

        pasteboard.setItems(
            [["public.utf8-plain-text": "old"]], options: [.expirationDate: Date(timeIntervalSinceNow: -1)])

        XCTAssertEqual(pasteboard.numberOfItems, 0)
        XCTAssertNil(pasteboard.string)
    }

    func testAPasteboardCanBeUsedFromAnotherThread() {
        let pasteboard = UIPasteboard.withUniqueName()
        let done = expectation(description: "written on another thread")
        let box = UncheckedBox(pasteboard)

        Thread.detachNewThread {
            box.value.string = "from a thread"
            done.fulfill()
        }
        wait(for: [done], timeout: 5)

        XCTAssertEqual(pasteboard.string, "from a thread")
    }
}

/// Hands a pasteboard (safe to use from any thread, but not `Sendable`, as on iOS) to another thread.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
