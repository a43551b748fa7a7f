import UIKit
import UIKitTesting
import XCTest

final class UIPageControlPixelTests: XCTestCase {
    /// The other pages' dots (#3C3C43 at 30 % over white) and the current one's (black).
    static let otherDot = RGBA(196, 196, 199)
    static let currentDot = RGBA(0, 0, 0)
    /// Inside the capsule, left of the dots; and the capsule's grey.
    static let capsulePoint = CGPoint(x: 125, y: 63)
    static let capsule = RGBA(239, 239, 240)

    @MainActor
    static func dotColors(_ app: HeadlessApp, _ window: UIWindow) -> [RGBA?] {
        UIPageControlTests.dots.map { app.pixel(in: window, at: $0) }
    }

    func testTheCurrentPagesDotIsDarkAndTheOthersLightGrey() {
        MainActor.assumeIsolated {
            let (app, window, control) = pageControlWindow()
            control.currentPage = 1
            app.runUntilIdle()

            let colors = Self.dotColors(app, window)
            XCTAssertEqual(colors[0]?.isClose(to: Self.otherDot), true, "\(String(describing: colors[0]))")
            XCTAssertEqual(colors[1], Self.currentDot)
            XCTAssertEqual(colors[2]?.isClose(to: Self.otherDot), true)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 142, y: 63)), RGBA(255, 255, 255), "between dots")
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 150, y: 58)), RGBA(255, 255, 255), "above a dot")
        }
    }

    func testATapCrossFadesTheDotsToTheNewPage() {
        MainActor.assumeIsolated {
            let (app, window, _) = pageControlWindow()

            app.click(at: UIPageControlTests.right, in: window)
            app.runUntilIdle()
            app.advance(by: 0.1)
            let midway = app.pixel(in: window, at: UIPageControlTests.dots[1])!
            XCTAssertGreaterThan(midway.red, 20)
            XCTAssertLessThan(midway.red, 180)
            app.advance(by: 1)

            XCTAssertEqual(app.pixel(in: window, at: UIPageControlTests.dots[1]), Self.currentDot)
            XCTAssertEqual(app.pixel(in: window, at: UIPageControlTests.dots[0])?.isClose(to: Self.otherDot), true)
        }
    }

    func testTintColoursPaintTheDots() {
        MainActor.assumeIsolated {
            let (app, window, control) = pageControlWindow()
            control.pageIndicatorTintColor = .red
            control.currentPageIndicatorTintColor = .blue
            app.runUntilIdle()

            XCTAssertEqual(Self.dotColors(app, window), [RGBA(0, 0, 255), RGBA(255, 0, 0), RGBA(255, 0, 0)])
        }
    }

    func testASinglePageIsHiddenOnlyWhenAsked() {
        MainActor.assumeIsolated {
            let (app, window, control) = pageControlWindow(pages: 1)
            let single = CGPoint(x: 150, y: 63)
            XCTAssertEqual(app.pixel(in: window, at: single), Self.currentDot)

            control.hidesForSinglePage = true
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: single), RGBA(255, 255, 255))
            control.numberOfPages = 2
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 142, y: 63)), Self.currentDot)
        }
    }

    func testTheCapsuleShowsAlwaysWhenProminentAndWhileTouchedWhenAutomatic() {
        MainActor.assumeIsolated {
            let (app, window, control) = pageControlWindow()
            XCTAssertEqual(app.pixel(in: window, at: Self.capsulePoint), RGBA(255, 255, 255))

            app.pointerDown(at: UIPageControlTests.right, in: window)
            app.advance(by: 1)
            XCTAssertEqual(app.pixel(in: window, at: Self.capsulePoint)?.isClose(to: Self.capsule), true)
            app.pointerUp(at: UIPageControlTests.right, in: window)
            app.advance(by: 1)
            XCTAssertEqual(app.pixel(in: window, at: Self.capsulePoint), RGBA(255, 255, 255))

            control.backgroundStyle = .prominent
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: Self.capsulePoint)?.isClose(to: Self.capsule), true)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 118, y: 63)), RGBA(255, 255, 255), "beyond its end")
            control.backgroundStyle = .minimal
            app.pointerDown(at: UIPageControlTests.right, in: window)
            app.advance(by: 1)

            XCTAssertEqual(app.pixel(in: window, at: Self.capsulePoint), RGBA(255, 255, 255))
            app.pointerUp(at: UIPageControlTests.right, in: window)
        }
    }

    func testIndicatorImagesAreDrawnAsTemplatesInTheDotsColours() {
        MainActor.assumeIsolated {
            let square = UIGraphicsImageRenderer(size: CGSize(width: 7, height: 7)).image { context in
                UIColor.green.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 7, height: 7))
            }
            let (app, window, control) = pageControlWindow()
            control.currentPageIndicatorTintColor = .blue
            control.pageIndicatorTintColor = .red
            control.setIndicatorImage(square, forPage: 0)
            control.setIndicatorImage(square, forPage: 1)
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 131, y: 60)), RGBA(0, 0, 255), "a square's corner")
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 147, y: 60)), RGBA(255, 0, 0))
            XCTAssertNotEqual(app.pixel(in: window, at: CGPoint(x: 163, y: 60)), RGBA(255, 0, 0), "a dot's corner")
        }
    }

    func testADisabledControlIsDrawnAtHalfStrength() {
        MainActor.assumeIsolated {
            let (app, window, control) = pageControlWindow()
            control.isEnabled = false
            app.runUntilIdle()

            XCTAssertEqual(
                app.pixel(in: window, at: UIPageControlTests.dots[0])?.isClose(to: RGBA(128, 128, 128)), true)
        }
    }
}
