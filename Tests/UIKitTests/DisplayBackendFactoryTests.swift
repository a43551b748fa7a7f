import UIKit
import UIKitTesting
import XCTest

/// How an app picks its backend from the environment, as `UIApplicationMain` does.
final class DisplayBackendFactoryTests: XCTestCase {
    func testHeadlessChoiceMakesAHeadlessBackendWithoutADisplay() throws {
        try MainActor.assumeIsolated {
            let backend = try DisplayBackendFactory.makeBackend(environment: ["CASEMENT_BACKEND": "headless"])

            XCTAssertTrue(backend is HeadlessBackend)
            XCTAssertEqual(backend.screen, .standard)
        }
    }

    func testNoDisplayFailsWithTheLineNamingDisplayAndTheHeadlessOption() throws {
        try MainActor.assumeIsolated {
            XCTAssertThrowsError(try DisplayBackendFactory.makeBackend(environment: [:])) { error in
                XCTAssertEqual(error as? BackendError, .noDisplay)
                XCTAssertEqual(
                    "\(error)",
                    "casement: DISPLAY is not set; run under an X server (or xvfb-run), or set CASEMENT_BACKEND=headless"
                )
            }
        }
    }

    func testUnknownBackendChoiceFails() throws {
        try MainActor.assumeIsolated {
            XCTAssertThrowsError(try DisplayBackendFactory.makeBackend(environment: ["CASEMENT_BACKEND": "wayland"])) {
                XCTAssertEqual($0 as? BackendError, .unknownBackend("wayland"))
            }
        }
    }
}
