import UIKit
import UniformTypeIdentifiers
import XCTest

/// NSItemProvider: registered representations, conformance through UTType, and loads that answer on
/// the main queue after the call returns (drained here with one pass of the run loop).
final class NSItemProviderTests: XCTestCase {
    /// Runs the main queue until `done` says so, for at most two seconds.
    private func drainMainQueue(until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(2)
        while !done(), Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) }
    }

    func testAStringLoadsBackAsAStringAndAsUTF8Data() {
        let provider = NSItemProvider(object: "Grüße" as NSString)
        nonisolated(unsafe) var loaded: String?
        nonisolated(unsafe) var data: Data?

        provider.loadObject(ofClass: String.self) { string, _ in loaded = string }
        provider.loadDataRepresentation(forTypeIdentifier: UTType.plainText.identifier) { bytes, _ in data = bytes }
        XCTAssertNil(loaded, "never answered inside the call")
        drainMainQueue { loaded != nil && data != nil }

        XCTAssertEqual(loaded, "Grüße")
        XCTAssertEqual(data, Data("Grüße".utf8))
        XCTAssertEqual(provider.registeredTypeIdentifiers, ["public.utf8-plain-text"])
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier("public.text"))
        XCTAssertTrue(provider.canLoadObject(ofClass: String.self))
        XCTAssertFalse(provider.canLoadObject(ofClass: URL.self))
        XCTAssertFalse(provider.canLoadObject(ofClass: UIImage.self))
    }

    func testAFileURLProviderGivesTheURLTheContentsAndASuggestedName() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("casement-provider-\(getpid()).txt")
        try Data("file body".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let provider = try XCTUnwrap(NSItemProvider(contentsOf: file))
        nonisolated(unsafe) var url: URL?
        nonisolated(unsafe) var contents: Data?

        provider.loadObject(ofClass: URL.self) { loaded, _ in url = loaded }
        provider.loadDataRepresentation(forTypeIdentifier: "public.plain-text") { data, _ in contents = data }
        drainMainQueue { url != nil && contents != nil }

        XCTAssertEqual(url, file)
        XCTAssertEqual(contents, Data("file body".utf8))
        XCTAssertEqual(provider.suggestedName, "casement-provider-\(getpid())")
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier("public.file-url"))
        XCTAssertNil(NSItemProvider(contentsOf: file.appendingPathExtension("missing")))
    }

    func testAnImageGoesAsPNGAndLoadsAsAUIImage() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }
        let provider = NSItemProvider(object: image)
        nonisolated(unsafe) var loaded: UIImage?

        provider.loadObject(ofClass: UIImage.self) { object, _ in loaded = object as? UIImage }
        drainMainQueue { loaded != nil }

        XCTAssertEqual(provider.registeredTypeIdentifiers, ["public.png"])
        XCTAssertEqual(loaded?.size, CGSize(width: 4, height: 3))
        XCTAssertTrue(provider.canLoadObject(ofClass: UIImage.self))
    }

    func testALoadHandlerRunsOnlyWhenAskedAndItsErrorReachesTheCaller() {
        let provider = NSItemProvider()
        nonisolated(unsafe) var asked = 0
        provider.registerDataRepresentation(forTypeIdentifier: "com.example.recipe", visibility: .all) { completion in
            asked += 1
            completion(nil, NSError(domain: "Recipes", code: 7))
            return nil
        }
        nonisolated(unsafe) var error: NSError?
        XCTAssertEqual(asked, 0)

        provider.loadDataRepresentation(forTypeIdentifier: "com.example.recipe") { _, failure in
            error = failure as NSError?
        }
        drainMainQueue { error != nil }

        XCTAssertEqual(asked, 1)
        XCTAssertEqual(error?.domain, "Recipes")
    }

    func testAskingForAClassItCannotMakeFailsWithACoercionError() {
        let provider = NSItemProvider(object: "text" as NSString)
        nonisolated(unsafe) var error: NSError?
        nonisolated(unsafe) var image: Any?

        provider.loadObject(ofClass: UIImage.self) { object, failure in
            image = object
            error = failure as NSError?
        }
        drainMainQueue { error != nil }

        XCTAssertNil(image)
        XCTAssertEqual(error?.domain, NSItemProviderErrorDomain)
        XCTAssertEqual(error?.code, NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)
    }

    func testDataRegisteredWithATypeIdentifierConformsToItsSupertypes() {
        let provider = NSItemProvider(item: Data([1, 2, 3]) as NSData, typeIdentifier: "public.png")

        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier("public.image"))
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier("public.data"))
        XCTAssertFalse(provider.hasItemConformingToTypeIdentifier("public.text"))
    }

    func testAnObjectRegisteredByClassIsMadeOnlyWhenLoaded() {
        let provider = NSItemProvider()
        nonisolated(unsafe) var made = 0
        provider.registerObject(ofClass: NSString.self, visibility: .all) { completion in
            made += 1
            completion("made late" as NSString, nil)
            return nil
        }
        nonisolated(unsafe) var loaded: String?
        XCTAssertEqual(made, 0)
        XCTAssertTrue(provider.canLoadObject(ofClass: String.self))

        provider.loadObject(ofClass: String.self) { string, _ in loaded = string }
        drainMainQueue { loaded != nil }

        XCTAssertEqual(loaded, "made late")
        XCTAssertEqual(made, 1)
    }
}
