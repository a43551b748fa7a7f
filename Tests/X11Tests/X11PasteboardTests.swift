import Foundation
import WindowSystem
import X11TestSupport
import XCTest

@testable import UIKit

/// The general pasteboard and the primary selection on a real X server, with `xclip` as the other app.
/// While `xclip` reads, the test pumps the app's run loop so the app can answer it.
final class X11PasteboardTests: XCTestCase {
    func testAStringTheAppCopiesIsPastedByAnotherApp() throws {
        try MainActor.assumeIsolated {
            let app = try Self.launch()

            UIPasteboard.general.string = "Grüße ✓"

            XCTAssertEqual(try Self.paste(in: app), "Grüße ✓")
        }
    }

    func testAnotherAppListsTheTargetsTheAppOffers() throws {
        try MainActor.assumeIsolated {
            let app = try Self.launch()

            UIPasteboard.general.string = "listed"

            let targets = try Self.paste(in: app, target: "TARGETS")?.split(separator: "\n").map(String.init) ?? []
            for target in [
                "TARGETS", "TIMESTAMP", "MULTIPLE", "UTF8_STRING", "STRING", "TEXT", "text/plain;charset=utf-8",
                "text/plain",
            ] {
                XCTAssertTrue(targets.contains(target), "\(target) missing from \(targets)")
            }
        }
    }

    func testTheStringTargetIsLatin1() throws {
        try MainActor.assumeIsolated {
            let app = try Self.launch()

            UIPasteboard.general.string = "café ✓"

            let xclip = try Xclip.start("clipboard", target: "STRING")
            XCTAssertTrue(app.pump { xclip.hasFinished })
            XCTAssertEqual(Array(xclip.standardOutputData), Array("caf".utf8) + [0xE9, 0x20, 0x3F])
        }
    }

    func testAnotherAppCanAskForSeveralTargetsAtOnce() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let app = try Self.launch()
            UIPasteboard.general.string = "many"

            let request = x11.requestMultiple("CLIPBOARD", targets: ["UTF8_STRING", "image/png", "STRING"])

