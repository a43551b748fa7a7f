import Foundation
import UIKit
import UIKitTesting
import XCTest

/// A progress view 200 points wide at (50, 50): its fill ends at x = 50 + 200 × progress.
@MainActor
func progressWindow(_ progressView: UIProgressView) -> (HeadlessApp, UIWindow) {
    progressView.frame.size.width = 200
    return valueControlWindow(progressView)
}

final class UIProgressViewTests: XCTestCase {
    func testStylesSizesAndClamping() {
        MainActor.assumeIsolated {
            let plain = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
            XCTAssertEqual(plain.progressViewStyle, .default)
            XCTAssertEqual(plain.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 4))
            let bar = UIProgressView(progressViewStyle: .bar)
            XCTAssertEqual(bar.frame.height, 2.5)
            XCTAssertEqual(bar.sizeThatFits(CGSize(width: 80, height: 80)), CGSize(width: 80, height: 2.5))
            XCTAssertEqual(UIProgressView(progressViewStyle: .default).frame.height, 4)

            plain.progress = 1.5
            XCTAssertEqual(plain.progress, 1)
            plain.setProgress(-2, animated: true)
            XCTAssertEqual(plain.progress, 0)
        }
    }

    func testTheFillCoversTheTrackUpToTheProgress() {
        MainActor.assumeIsolated {
            let progressView = UIProgressView(progressViewStyle: .default)
            progressView.progress = 0.5
            let (app, window) = progressWindow(progressView)

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 140, y: 52))?.isClose(to: RGBA(0, 122, 255)), true)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 160, y: 52))?.isClose(to: RGBA(228, 228, 230)), true)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 160, y: 55)), RGBA(255, 255, 255), "4 points high")
            let corner = app.pixel(in: window, at: CGPoint(x: 50.2, y: 50.2))!
            XCTAssertGreaterThan(corner.red, 100, "the end is round: its corner pixel is only partly filled")
        }
    }

    func testTheBarStyleHasSquareEndsAndNoTrack() {
        MainActor.assumeIsolated {
            let progressView = UIProgressView(progressViewStyle: .bar)
            progressView.progress = 0.5
            progressView.frame.size.height = 4
            let (app, window) = progressWindow(progressView)

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 50.2, y: 50.2))?.isClose(to: RGBA(0, 122, 255)), true)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 160, y: 52)), RGBA(255, 255, 255))
        }
    }

    func testColoursImagesAndTheViewsTint() {
        MainActor.assumeIsolated {
            let progressView = UIProgressView(progressViewStyle: .default)
            progressView.progress = 0.5
            let (app, window) = progressWindow(progressView)
            let fill = CGPoint(x: 100, y: 52)
            let track = CGPoint(x: 200, y: 52)

            window.tintColor = .red
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: fill), RGBA(255, 0, 0))
            progressView.progressTintColor = .green
            progressView.trackTintColor = .blue
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: fill), RGBA(0, 255, 0))
            XCTAssertEqual(app.pixel(in: window, at: track), RGBA(0, 0, 255))
            progressView.progressImage = solidImage(.black, size: CGSize(width: 4, height: 4))
            progressView.trackImage = solidImage(.yellow, size: CGSize(width: 4, height: 4))
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: fill), RGBA(0, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: track), RGBA(255, 255, 0))
            XCTAssertEqual(
                app.pixel(in: window, at: CGPoint(x: 50.2, y: 50.2)), RGBA(0, 0, 0), "images are not rounded")
        }
    }

    func testAnAnimatedChangeGrowsTheFillToItsEnd() {
        MainActor.assumeIsolated {
            let progressView = UIProgressView(progressViewStyle: .default)
            let (app, window) = progressWindow(progressView)
            let fill = progressView.subviews[0].subviews[0]

            progressView.setProgress(1, animated: true)
            app.runUntilIdle()
            app.advance(by: 0.1)
            let width = fill.layer.presentation()!.bounds.width
            XCTAssertGreaterThan(width, 20)
            XCTAssertLessThan(width, 180)
            app.advance(by: 0.5)
            XCTAssertEqual(fill.layer.presentation()!.bounds.width, 200)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 240, y: 52))?.isClose(to: RGBA(0, 122, 255)), true)
            XCTAssertNil(fill.layer.animationKeys())
        }
    }

    func testAnObservedProgressIsFollowedFrameByFrameUntilItFinishes() {
        MainActor.assumeIsolated {
            let progressView = UIProgressView(progressViewStyle: .default)
            let (app, window) = progressWindow(progressView)
            let task = Progress(totalUnitCount: 4)
            task.completedUnitCount = 1

            progressView.observedProgress = task
            XCTAssertEqual(progressView.progress, 0.25, "read at once")
            task.completedUnitCount = 3
            app.advanceFrames(1)
            XCTAssertEqual(progressView.progress, 0.75)
            XCTAssertGreaterThan(app.scheduler.pendingTimerCount, 0, "frames run while the task goes on")
            task.completedUnitCount = 4
            app.advanceFrames(1)
            XCTAssertEqual(progressView.progress, 1)
            app.advanceFrames(2)
            XCTAssertEqual(app.scheduler.pendingTimerCount, 0, "a finished task asks for no more frames")
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 240, y: 52))?.isClose(to: RGBA(0, 122, 255)), true)
        }
    }

    func testClearingOrLeavingTheWindowStopsTheFollowing() {
        MainActor.assumeIsolated {
            let progressView = UIProgressView(progressViewStyle: .default)
            let (app, window) = progressWindow(progressView)
            let task = Progress(totalUnitCount: 10)

            progressView.observedProgress = task
            app.advanceFrames(1)
            XCTAssertGreaterThan(app.scheduler.pendingTimerCount, 0)
            progressView.removeFromSuperview()
            app.advanceFrames(2)
            XCTAssertEqual(app.scheduler.pendingTimerCount, 0, "off screen")
            window.addSubview(progressView)
            task.completedUnitCount = 5
            app.advanceFrames(1)
            XCTAssertEqual(progressView.progress, 0.5, "back on screen")
            progressView.observedProgress = nil
            task.completedUnitCount = 7
            app.advanceFrames(2)
            XCTAssertEqual(progressView.progress, 0.5)
            XCTAssertEqual(app.scheduler.pendingTimerCount, 0)
        }
    }
}
