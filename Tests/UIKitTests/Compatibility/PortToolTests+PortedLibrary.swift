import Foundation
import XCTest

/// A library as casement-port ports it, run: `Tests/PortFixtures/library-star-rating` is a
/// library-shaped fixture written for these tests (a custom-drawn `UIControl` with `@objc`
/// attributes, a tap recognizer and a timer by `#selector`, an `@objc` protocol of optional
/// requirements checked with `responds(to:)`, overrides in an extension in another file, a selector
/// observer removed with `removeObserver(self)`). `PortToolTests` checks that the tool turns its
/// `input` into its `expected` folder; the `PortedLibraryFixture` executable is that folder with a
/// driver, built by `swift build --build-tests` and run here on the headless backend.
final class PortedLibraryTests: XCTestCase {
    func testPortedStarRatingViewBehavesAsOnIOS() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("PortedLibraryFixture")

        let result = try runCommand([executable.path], deadline: 60)

        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.hasSuffix("all checks passed\n"), result.output)
        for check in [
            "a click on the third star rates 3 through the tap recognizer",
            "the value-changed action reaches its target",
            "the delegate's own method is called", "the moved draw(_:) fills rated stars orange",
            "removeObserver(self) removes the block observer", "the timer's user info reaches its method",
        ] {
            XCTAssertTrue(result.output.contains("ok \(check)\n"), check)
        }
    }
}
