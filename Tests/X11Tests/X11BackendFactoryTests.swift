import Foundation
import UIKit
import X11Backend
import XCTest

/// The backend UIKit picks when an X display is there.
final class X11BackendFactoryTests: XCTestCase {
    func testDisplayWithoutBackendChoiceMakesTheX11Backend() throws {
        try MainActor.assumeIsolated {
            _ = try requireObserver()
            let environment = ["DISPLAY": ProcessInfo.processInfo.environment["DISPLAY"] ?? ""]

            let backend = try DisplayBackendFactory.makeBackend(environment: environment)

            XCTAssertTrue(backend is X11Backend)
        }
    }
}
