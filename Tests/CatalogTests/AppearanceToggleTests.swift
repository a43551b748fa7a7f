import UIKit
import UIKitTesting
import XCTest

@testable import Catalog

/// The Dark switch at the top of the catalogue turns its window dark and back, leaving the others.
final class AppearanceToggleTests: XCTestCase {
    func testTheSwitchTurnsTheMainWindowDarkAndBack() throws {
        try MainActor.assumeIsolated {
            let (app, window, catalog) = launchCatalog(showing: .uikit)
            let toggle = try XCTUnwrap(catalog.view.subviews.compactMap { $0 as? AppearanceToggle }.first)
            let control = try XCTUnwrap(toggle.subviews.compactMap { $0 as? UISwitch }.first)
            XCTAssertFalse(control.isOn)

            control.setOn(true, animated: false)
            control.sendActions(for: .valueChanged)
            app.runUntilIdle()

            XCTAssertEqual(window.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(catalog.children.first?.view.traitCollection.userInterfaceStyle, .dark)
            let others = app.application.windows.filter { $0 !== window }
            XCTAssertFalse(others.isEmpty)
            XCTAssertTrue(others.allSatisfy { $0.traitCollection.userInterfaceStyle == .light })
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 5, y: 300)), RGBA(28, 28, 30))

            control.setOn(false, animated: false)
            control.sendActions(for: .valueChanged)
            app.runUntilIdle()

            XCTAssertEqual(window.traitCollection.userInterfaceStyle, .light)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 5, y: 300)), RGBA(242, 242, 247))
        }
    }
}
