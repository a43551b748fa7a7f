import UIKit
import UIKitTesting
import XCTest

/// A 200×26 page control of three pages at (50, 50) in a key window.
@MainActor
func pageControlWindow(pages: Int = 3) -> (HeadlessApp, UIWindow, UIPageControl) {
    let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
    control.numberOfPages = pages
    let (app, window) = valueControlWindow(control)
    return (app, window, control)
}

final class UIPageControlTests: XCTestCase {
    /// The centres of the three dots of `pageControlWindow()`'s control.
    static let dots = [CGPoint(x: 134, y: 63), CGPoint(x: 150, y: 63), CGPoint(x: 166, y: 63)]
    /// Taps left and right of every dot, near the control's ends.
    static let left = CGPoint(x: 60, y: 63)
    static let right = CGPoint(x: 240, y: 63)

    func testDefaultsAndSizes() {
        MainActor.assumeIsolated {
            let control = UIPageControl()

            XCTAssertEqual(control.numberOfPages, 0)
            XCTAssertEqual(control.currentPage, 0)
            XCTAssertFalse(control.hidesForSinglePage)
            XCTAssertEqual(control.backgroundStyle, .automatic)
            XCTAssertTrue(control.allowsContinuousInteraction)
            XCTAssertEqual(control.interactionState, .none)
            XCTAssertNil(control.pageIndicatorTintColor)
            XCTAssertNil(control.currentPageIndicatorTintColor)
            XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 0, height: 26))
            let threePages: CGFloat = 3 * 7 + 2 * 9 + 20
            XCTAssertEqual(control.size(forNumberOfPages: 3), CGSize(width: threePages, height: 26))
            control.numberOfPages = 3
            XCTAssertEqual(control.intrinsicContentSize, control.size(forNumberOfPages: 3))
            XCTAssertEqual(control.sizeThatFits(.zero), control.size(forNumberOfPages: 3))
        }
    }

    func testTheCurrentPageStaysWithinThePages() {
        MainActor.assumeIsolated {
            let control = UIPageControl()
            control.numberOfPages = 3

            control.currentPage = 5
            XCTAssertEqual(control.currentPage, 2)
            control.currentPage = -1
            XCTAssertEqual(control.currentPage, 0)
            control.currentPage = 2
            control.numberOfPages = 2

            XCTAssertEqual(control.currentPage, 1)
        }
    }

    func testTapsEitherSideOfTheCurrentDotTurnOnePageAndSendValueChanged() {
        MainActor.assumeIsolated {
            let (app, window, control) = pageControlWindow()
            var log: [String] = []
            control.addAction(
                UIAction { _ in log.append("page \(control.currentPage) \(control.interactionState.rawValue)") },
                for: .valueChanged)

            app.click(at: Self.right, in: window)
            app.click(at: Self.right, in: window)
            app.click(at: Self.right, in: window)
            XCTAssertEqual(control.currentPage, 2)
            app.click(at: CGPoint(x: 160, y: 63), in: window)
            app.click(at: Self.left, in: window)
            app.click(at: Self.left, in: window)

            XCTAssertEqual(control.currentPage, 0)
            XCTAssertEqual(log, ["page 1 1", "page 2 1", "page 1 1", "page 0 1"], "nothing past the last page")
            XCTAssertEqual(control.interactionState, .none)
        }
    }

    func testSettingThePageInCodeSendsNothing() {
        MainActor.assumeIsolated {
            let (app, window, control) = pageControlWindow()
            let counter = ValueChangeCounter(control)

            control.currentPage = 2
            control.numberOfPages = 1
            app.runUntilIdle()

            XCTAssertEqual(control.currentPage, 0)
            XCTAssertEqual(counter.count, 0)
            withExtendedLifetime(window) {}
        }
    }

    func testATouchReleasedOutsideTurnsNoPage() {
        MainActor.assumeIsolated {
            let (app, window, control) = pageControlWindow()
            let counter = ValueChangeCounter(control)

            drag(app, in: window, along: [Self.right, CGPoint(x: 280, y: 190)])

            XCTAssertEqual(control.currentPage, 0)
            XCTAssertEqual(counter.count, 0)
        }
    }

    func testIndicatorImagesFallBackToThePreferredOne() {
        MainActor.assumeIsolated {
            let star = UIGraphicsImageRenderer(size: CGSize(width: 9, height: 9)).image { _ in }
            let heart = UIGraphicsImageRenderer(size: CGSize(width: 11, height: 9)).image { _ in }
            let control = UIPageControl()
            control.numberOfPages = 3

            control.preferredIndicatorImage = star
            control.setIndicatorImage(heart, forPage: 1)

            XCTAssertTrue(control.indicatorImage(forPage: 0) === star)
            XCTAssertTrue(control.indicatorImage(forPage: 1) === heart)
            let width: CGFloat = 9 + 11 + 9 + 2 * 9 + 20
            XCTAssertEqual(control.intrinsicContentSize.width, width)
            control.setIndicatorImage(nil, forPage: 1)
            XCTAssertTrue(control.indicatorImage(forPage: 1) === star)
        }
    }
}
