import UIKitTesting
import XCTest

@testable import UIKit

/// A search controller heading a table: activation and deactivation through its delegate in iOS's
/// order, the results updater's calls, and what it shows over the content.
final class UISearchControllerTests: XCTestCase {
    func testClickingTheBarActivatesInIOSOrder() {
        MainActor.assumeIsolated {
            let scene = SearchScene()

            scene.click(scene.bar.searchTextField)
            scene.settle()

            XCTAssertEqual(
                scene.log.entries, ["shouldBegin", "willPresent", "didBegin", "update \"\"", "didPresent"])
            XCTAssertTrue(scene.searchController.isActive)
            XCTAssertTrue(scene.bar.showsCancelButton)
            XCTAssertTrue(scene.searchController.presentingViewController === scene.content)
        }
    }

    func testTypingAndPickingAScopeUpdateTheResults() {
        MainActor.assumeIsolated {
            let scene = SearchScene { $0.searchBar.scopeButtonTitles = ["All", "Some"] }
            scene.click(scene.bar.searchTextField)
            scene.settle()
            scene.log.entries.removeAll()

            scene.type("ch")
            scene.settle()
            let scopeBar = scene.bar.scopeBar
            scene.app.click(
                at: scopeBar.convert(
                    CGPoint(x: scopeBar.bounds.width * 3 / 4, y: scopeBar.bounds.midY), to: scene.window),
                in: scene.window)

            XCTAssertEqual(
                scene.log.entries,
                [
                    "shouldChange 0,0 \"c\"", "textDidChange \"c\"", "update \"c\"", "shouldChange 1,0 \"h\"",
                    "textDidChange \"ch\"", "update \"ch\"", "scope 1", "update \"ch\"",
                ])
            XCTAssertTrue(scene.bar.showsScopeBar, "the scope bar shows while the search is active")
        }
    }

    func testCancelEmptiesTheTextEndsEditingAndDeactivatesInIOSOrder() {
        MainActor.assumeIsolated {
            let scene = SearchScene()
            scene.click(scene.bar.searchTextField)
            scene.type("a")
            scene.settle()
            scene.log.entries.removeAll()

            scene.click(scene.bar.cancelButton)
            scene.settle()

            XCTAssertEqual(
                scene.log.entries,
                ["cancelButton", "shouldEnd", "didEnd", "willDismiss", "update \"\"", "didDismiss"])
            XCTAssertEqual(scene.bar.text, "")
            XCTAssertFalse(scene.searchController.isActive)
            XCTAssertFalse(scene.bar.isFirstResponder)
            XCTAssertFalse(scene.bar.showsCancelButton)
            XCTAssertNil(scene.searchController.presentingViewController)
            XCTAssertNil(scene.content.presentedViewController)
        }
    }

    func testEscapeCancelsTheSearch() {
        MainActor.assumeIsolated {
            let scene = SearchScene()
            scene.click(scene.bar.searchTextField)
            scene.settle()

            scene.app.typeKey(.keyboardEscape, text: "", in: scene.window)
            scene.settle()

            XCTAssertFalse(scene.searchController.isActive)
            XCTAssertEqual(scene.navigation.viewControllers.count, 1)
        }
    }

    func testIsActiveInCodePresentsAndDismissesWithoutEditing() {
        MainActor.assumeIsolated {
            let scene = SearchScene()

            scene.searchController.isActive = true
            scene.settle()
            let afterActivating = scene.log.entries
            scene.log.entries.removeAll()
            scene.searchController.isActive = false
            scene.settle()

            XCTAssertEqual(afterActivating, ["willPresent", "update \"\"", "didPresent"])
            XCTAssertEqual(scene.log.entries, ["willDismiss", "update \"\"", "didDismiss"])
            XCTAssertFalse(scene.bar.isFirstResponder)
        }
    }

    func testDelegateThatPresentsReplacesTheDefaultPresentation() {
        MainActor.assumeIsolated {
            final class SelfPresenting: UISearchControllerDelegate {
                var asked = 0
                func presentSearchController(_ searchController: UISearchController) {
                    asked += 1
                }
            }
            let scene = SearchScene()
            let delegate = SelfPresenting()
            scene.searchController.delegate = delegate

            scene.searchController.isActive = true
            scene.settle()

            XCTAssertEqual(delegate.asked, 1)
            XCTAssertNil(scene.searchController.presentingViewController)
            XCTAssertTrue(scene.searchController.isActive)
        }
    }

    func testResultsShowOverTheContextBelowTheBarOnceThereIsText() {
        MainActor.assumeIsolated {
            let results = UIViewController()
            let scene = SearchScene(results: results)
            scene.click(scene.bar.searchTextField)
            scene.settle()
            let barBottom = scene.bar.convert(scene.bar.bounds, to: scene.window).maxY
            let dimmedBefore = results.view.isHidden

            scene.type("z")
            scene.settle()

            let resultsFrame = results.view.convert(results.view.bounds, to: scene.window)
            XCTAssertTrue(dimmedBefore, "no results before any text")
            XCTAssertFalse(results.view.isHidden)
            XCTAssertEqual(resultsFrame.minY, barBottom)
            XCTAssertEqual(resultsFrame.maxY, scene.window.bounds.maxY)
            XCTAssertEqual(barBottom, 44 + 56, "the table header under the navigation bar")
        }
    }

    func testDimmingViewObscuresTheContentAndATapOnItEndsTheSearch() {
        MainActor.assumeIsolated {
            let scene = SearchScene(results: nil)
            scene.content.view.backgroundColor = .white
            scene.click(scene.bar.searchTextField)
            scene.settle()
            let dimmed = scene.app.pixel(in: scene.window, at: CGPoint(x: 200, y: 400))

            scene.app.click(at: CGPoint(x: 200, y: 400), in: scene.window)
            scene.settle()

            XCTAssertEqual(Double(dimmed?.red ?? 0), 204, accuracy: 2, "white under black at 20 %")
            XCTAssertFalse(scene.searchController.isActive)
            XCTAssertEqual(scene.app.pixel(in: scene.window, at: CGPoint(x: 200, y: 400))?.red, 255)
        }
    }

    func testContentStaysInReachWhenNotObscured() {
        MainActor.assumeIsolated {
            final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
                var selected: [Int] = []
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .default, reuseIdentifier: nil)
                }
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    selected.append(indexPath.row)
                }
            }
            let rows = Rows()
            let scene = SearchScene(results: nil) { $0.obscuresBackgroundDuringPresentation = false }
            scene.content.tableView.dataSource = rows
            scene.content.tableView.delegate = rows
            scene.content.tableView.reloadData()
            scene.click(scene.bar.searchTextField)
            scene.settle()

            scene.app.click(at: CGPoint(x: 200, y: 44 + 100 + 44 * 2 + 10), in: scene.window)
            scene.settle()

            XCTAssertEqual(rows.selected.count, 1)
            XCTAssertTrue(scene.searchController.isActive)
        }
    }
}
