import UIKit
import UIKitTesting
import XCTest

final class UIActivityIndicatorViewTests: XCTestCase {
    func testStylesSizesAndColours() {
        MainActor.assumeIsolated {
            let medium = UIActivityIndicatorView(style: .medium)
            XCTAssertEqual(medium.frame.size, CGSize(width: 20, height: 20))
            XCTAssertEqual(medium.intrinsicContentSize, CGSize(width: 20, height: 20))
            XCTAssertEqual(medium.color, .systemGray)
            XCTAssertEqual(UIActivityIndicatorView(frame: .zero).style, .medium)
            let large = UIActivityIndicatorView(style: .large)
            XCTAssertEqual(large.sizeThatFits(.zero), CGSize(width: 37, height: 37))
            XCTAssertEqual(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize.width, 37)
            XCTAssertEqual(UIActivityIndicatorView(style: .white).color, .white)
            XCTAssertEqual(UIActivityIndicatorView(style: .gray).intrinsicContentSize.width, 20)

            medium.color = .red
            XCTAssertEqual(medium.color, .red)
            medium.color = nil
            XCTAssertEqual(medium.color, .systemGray, "nil goes back to the style's colour")
        }
    }

    func testAStoppedSpinnerIsHiddenAndRunsNothing() {
        MainActor.assumeIsolated {
            let spinner = UIActivityIndicatorView(style: .large)
            XCTAssertTrue(spinner.hidesWhenStopped)
            XCTAssertTrue(spinner.isHidden, "a new spinner is stopped")
            XCTAssertFalse(spinner.isAnimating)
            let (app, window) = valueControlWindow(spinner)

            spinner.startAnimating()
            app.runUntilIdle()
            XCTAssertTrue(spinner.isAnimating)
            XCTAssertFalse(spinner.isHidden)
            XCTAssertEqual(spinner.subviews[0].layer.animationKeys(), ["spin"])
            XCTAssertGreaterThan(app.scheduler.pendingTimerCount, 0, "frames run while it spins")

            spinner.stopAnimating()
            app.runUntilIdle()
            app.advanceFrames(2)
            XCTAssertFalse(spinner.isAnimating)
            XCTAssertTrue(spinner.isHidden)
            XCTAssertNil(spinner.subviews[0].layer.animationKeys())
            XCTAssertEqual(app.scheduler.pendingTimerCount, 0, "an idle app sleeps")
            withExtendedLifetime(window) {}
        }
    }

    func testASpinnerThatStaysVisibleWhenStopped() {
        MainActor.assumeIsolated {
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.hidesWhenStopped = false
            XCTAssertFalse(spinner.isHidden)
            spinner.startAnimating()
            spinner.stopAnimating()
            XCTAssertFalse(spinner.isHidden)
            spinner.hidesWhenStopped = true
            XCTAssertTrue(spinner.isHidden)
        }
    }

    func testTheSpokesTurnAnEighthAtATime() {
        MainActor.assumeIsolated {
            let spinner = UIActivityIndicatorView(style: .large)
            spinner.color = .black
            let (app, window) = valueControlWindow(spinner)
            // The spinner covers (50, 50)–(87, 87); the spoke at twelve o'clock sits around (68.5, 56).
            let top = CGPoint(x: 68.5, y: 56)
            let right = CGPoint(x: 81, y: 68.5)
            spinner.startAnimating()
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: top), RGBA(0, 0, 0), "the leading spoke at twelve")
            let trailing = app.pixel(in: window, at: right)!
            XCTAssertGreaterThan(trailing.red, 100, "the spoke at three trails far behind: faint")
            app.advance(by: 0.26)
            XCTAssertEqual(app.pixel(in: window, at: right), RGBA(0, 0, 0), "two eighths later it leads")
            app.advance(by: 0.75)
            XCTAssertEqual(app.pixel(in: window, at: top), RGBA(0, 0, 0), "round again after a second")
        }
    }
}
