import UIKitTesting
import WindowSystem
import XCTest

@testable import UIKit

/// Split view controllers: column frames in each display mode, collapsing when the window narrows
/// below 600 points and expanding when it widens (the delegate's calls in iOS's order and the
/// resulting stack), showing and hiding columns with animation, showing details, and memory.
final class SplitViewControllerTests: XCTestCase {
    /// Records the delegate calls, and answers with `topColumn` when set.
    @MainActor
    final class SplitDelegate: UISplitViewControllerDelegate {
        var events: [String] = []
        var topColumn: UISplitViewController.Column?

        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            events.append("topColumnForCollapsing \(proposedTopColumn)")
            return topColumn ?? proposedTopColumn
        }

        func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
            events.append("didCollapse \(svc.isCollapsed)")
        }

        func splitViewController(
            _ svc: UISplitViewController,
            displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
        ) -> UISplitViewController.DisplayMode {
            events.append("displayModeForExpanding \(proposedDisplayMode)")
            return proposedDisplayMode
        }

        func splitViewControllerDidExpand(_ svc: UISplitViewController) {
            events.append("didExpand \(svc.isCollapsed)")
        }

        func splitViewController(
            _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
        ) {
            events.append("willChangeTo \(displayMode)")
        }

        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
            events.append("willShow \(column)")
        }

        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
            events.append("willHide \(column)")
        }
    }

    /// A split view of `style` with logging controllers "Primary", ("Supplementary",) "Secondary" as
    /// the root of a window `width` points wide.
    @MainActor
    struct SplitScene {
        let scene: ControllerScene
        let split: UISplitViewController
        let delegate = SplitDelegate()
        let primary: LoggingController
        let supplementary: LoggingController
        let secondary: LoggingController

        init(
            _ style: UISplitViewController.Style = .doubleColumn, width: Int = 1000,
            topColumn: UISplitViewController.Column? = nil,
            configure: @escaping (UISplitViewController) -> Void = { _ in }
        ) {
            let split = UISplitViewController(style: style)
            var made: (LoggingController, LoggingController, LoggingController)?
            let delegate = delegate
            delegate.topColumn = topColumn
            // The launch closure stays with the app delegate: it holds the split view weakly, and
            // `made` is emptied, so the test decides what lives.
            scene = ControllerScene { [weak split] log in
                guard let split else { return nil }
                let controllers = (
                    LoggingController("Primary", log: log), LoggingController("Supplementary", log: log),
                    LoggingController("Secondary", log: log)
                )
                made = controllers
                split.delegate = delegate
                split.setViewController(controllers.0, for: .primary)
                if style == .tripleColumn { split.setViewController(controllers.1, for: .supplementary) }
                split.setViewController(controllers.2, for: .secondary)
                configure(split)
                return split
            }
            self.split = split
            (primary, supplementary, secondary) = made!
            made = nil
            resize(width: width)
            delegate.events.removeAll()
            scene.clearLog()
        }

        /// Resizes the window as a window manager would and lets the change settle.
        func resize(width: Int, height: Int = 700) {
            let id = scene.window.platformWindow!.id
            scene.app.inject(.configured(id, frame: PixelRect(x: 0, y: 0, width: width, height: height)))
            scene.app.runUntilIdle()
        }

        func frame(_ controller: UIViewController) -> CGRect? {
            guard let view = controller.navigationController?.viewIfLoaded, view.superview === split.view else {
                return nil
            }
            return view.frame
        }

        var stackNames: [String] {
            let navigation = split.viewControllers.first as? UINavigationController
            return (navigation?.viewControllers ?? []).map { ($0 as? LoggingController)?.name ?? "?" }
        }
    }

    // MARK: - Columns

    func testColumnControllersAreWrappedInNavigationControllers() {
        MainActor.assumeIsolated {
            let split = SplitScene()

            let primaryNavigation = split.primary.navigationController

            XCTAssertNotNil(primaryNavigation)
            XCTAssertTrue(primaryNavigation?.parent === split.split)
            XCTAssertTrue(split.split.viewController(for: .primary) === split.primary)
            XCTAssertTrue(split.primary.splitViewController === split.split)
            XCTAssertEqual(split.split.viewControllers.count, 2)
            XCTAssertFalse(split.split.isCollapsed)
        }
    }

    func testTiledColumnsSitSideBySideWithAHairlineBetween() {
        MainActor.assumeIsolated {
            let split = SplitScene()

            let primary = split.frame(split.primary)
            let secondary = split.frame(split.secondary)

            XCTAssertEqual(split.split.displayMode, .oneBesideSecondary)
            XCTAssertEqual(split.split.splitBehavior, .tile)
            XCTAssertEqual(split.split.primaryColumnWidth, 320)
            XCTAssertEqual(primary, CGRect(x: 0, y: 0, width: 320, height: split.split.view.bounds.height))
            XCTAssertEqual(secondary?.minX, 321)
            XCTAssertEqual(secondary?.maxX, 1000)
        }
    }

    func testPrimaryWidthFollowsTheFractionWithinItsBounds() {
        MainActor.assumeIsolated {
            let split = SplitScene { split in
                split.preferredPrimaryColumnWidthFraction = 0.5
                split.maximumPrimaryColumnWidth = 400
            }

            let primary = split.frame(split.primary)

            XCTAssertEqual(split.split.primaryColumnWidth, 400)
            XCTAssertEqual(primary?.width, 400)
            XCTAssertEqual(split.frame(split.secondary)?.minX, 401)
        }
    }

    func testSecondaryOnlyShowsTheSecondaryAlone() {
        MainActor.assumeIsolated {
            let split = SplitScene { $0.preferredDisplayMode = .secondaryOnly }

            let secondary = split.frame(split.secondary)

            XCTAssertEqual(split.split.displayMode, .secondaryOnly)
            XCTAssertNil(split.frame(split.primary), "the hidden primary column's view is out of the view")
            XCTAssertEqual(secondary, split.split.view.bounds)
        }
    }

    func testOverlayPutsThePrimaryOverTheDimmedSecondary() {
        MainActor.assumeIsolated {
            let split = SplitScene { $0.preferredDisplayMode = .oneOverSecondary }

            let primary = split.frame(split.primary)
            let secondary = split.frame(split.secondary)

            XCTAssertEqual(primary?.origin.x, 0)
            XCTAssertEqual(primary?.width, 320)
            XCTAssertEqual(secondary, split.split.view.bounds)
            let subviews = split.split.view.subviews
            let dimming = subviews.first {
                $0 !== split.primary.navigationController?.view && $0.frame == split.split.view.bounds
                    && $0 !== split.secondary.navigationController?.view
            }
            XCTAssertNotNil(dimming, "a dimming view covers the secondary")
            let primaryIndex = subviews.firstIndex { $0 === split.primary.navigationController?.view }
            let secondaryIndex = subviews.firstIndex { $0 === split.secondary.navigationController?.view }
            XCTAssertGreaterThan(primaryIndex ?? -1, secondaryIndex ?? Int.max)
        }
    }

    func testTheSidebarStyleGivesThePrimaryColumnTheGroupedBackground() {
        MainActor.assumeIsolated {
            let split = SplitScene { $0.primaryBackgroundStyle = .sidebar }
            let window = split.scene.window
            // An injected configure does not resize the headless window's image; a frame set in code does.
            window.frame = CGRect(x: 0, y: 0, width: 990, height: 690)
            split.scene.app.runUntilIdle()

            let sidebar = split.scene.app.pixel(in: window, at: CGPoint(x: 100, y: 400))
            let separator = split.scene.app.pixel(in: window, at: CGPoint(x: 320.5, y: 400))

            XCTAssertEqual(sidebar.map { [$0.red, $0.green, $0.blue] }, [242, 242, 247])
            XCTAssertNotEqual(separator.map { [$0.red, $0.green, $0.blue] }, [242, 242, 247])
        }
    }

    func testTripleColumnTilesThreeColumns() {
        MainActor.assumeIsolated {
            let split = SplitScene(.tripleColumn, width: 1200)

            let primary = split.frame(split.primary)
            let supplementary = split.frame(split.supplementary)
            let secondary = split.frame(split.secondary)

            XCTAssertEqual(split.split.displayMode, .twoBesideSecondary)
            XCTAssertEqual(primary?.minX, 0)
            XCTAssertEqual(supplementary?.minX, 321)
            XCTAssertEqual(supplementary?.width, 320)
            XCTAssertEqual(secondary?.minX, 642)
            XCTAssertEqual(secondary?.maxX, 1200)
        }
    }

    func testTripleColumnOneBesideSecondaryShowsTheSupplementary() {
        MainActor.assumeIsolated {
            let split = SplitScene(.tripleColumn, width: 900)

            let supplementary = split.frame(split.supplementary)

            XCTAssertEqual(split.split.displayMode, .oneBesideSecondary, "too narrow for three columns")
            XCTAssertNil(split.frame(split.primary))
            XCTAssertEqual(supplementary?.minX, 0)
            XCTAssertEqual(split.frame(split.secondary)?.minX, 321)
        }
    }

    func testTwoDisplaceSecondaryPushesTheSecondaryAside() {
        MainActor.assumeIsolated {
            let split = SplitScene(.tripleColumn, width: 1200) { $0.preferredDisplayMode = .twoDisplaceSecondary }

            let secondary = split.frame(split.secondary)

            XCTAssertEqual(secondary?.minX, 642)
            XCTAssertEqual(secondary?.width, 1200 - 321, "the width it has beside the supplementary column alone")
        }
    }

    func testExpandingShowsThePrimaryForTheFirstTimeWithOneAppearance() {
        MainActor.assumeIsolated {
            let split = SplitScene(width: 400)
            let log = split.scene.log

            split.resize(width: 1000)

            let appearance = log.entries.filter { $0.hasPrefix("Primary view") && $0.contains("ppear") }
            XCTAssertEqual(
                appearance,
                ["Primary viewWillAppear", "Primary viewIsAppearing", "Primary viewDidAppear"])
            XCTAssertEqual(split.primary.appearance, .appeared)
            XCTAssertEqual(split.secondary.appearance, .appeared)
        }
    }

    func testClassicStyleShowsItsTwoControllersUnwrapped() {
        MainActor.assumeIsolated {
            let master = UINavigationController(rootViewController: UIViewController())
            let detail = UIViewController()
            let split = SplitScene(.unspecified) { $0.viewControllers = [master, detail] }

            let frames = (master.view.frame, detail.view.frame)
            split.resize(width: 500)
            let collapsedStack = master.viewControllers.count
            split.resize(width: 1000)

            XCTAssertEqual(split.split.style, .unspecified)
            XCTAssertEqual(frames.0, CGRect(x: 0, y: 0, width: 320, height: split.split.view.bounds.height))
            XCTAssertEqual(frames.1.minX, 321)
            XCTAssertEqual(collapsedStack, 2, "the detail is pushed onto the master's stack")
            XCTAssertEqual(master.viewControllers.count, 1)
            XCTAssertTrue(detail.parent === split.split, "expanding gives the detail back to its column")
            XCTAssertEqual(detail.view.frame.minX, 321)
        }
    }

    // MARK: - Showing and hiding columns

    func testHidingThePrimarySlidesItOutOnTheClock() {
        MainActor.assumeIsolated {
            let split = SplitScene()
            let primaryView = split.primary.navigationController!.view!

            split.split.hide(.primary)
            split.scene.app.advance(by: 0.15)
            let midway = primaryView.layer.presentation()?.frame.minX ?? primaryView.frame.minX
            split.scene.run(seconds: 0.5)

            XCTAssertEqual(split.delegate.events, ["willChangeTo secondaryOnly", "willHide primary"])
            XCTAssertEqual(split.split.displayMode, .secondaryOnly)
            XCTAssertLessThan(midway, 0)
            XCTAssertGreaterThan(midway, -321)
            XCTAssertNil(primaryView.superview)
            XCTAssertEqual(split.frame(split.secondary), split.split.view.bounds)
        }
    }

    func testShowingThePrimaryBringsItBack() {
        MainActor.assumeIsolated {
            let split = SplitScene { $0.preferredDisplayMode = .secondaryOnly }

            split.split.show(.primary)
            split.scene.run(seconds: 0.5)

            XCTAssertEqual(split.delegate.events, ["willChangeTo oneBesideSecondary", "willShow primary"])
            XCTAssertEqual(split.frame(split.primary)?.minX, 0)
            XCTAssertEqual(split.frame(split.secondary)?.minX, 321)
        }
    }

    func testTripleColumnHidesAndShowsTheSupplementary() {
        MainActor.assumeIsolated {
            let split = SplitScene(.tripleColumn, width: 1200)

            split.split.hide(.primary)
            split.scene.run(seconds: 0.5)
            let afterPrimary = (split.split.displayMode, split.frame(split.supplementary)?.minX)
            split.split.hide(.supplementary)
            split.scene.run(seconds: 0.5)
            let afterSupplementary = split.split.displayMode
            split.split.show(.primary)
            split.scene.run(seconds: 0.5)

            XCTAssertEqual(afterPrimary.0, .oneBesideSecondary)
            XCTAssertEqual(afterPrimary.1, 0)
            XCTAssertEqual(afterSupplementary, .secondaryOnly)
            XCTAssertEqual(split.split.displayMode, .twoBesideSecondary)
            XCTAssertEqual(
                split.delegate.events,
                [
                    "willChangeTo oneBesideSecondary", "willHide primary", "willChangeTo secondaryOnly",
                    "willHide supplementary", "willChangeTo twoBesideSecondary", "willShow primary",
                    "willShow supplementary",
                ])
        }
    }

    func testTheDisplayModeButtonTogglesTheSidebar() {
        MainActor.assumeIsolated {
            let split = SplitScene { $0.showsSecondaryOnlyButton = true }
            let item = split.split.displayModeButtonItem

            let inBar = split.secondary.navigationItem.leftBarButtonItems?.contains { $0 === item } ?? false
            Self.press(item)
            split.scene.run(seconds: 0.5)
            let afterHiding = split.split.displayMode
            Self.press(item)
            split.scene.run(seconds: 0.5)

            XCTAssertTrue(inBar)
            XCTAssertEqual(afterHiding, .secondaryOnly)
            XCTAssertEqual(split.split.displayMode, .oneBesideSecondary)
        }
    }

    func testTheDisplayModeButtonLeavesTheBarWhenCollapsedSoTheBackButtonShows() {
        MainActor.assumeIsolated {
            let split = SplitScene { $0.showsSecondaryOnlyButton = true }
            let item = split.split.displayModeButtonItem

            split.resize(width: 500)
            let collapsedItems = split.secondary.navigationItem.leftBarButtonItems ?? []
            split.resize(width: 1000)

            XCTAssertFalse(collapsedItems.contains { $0 === item })
            XCTAssertTrue(split.secondary.navigationItem.leftBarButtonItems?.contains { $0 === item } ?? false)
        }
    }

    /// Runs a bar button item's primary action, as a click on it does.
    @MainActor
    private static func press(_ item: UIBarButtonItem) {
        guard let action = item.primaryAction else { return XCTFail("the item has no action") }
        action.handler(action)
    }

    // MARK: - Showing controllers

    func testShowDetailReplacesTheSecondaryWhenExpanded() {
        MainActor.assumeIsolated {
            let split = SplitScene { $0.preferredDisplayMode = .secondaryOnly }
            let detail = LoggingController("Detail", log: split.scene.log)

            split.primary.showDetailViewController(detail, sender: nil)
            split.scene.app.runUntilIdle()
            let button = split.split.displayModeButtonItem

            XCTAssertTrue(split.split.viewController(for: .secondary) === detail)
            XCTAssertTrue(split.secondary.navigationController == nil, "the old secondary left its column")
            XCTAssertTrue(detail.navigationController === split.split.viewControllers.last)
            XCTAssertNotNil(detail.view.window)
            XCTAssertEqual(split.primary.navigationController?.viewControllers.count, 1)
            XCTAssertTrue(detail.navigationItem.leftBarButtonItems?.contains { $0 === button } ?? false)
            XCTAssertFalse(split.secondary.navigationItem.leftBarButtonItems?.contains { $0 === button } ?? false)
        }
    }

    func testShowFromTheSecondaryPushesInItsColumnAndFromTheSplitViewInThePrimary() {
        MainActor.assumeIsolated {
            let split = SplitScene()
            let next = UIViewController()
            let list = UIViewController()

            split.secondary.show(next, sender: nil)
            split.split.show(list, sender: nil)
            split.scene.run(seconds: 1)

            XCTAssertTrue(next.navigationController === split.secondary.navigationController)
            XCTAssertTrue(list.navigationController === split.primary.navigationController)
        }
    }

    func testAClickOnTheDimmedSecondaryDismissesTheOverlay() {
        MainActor.assumeIsolated {
            let split = SplitScene { $0.preferredDisplayMode = .oneOverSecondary }

            split.scene.app.click(at: CGPoint(x: 800, y: 400), in: split.scene.window)
            split.scene.run(seconds: 0.5)

            XCTAssertEqual(split.split.displayMode, .secondaryOnly)
            XCTAssertNil(split.frame(split.primary))
        }
    }

    func testShowDetailFromAnOverlaidPrimarySlidesItAway() {
        MainActor.assumeIsolated {
            let split = SplitScene { $0.preferredDisplayMode = .oneOverSecondary }

            split.primary.showDetailViewController(UIViewController(), sender: nil)
            split.scene.run(seconds: 0.5)

            XCTAssertEqual(split.split.displayMode, .secondaryOnly)
            XCTAssertEqual(split.delegate.events, ["willChangeTo secondaryOnly", "willHide primary"])
        }
    }

    func testShowDetailPushesWhenCollapsed() {
        MainActor.assumeIsolated {
            let split = SplitScene(topColumn: .primary)
            split.resize(width: 500)
            let detail = LoggingController("Detail", log: split.scene.log)

            split.primary.showDetailViewController(detail, sender: nil)
            split.scene.run(seconds: 1)
            let collapsed = split.stackNames
            split.resize(width: 1000)

            XCTAssertEqual(collapsed, ["Primary", "Detail"])
            XCTAssertEqual(split.stackNames, ["Primary"])
            XCTAssertTrue(
                detail.navigationController === split.split.viewControllers.last, "expanding moves it to the secondary")
        }
    }

    // MARK: - Memory

    func testTheSplitViewAndItsColumnsAreReleasedWhenTheWindowLetsGo() {
        MainActor.assumeIsolated {
            weak var weakSplit: UISplitViewController?
            weak var weakPrimary: UIViewController?
            weak var weakWrapper: UIViewController?
            let scene: ControllerScene
            do {
                let split = SplitScene(width: 1000) { $0.showsSecondaryOnlyButton = true }
                split.split.hide(.primary)
                split.scene.run(seconds: 0.5)
                weakSplit = split.split
                weakPrimary = split.primary
                weakWrapper = split.secondary.navigationController
                scene = split.scene
            }

            scene.window.rootViewController = UIViewController()
            scene.app.runUntilIdle()

            XCTAssertNil(weakSplit)
            XCTAssertNil(weakPrimary)
            XCTAssertNil(weakWrapper)
        }
    }

    func testAReplacedSecondaryIsDeallocated() {
        MainActor.assumeIsolated {
            let split = SplitScene()
            var released = false
            do {
                let old = LoggingController("Old", log: split.scene.log)
                old.onDeinit = { released = true }
                split.split.setViewController(old, for: .secondary)
                split.scene.app.runUntilIdle()
            }

            split.split.setViewController(LoggingController("New", log: split.scene.log), for: .secondary)
            split.scene.app.runUntilIdle()

            XCTAssertTrue(released)
        }
    }
}
