import UIKitTesting
import XCTest

@testable import UIKit

/// Context menus: a secondary click on a row opens the delegate's menu at the pointer, with the row
/// highlighted; choosing an action closes the menu, tells the delegate, then runs the action.
final class TableViewContextMenuTests: XCTestCase {
    /// A table whose rows offer "Copy" and "Remove", logging what runs.
    @MainActor
    private static func menuTable() -> (HeadlessApp, UIWindow, UITableView, TableLog) {
        tableWindow(sections: [10]) { table, log in
            table.rowHeight = 44
            log.contextMenu = { [weak log] indexPath in
                guard indexPath.row != 5 else { return nil }
                return UIContextMenuConfiguration(identifier: "row \(indexPath.row)" as NSString, previewProvider: nil)
                {
                    suggested in
                    UIMenu(children: [
                        UIAction(title: "Copy") { _ in log?.calls.append("Copy \(indexPath.row)") },
                        UIAction(title: "Remove", attributes: .destructive) { _ in
                            log?.calls.append("Remove \(indexPath.row)")
                        },
                    ])
                }
            }
        }
    }

    @MainActor
    private static var popup: UIWindow? {
        UIApplication.shared.windows.last { $0.windowLevel == .alert && !$0.isHidden }
    }

    func testASecondaryClickOpensTheRowsMenuAtThePointer() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = Self.menuTable()
            app.pointerDown(at: CGPoint(x: 150, y: 100), in: window, button: 3)
            app.pointerUp(at: CGPoint(x: 150, y: 100), in: window, button: 3)
            app.runUntilIdle()
            XCTAssertEqual(log.calls, ["contextMenu 2 at 150,100", "willDisplayContextMenu row 2"])
            guard let popup = Self.popup else { return XCTFail("no menu") }
            XCTAssertEqual(
                popup.frame.origin, window.convert(CGPoint(x: 150, y: 100), to: nil), "its corner at the pointer")
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted, true)
            XCTAssertNil(table.indexPathForSelectedRow, "a secondary click does not select")
            app.click(at: CGPoint(x: 100, y: 22 + 44), in: popup)
            app.advance(by: 0.5)
            XCTAssertEqual(
                log.calls.suffix(3), ["willEndContextMenu row 2", "Remove 2", "context menu closed"],
                "the delegate hears first, the action runs after the menu closed")
            XCTAssertTrue(popup.isHidden)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted, false)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testEscapeClosesTheMenuAndARowWithoutOneOpensNothing() {
        MainActor.assumeIsolated {
            let (app, window, _, log) = Self.menuTable()
            app.pointerDown(at: CGPoint(x: 150, y: 30), in: window, button: 3)
            app.runUntilIdle()
            guard let popup = Self.popup else { return XCTFail("no menu") }
            app.typeKey(.keyboardEscape, in: popup)
            app.runUntilIdle()
            XCTAssertTrue(popup.isHidden)
            XCTAssertEqual(log.calls.suffix(2), ["willEndContextMenu row 0", "context menu closed"])
            XCTAssertFalse(log.calls.contains { $0.hasPrefix("Copy") || $0.hasPrefix("Remove") })
            log.calls = []
            app.pointerDown(at: CGPoint(x: 150, y: 5 * 44 + 10), in: window, button: 3)
            app.runUntilIdle()
            XCTAssertEqual(log.calls, ["contextMenu 5 at 150,230"])
            XCTAssertNil(Self.popup)
            withExtendedLifetime((window, log)) {}
        }
    }
}

/// A view's own context menu through `UIContextMenuInteraction`.
final class UIContextMenuInteractionTests: XCTestCase {
    @MainActor
    private final class MenuDelegate: NSObject, UIContextMenuInteractionDelegate {
        var calls: [String] = []

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            calls.append("configuration at \(Int(location.x)),\(Int(location.y))")
            return UIContextMenuConfiguration(actionProvider: { [weak self] _ in
                UIMenu(children: [UIAction(title: "Open") { _ in self?.calls.append("Open") }])
            })
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            calls.append("willDisplay \(interaction.menuAppearance == .compact ? "compact" : "other")")
        }
    }

    func testASecondaryClickOnAViewOrItsSubviewsOpensItsMenu() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            window.rootViewController = UIViewController()
            let card = UIView(frame: CGRect(x: 40, y: 40, width: 200, height: 200))
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
            card.addSubview(label)
            window.rootViewController!.view.addSubview(card)
            let delegate = MenuDelegate()
            let interaction = UIContextMenuInteraction(delegate: delegate)
            card.addInteraction(interaction)
            window.makeKeyAndVisible()
            app.runUntilIdle()
            app.pointerDown(at: CGPoint(x: 60, y: 60), in: window, button: 3)
            app.runUntilIdle()
            XCTAssertEqual(delegate.calls, ["configuration at 20,20", "willDisplay other"])
            XCTAssertEqual(interaction.menuAppearance, .compact)
            XCTAssertEqual(interaction.location(in: card), CGPoint(x: 20, y: 20))
            guard let popup = UIApplication.shared.windows.last(where: { $0.windowLevel == .alert && !$0.isHidden })
            else { return XCTFail("no menu") }
            app.click(at: CGPoint(x: 100, y: 22), in: popup)
            XCTAssertEqual(delegate.calls.last, "Open")
            XCTAssertEqual(interaction.menuAppearance, .unknown)
            app.pointerDown(at: CGPoint(x: 300, y: 300), in: window, button: 3)
            app.runUntilIdle()
            XCTAssertEqual(delegate.calls.count, 3, "outside the view, nothing asks")
            withExtendedLifetime((window, delegate)) {}
        }
    }
}