            var answer: [String?]?
            XCTAssertTrue(
                app.pump {
                    answer = x11.answer(to: request); return answer != nil
                })
            XCTAssertEqual(answer, ["many", nil, "many"])
        }
    }

    func testAStringAnotherAppCopiesIsReadAndRaisesTheChangeCount() throws {
        try MainActor.assumeIsolated {
            let app = try Self.launch()
            UIPasteboard.general.string = "ours"
            let count = UIPasteboard.general.changeCount
            let log = ChangeLog()

            let xclip = try Xclip.start("clipboard", input: Data("theirs ✓".utf8))

            XCTAssertTrue(app.pump { UIPasteboard.general.changeCount > count && log.count == 1 })
            XCTAssertEqual(UIPasteboard.general.string, "theirs ✓")
            XCTAssertTrue(UIPasteboard.general.hasStrings)
            xclip.end()
        }
    }

    func testAnImageTheAppCopiesIsPastedAsPNG() throws {
        try MainActor.assumeIsolated {
            let app = try Self.launch()

            UIPasteboard.general.image = Self.image(width: 3, height: 2)

            let xclip = try Xclip.start("clipboard", target: "image/png")
            XCTAssertTrue(app.pump { xclip.hasFinished })
            XCTAssertEqual(UIImage(data: xclip.standardOutputData)?.size, CGSize(width: 3, height: 2))
        }
    }

    func testAnImageAnotherAppCopiesIsRead() throws {
        try MainActor.assumeIsolated {
            let app = try Self.launch()
            let count = UIPasteboard.general.changeCount
            let png = try XCTUnwrap(Self.image(width: 5, height: 4).pngData())

            let xclip = try Xclip.start("clipboard", target: "image/png", input: png)

            XCTAssertTrue(app.pump { UIPasteboard.general.hasImages })
            XCTAssertGreaterThan(UIPasteboard.general.changeCount, count)
            XCTAssertEqual(UIPasteboard.general.image?.size, CGSize(width: 5, height: 4))
            xclip.end()
        }
    }

    /// 1.5 MB: more than one property write carries either way (256 KiB for the app, about 1 MiB for
    /// xclip on Xvfb), so both go INCR.
    func testALargeStringGoesBothWaysInPieces() throws {
        try MainActor.assumeIsolated {
            let app = try Self.launch()
            let large = String(repeating: "0123456789abcdé\n", count: 1_500_000 / 17)

            UIPasteboard.general.string = large

            XCTAssertEqual(try Self.paste(in: app, timeout: 20), large)

            let count = UIPasteboard.general.changeCount
            let reversed = String(large.reversed())
            let xclip = try Xclip.start("clipboard", input: Data(reversed.utf8))
            XCTAssertTrue(app.pump(timeout: 20) { UIPasteboard.general.changeCount > count })
            XCTAssertEqual(UIPasteboard.general.string, reversed)
            xclip.end()
        }
    }

    func testThePrimarySelectionGoesBothWays() throws {
        try MainActor.assumeIsolated {
            let app = try Self.launch()

            PrimarySelection.shared.setString("selected here")

            XCTAssertEqual(try Self.paste(in: app, from: "primary"), "selected here")
            XCTAssertNotEqual(UIPasteboard.general.string, "selected here")

            let xclip = try Xclip.start("primary", input: Data("selected there".utf8))
            XCTAssertTrue(app.pump { !PrimarySelection.shared.isOwned })
            XCTAssertEqual(PrimarySelection.shared.string, "selected there")
            xclip.end()
        }
    }

    /// Keys typed while the app waits for another app's answer reach it after the read, in order.
    func testEventsThatArriveDuringAReadAreDeliveredAfterItInOrder() throws {
        try MainActor.assumeIsolated {
            let view = TypedTextView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let app = try X11App.launchTyping(into: view, observer: try requireObserver())
            let xclip = try Xclip.start("clipboard", input: Data("pasted".utf8))
            XCTAssertTrue(app.pump { UIPasteboard.general.hasStrings })
            // Not `xdotool(_:)`: waiting for a Process runs the run loop, which would handle the keys now.
            let typing = try ChildProcess(command: "xdotool", arguments: ["type", "--delay", "5", "abc"])
            XCTAssertTrue(typing.wait { typing.hasFinished })

            let pasted = UIPasteboard.general.string

            XCTAssertEqual(pasted, "pasted")
            XCTAssertEqual(view.typed, "", "no key is handled inside the read")
            XCTAssertTrue(app.pump { view.typed == "abc" }, "typed \(view.typed.debugDescription)")
            xclip.end()
        }
    }

    /// An owner that never answers costs the read about a second, not more, and gives nothing.
    func testAReadFromAnOwnerThatNeverAnswersGivesNothingAtTheDeadline() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let app = try Self.launch()
            let count = UIPasteboard.general.changeCount
            x11.takeSelectionWithoutAnswering("CLIPBOARD")
            defer { x11.releaseSelection("CLIPBOARD") }
            XCTAssertTrue(app.pump { UIPasteboard.general.changeCount > count })
            let start = Date()

            let string = UIPasteboard.general.string

            XCTAssertNil(string)
            XCTAssertLessThan(Date().timeIntervalSince(start), 1.9)
        }
    }

    /// An app with one window, launched on the X server, with xclip there too.
    @MainActor
    private static func launch() throws -> X11App {
        let delegate = ClosureAppDelegate()
        delegate.onLaunch = {
            $0.addWindow(CGRect(x: 40, y: 40, width: 60, height: 60), color: .white).isHidden = false
        }
        return try X11App(delegate: delegate)
    }

    /// What `xclip -out` prints for the selection, while the app answers it.
    @MainActor
    private static func paste(
        in app: X11App, from selection: String = "clipboard", target: String? = nil, timeout: Double = 5
    ) throws -> String? {
        let xclip = try Xclip.start(selection, target: target)
        guard app.pump(timeout: timeout, until: { xclip.hasFinished }), xclip.exitStatus == 0 else {
            XCTFail("xclip did not paste: \(xclip.standardError)")
            return nil
        }
        return xclip.standardOutput
    }

    @MainActor
    private static func image(width: Int, height: Int) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }
}

/// Counts `UIPasteboard.changedNotification`s for the general pasteboard.
@MainActor
private final class ChangeLog {
    private(set) var count = 0
    private var observer: NSObjectProtocol?

    init() {
        observer = NotificationCenter.default.addObserver(
            forName: UIPasteboard.changedNotification, object: UIPasteboard.general, queue: nil
        ) { [unowned self] _ in MainActor.assumeIsolated { count += 1 } }
    }

    isolated deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }
}
