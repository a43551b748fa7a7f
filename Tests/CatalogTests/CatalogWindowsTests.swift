import UIKitTesting
import WindowSystem
import XCTest

@testable import Catalog
@testable import UIKit

/// The catalogue as a desktop app: its menu bar, further windows as scenes, and its rows' context menus.
final class CatalogWindowsTests: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { UIApplication.sceneManifestSupportsMultipleScenes = false }
        super.tearDown()
    }

    func testTheMainWindowHasTheMenuBarAndItsPagesMenuSwitchesSets() throws {
        try MainActor.assumeIsolated {
            let (app, window, catalog) = launchCatalog(showing: .drawing)
            let bar = try XCTUnwrap(window.menuBar)

            app.typeKey(.keyboard2, modifiers: .control, in: window)

            XCTAssertTrue(bar.titles.map(\.title).contains("Pages"))
            XCTAssertEqual(catalog.view.frame, CGRect(x: 0, y: 28, width: 1000, height: 960))
            XCTAssertEqual(catalog.pageSet, .animation)
        }
    }

    func testNewWindowOpensASceneOfItsOwnWhichCloses() throws {
        try MainActor.assumeIsolated {
            let (app, window, catalog) = launchCatalog(showing: .drawing)
            let button = try XCTUnwrap(
                catalog.view.descendants(UIButton.self).first { $0.currentTitle == "New Window" })

            app.click(at: button.centre(of: button.bounds, in: window), in: window)
            app.advance(by: 0.5)

            let scenes = app.application.connectedScenes.compactMap { $0 as? UIWindowScene }
            XCTAssertEqual(scenes.count, 2)
            let second = try XCTUnwrap(scenes.first { $0.delegate is CatalogSceneDelegate })
            XCTAssertEqual(second.title, "Casement Catalog — Window 2")
            XCTAssertTrue(app.application.keyWindow?.windowScene === second)
            app.closeFromWindowManager(try XCTUnwrap(second.windows.first))
            XCTAssertEqual(app.application.connectedScenes.count, 1)
            XCTAssertNil(app.exitStatus)
        }
    }

    func testAListRowsContextMenuOpensItsPageInANewWindow() throws {
        try MainActor.assumeIsolated {
            let (app, window, _, list) = openUIKitCatalogList()
            let table = list.tableView!
            let row = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            let point = row.centre(of: row.bounds, in: window)

            app.pointerDown(at: point, in: window, button: 3)
            app.pointerUp(at: point, in: window, button: 3)
            let popup = try XCTUnwrap(app.application.windows.last { $0.windowLevel == .alert && !$0.isHidden })
            // The title header, then Open, then Open in New Window.
            app.click(at: CGPoint(x: 100, y: 32 + 44 + 22), in: popup)
            app.advance(by: 0.5)

            let titles = app.application.connectedScenes.compactMap(\.title)
            XCTAssertTrue(titles.contains("Casement Catalog — Buttons"), "\(titles)")
        }
    }
}
