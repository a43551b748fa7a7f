import UIKit
import XCTest

/// Files handed over by `loadFileRepresentation`: copies that last as long as the completion handler.
final class NSItemProviderFileTests: XCTestCase {
    private func drainMainQueue(until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(2)
        while !done(), Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) }
    }

    func testAFileComesAsACopyThatGoesAfterTheHandler() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("casement-file-\(getpid()).txt")
        try Data("original".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let provider = try XCTUnwrap(NSItemProvider(contentsOf: file))
        nonisolated(unsafe) var handed: URL?
        nonisolated(unsafe) var contents: Data?

        provider.loadFileRepresentation(forTypeIdentifier: "public.data") { url, _ in
            handed = url
            contents = url.flatMap { try? Data(contentsOf: $0) }
        }
        drainMainQueue { handed != nil }

        XCTAssertEqual(contents, Data("original".utf8))
        XCTAssertEqual(handed?.lastPathComponent, file.lastPathComponent)
        XCTAssertNotEqual(handed, file, "a copy")
        XCTAssertFalse(FileManager.default.fileExists(atPath: handed?.path ?? "/"), "deleted after the handler")
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), "the original stays")
    }

    func testDataIsWrittenToAFileNamedAfterTheSuggestedName() {
        let provider = NSItemProvider(item: Data("{}".utf8) as NSData, typeIdentifier: "public.json")
        provider.suggestedName = "settings"
        nonisolated(unsafe) var name: String?
        nonisolated(unsafe) var contents: Data?

        provider.loadFileRepresentation(forTypeIdentifier: "public.json") { url, _ in
            name = url?.lastPathComponent
            contents = url.flatMap { try? Data(contentsOf: $0) }
        }
        drainMainQueue { name != nil }

        XCTAssertEqual(name, "settings.json")
        XCTAssertEqual(contents, Data("{}".utf8))
    }
}
