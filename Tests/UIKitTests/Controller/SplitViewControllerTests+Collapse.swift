import UIKitTesting
import XCTest

@testable import UIKit

/// Collapsing when the window narrows below 600 points and expanding when it widens: the delegate's
/// calls in iOS's order and the resulting navigation stack.
extension SplitViewControllerTests {
    func testNarrowingCollapsesOntoThePrimaryStack() {
        MainActor.assumeIsolated {
            let split = SplitScene()

            split.resize(width: 500)

            XCTAssertTrue(split.split.isCollapsed)
            XCTAssertEqual(split.delegate.events, ["topColumnForCollapsing secondary", "didCollapse true"])
            XCTAssertEqual(split.stackNames, ["Primary", "Secondary"])
            XCTAssertEqual(split.split.viewControllers.count, 1)
            XCTAssertEqual(split.split.viewControllers.first?.view.frame, split.split.view.bounds)
            XCTAssertNotNil(split.secondary.view.window, "the secondary is on top of the collapsed stack")
            XCTAssertNil(split.primary.view.window)
        }
    }

    func testWideningExpandsBackIntoColumns() {
        MainActor.assumeIsolated {
            let split = SplitScene()
            split.resize(width: 500)
            split.delegate.events.removeAll()

            split.resize(width: 1000)

            XCTAssertFalse(split.split.isCollapsed)
            XCTAssertEqual(split.delegate.events, ["displayModeForExpanding oneBesideSecondary", "didExpand false"])
            XCTAssertEqual(split.primary.navigationController?.viewControllers.count, 1)
            XCTAssertTrue(split.secondary.navigationController === split.split.viewControllers.last)
            XCTAssertEqual(split.frame(split.secondary)?.minX, 321)
            XCTAssertNotNil(split.primary.view.window)
            XCTAssertNotNil(split.secondary.view.window)
        }
    }

    func testExpandingToAnotherDisplayModeTellsOfTheChange() {
        MainActor.assumeIsolated {
            let split = SplitScene()
            split.resize(width: 500)
            split.split.preferredDisplayMode = .secondaryOnly
            split.delegate.events.removeAll()

            split.resize(width: 1000)

            XCTAssertEqual(
                split.delegate.events,
                ["displayModeForExpanding secondaryOnly", "willChangeTo secondaryOnly", "didExpand false"])
        }
    }

    func testCollapsingToThePrimaryLeavesTheSecondaryInItsColumn() {
        MainActor.assumeIsolated {
            let split = SplitScene(topColumn: .primary)

            split.resize(width: 500)

            XCTAssertEqual(split.stackNames, ["Primary"])
            XCTAssertNotNil(split.primary.view.window)
            XCTAssertNil(split.secondary.view.window)
        }
    }

    func testTripleColumnCollapsesAllThreeStacks() {
        MainActor.assumeIsolated {
            let split = SplitScene(.tripleColumn, width: 1200)

            split.resize(width: 500)
            let collapsed = split.stackNames
            split.resize(width: 1200)

            XCTAssertEqual(collapsed, ["Primary", "Supplementary", "Secondary"])
            XCTAssertEqual(split.supplementary.navigationController?.viewControllers.count, 1)
            XCTAssertEqual(split.frame(split.supplementary)?.minX, 321)
            XCTAssertEqual(split.frame(split.secondary)?.minX, 642)
        }
    }

    func testCompactColumnIsShownWhileCollapsed() {
        MainActor.assumeIsolated {
            let compact = UINavigationController(rootViewController: UIViewController())
            let split = SplitScene { $0.setViewController(compact, for: .compact) }

            split.resize(width: 500)

            XCTAssertTrue(split.split.viewControllers.first === compact)
            XCTAssertNotNil(compact.view.window)
            XCTAssertNil(split.primary.view.window)
            XCTAssertEqual(split.primary.navigationController?.viewControllers.count, 1)
        }
    }

    func testStartsCollapsedInANarrowWindow() {
        MainActor.assumeIsolated {
            let split = SplitScene(width: 400)

            XCTAssertTrue(split.split.isCollapsed)
            XCTAssertEqual(split.stackNames, ["Primary", "Secondary"])
        }
    }

    func testSettingTheSecondaryWhileCollapsedReplacesItOnTheStack() {
        MainActor.assumeIsolated {
            let split = SplitScene()
            split.resize(width: 500)
            let replacement = LoggingController("Replacement", log: split.scene.log)

            split.split.setViewController(replacement, for: .secondary)
            split.scene.app.runUntilIdle()
            let collapsed = split.stackNames
            split.resize(width: 1000)

            XCTAssertEqual(collapsed, ["Primary", "Replacement"])
            XCTAssertEqual(split.stackNames, ["Primary"])
            XCTAssertTrue(replacement.navigationController === split.split.viewControllers.last)
            XCTAssertNotNil(replacement.view.window)
            XCTAssertTrue(split.split.viewController(for: .secondary) === replacement)
        }
    }

    func testSideColumnsAreHorizontallyCompactOnlyWhileExpanded() {
        MainActor.assumeIsolated {
            let split = SplitScene(.tripleColumn, width: 1200)

            let expanded = [split.primary, split.supplementary, split.secondary].map {
                $0.traitCollection.horizontalSizeClass
            }
            split.resize(width: 500)
            let collapsed = split.secondary.traitCollection.horizontalSizeClass
            let collapsedPrimary = split.primary.traitCollection.horizontalSizeClass

            XCTAssertEqual(expanded, [.compact, .compact, .regular])
            XCTAssertEqual(collapsed, .compact)
            XCTAssertEqual(collapsedPrimary, .compact)
            XCTAssertFalse(split.primary.navigationController!.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        }
    }

    func testAClassicDelegateMayCollapseAndSeparateTheSecondaryItself() {
        MainActor.assumeIsolated {
            @MainActor
            final class ClassicDelegate: UISplitViewControllerDelegate {
                var events: [String] = []
                let separated = UIViewController()
                func splitViewController(
                    _ splitViewController: UISplitViewController,
                    collapseSecondary secondaryViewController: UIViewController,
                    onto primaryViewController: UIViewController
                ) -> Bool {
                    events.append("collapseSecondary")
                    return true
                }
                func splitViewController(
                    _ splitViewController: UISplitViewController,
                    separateSecondaryFrom primaryViewController: UIViewController
                ) -> UIViewController? {
                    events.append("separateSecondary")
                    return separated
                }
                func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("didCollapse") }
            }
            let classic = ClassicDelegate()
            let master = UINavigationController(rootViewController: UIViewController())
            let split = SplitScene(.unspecified) { split in
                split.viewControllers = [master, UIViewController()]
                split.delegate = classic
            }
            classic.events.removeAll()

            split.resize(width: 500)
            let collapsedStack = master.viewControllers.count
            split.resize(width: 1000)

            XCTAssertEqual(classic.events, ["collapseSecondary", "separateSecondary"])
            XCTAssertEqual(collapsedStack, 1, "the delegate kept the secondary off the stack")
            XCTAssertTrue(split.split.viewControllers.last === classic.separated)
            XCTAssertEqual(classic.separated.view.frame.minX, 321)
        }
    }
}
