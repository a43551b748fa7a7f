import UIKitTesting
import XCTest

@testable import UIKit

/// Large titles: the 52-point area under the title row, which the content rests under and which
/// shrinks into the bar as the content scrolls; the display modes; the prompt.
final class LargeTitleTests: XCTestCase {
    @MainActor
    private static func largeTitleWindow(_ root: ScrollingController = ScrollingController(title: "Mail"))
        -> (HeadlessApp, UIWindow, UINavigationController, ScrollingController)
    {
        let (app, window, navigation) = navigationWindow(root) { $0.navigationBar.prefersLargeTitles = true }
        return (app, window, navigation, root)
    }

    func testTheContentRestsUnderTheExpandedLargeTitle() {
        MainActor.assumeIsolated {
            let (_, window, navigation, root) = Self.largeTitleWindow()
            defer { withExtendedLifetime(window) {} }

            XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 0, width: 400, height: 96))
            XCTAssertEqual(root.scrollView.adjustedContentInset.top, 96)
            XCTAssertEqual(root.scrollView.contentOffset.y, -96)
            XCTAssertEqual(navigation.navigationBar.largeTitleView.text, "Mail")
            let title = navigation.navigationBar.largeTitleView.convert(
                navigation.navigationBar.largeTitleView.titleFrame, to: navigation.navigationBar)
            XCTAssertEqual(title.minX, 16)
            XCTAssertEqual(title.maxY, 96, accuracy: 14)
        }
    }

    func testTheBarHeightFollowsTheContentOffsetAsTheLargeTitleCollapses() {
        MainActor.assumeIsolated {
            let (app, window, navigation, root) = Self.largeTitleWindow()
            defer { withExtendedLifetime(window) {} }
            let bar = navigation.navigationBar
            // (offset, bar height): resting, part way, collapsed, further, pulled down.
            let expected: [(CGFloat, CGFloat)] = [(-96, 96), (-70, 70), (-60, 60), (-44, 44), (200, 44), (-120, 120)]

            for (offset, height) in expected {
                root.scrollView.contentOffset.y = offset
                app.runUntilIdle()

                XCTAssertEqual(bar.frame.height, height, "at offset \(offset)")
                XCTAssertEqual(bar.largeTitleView.frame.height, height - 44, "at offset \(offset)")
                XCTAssertEqual(root.scrollView.adjustedContentInset.top, 96, "the inset stays at offset \(offset)")
            }
        }
    }

    func testTheInlineTitleFadesInAsTheLargeTitleCloses() {
        MainActor.assumeIsolated {
            let (app, window, navigation, root) = Self.largeTitleWindow()
            defer { withExtendedLifetime(window) {} }
            let bar = navigation.navigationBar
            XCTAssertEqual(shownTexts(in: bar).filter { $0 == "Mail" }.count, 1)

            root.scrollView.contentOffset.y = -49
            app.runUntilIdle()
            XCTAssertEqual(bar.inlineTitleAlpha, 0.5, accuracy: 0.001)

            root.scrollView.contentOffset.y = 0
            app.runUntilIdle()
            XCTAssertEqual(bar.inlineTitleAlpha, 1)
            XCTAssertTrue(bar.largeTitleView.isHidden)
        }
    }

    func testTheLargeTitleIsOpaqueInkUnderTheTitleRow() {
        MainActor.assumeIsolated {
            let (app, window, _, _) = Self.largeTitleWindow()

            let ink = app.presentedImage(of: window)!.textInk(
                in: CGRect(x: 0, y: 44, width: 400, height: 52), where: { $0.red < 100 && $0.blue < 100 })

            XCTAssertNotNil(ink)
            XCTAssertEqual(ink?.minX ?? 0, 16, accuracy: 3)
            XCTAssertGreaterThan(ink?.height ?? 0, 20)
        }
    }

    func testDisplayModes() {
        MainActor.assumeIsolated {
            let (app, window, navigation, _) = Self.largeTitleWindow()
            defer { withExtendedLifetime(window) {} }
            let detail = ScrollingController(title: "Detail")

            navigation.pushViewController(detail, animated: false)
            app.runUntilIdle()
            XCTAssertEqual(navigation.navigationBar.frame.height, 96, "automatic follows the root")

            detail.navigationItem.largeTitleDisplayMode = .never
            app.runUntilIdle()
            XCTAssertEqual(navigation.navigationBar.frame.height, 44)
            XCTAssertEqual(detail.scrollView.adjustedContentInset.top, 44)

            detail.navigationItem.largeTitleDisplayMode = .inline
            app.runUntilIdle()
            XCTAssertEqual(navigation.navigationBar.frame.height, 44)

            navigation.navigationBar.prefersLargeTitles = false
            detail.navigationItem.largeTitleDisplayMode = .always
            app.runUntilIdle()
            XCTAssertEqual(navigation.navigationBar.frame.height, 44, "the bar must prefer large titles")
        }
    }

    func testAPromptAddsALineAboveTheTitleRow() {
        MainActor.assumeIsolated {
            let root = ScrollingController(title: "Compose")
            let (app, window, navigation) = navigationWindow(root)

            root.navigationItem.prompt = "Choose a recipient"
            app.runUntilIdle()

            let bar = navigation.navigationBar
            XCTAssertEqual(bar.frame.height, 74)
            XCTAssertEqual(root.scrollView.adjustedContentInset.top, 74)
            XCTAssertEqual(bar.contentView.frame, CGRect(x: 0, y: 30, width: 400, height: 44))
            let ink = app.presentedImage(of: window)!.textInk(
                in: CGRect(x: 0, y: 0, width: 400, height: 30), where: { $0.red < 200 })
            XCTAssertEqual(ink?.midX ?? 0, 200, accuracy: 3)
        }
    }
}
