import UIKit
import UIKitTesting
import XCTest

/// Animation images: a discrete keyframe animation on the layer's contents that the manual clock
/// advances frame by frame and that ends by itself after its repeats.
final class UIImageViewAnimationTests: XCTestCase {
    @MainActor
    private static func makeStage() -> ImageViewStage {
        let view = UIImageView(image: solidImage(Swatch.yellow))
        view.animationImages = [solidImage(Swatch.red), solidImage(Swatch.green), solidImage(Swatch.blue)]
        return ImageViewStage(view, frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    func testTheImagesFollowEachOtherForTheRepeatCountThenTheImageShowsAgain() {
        MainActor.assumeIsolated {
            let stage = Self.makeStage()
            let view = stage.view
            let middle = CGPoint(x: 20, y: 20)
            view.animationDuration = 0.3
            view.animationRepeatCount = 2
            XCTAssertFalse(view.isAnimating)
            view.startAnimating()
            XCTAssertTrue(view.isAnimating)
            XCTAssertTrue(stage.color(at: middle).isClose(to: Swatch.red))
            let expected = [Swatch.red, Swatch.green, Swatch.blue, Swatch.red, Swatch.green, Swatch.blue]
            stage.app.advance(by: 0.05)
            for (index, color) in expected.enumerated() {
                XCTAssertTrue(
                    stage.color(at: middle).isClose(to: color), "frame \(index) at \(0.05 + 0.1 * Double(index)) s")
                XCTAssertTrue(view.isAnimating)
                stage.app.advance(by: 0.1)
            }
            stage.app.advanceFrames(2)
            XCTAssertFalse(view.isAnimating, "ended after two cycles")
            XCTAssertTrue(stage.color(at: middle).isClose(to: Swatch.yellow))
            stage.app.advanceFrames(2)
            XCTAssertEqual(stage.app.scheduler.pendingTimerCount, 0, "no frames asked for once it ended")
        }
    }

    func testWithoutADurationEachImageShowsForAThirtiethOfASecond() {
        MainActor.assumeIsolated {
            let stage = Self.makeStage()
            let view = stage.view
            XCTAssertEqual(view.animationDuration, 0)
            XCTAssertEqual(view.animationRepeatCount, 0)
            view.animationRepeatCount = 1
            view.startAnimating()
            stage.app.runUntilIdle()
            stage.app.advance(by: 0.05)
            XCTAssertTrue(stage.color(at: CGPoint(x: 20, y: 20)).isClose(to: Swatch.green), "the second image")
            stage.app.advance(by: 0.05 + 1 / 30)
            XCTAssertFalse(view.isAnimating, "three images take a tenth of a second")
        }
    }

    func testARepeatCountOfZeroRepeatsUntilStopped() {
        MainActor.assumeIsolated {
            let stage = Self.makeStage()
            let view = stage.view
            view.animationDuration = 0.3
            view.startAnimating()
            stage.app.advance(by: 3.05)
            XCTAssertTrue(view.isAnimating)
            XCTAssertTrue(stage.color(at: CGPoint(x: 20, y: 20)).isClose(to: Swatch.red), "ten cycles on")
            view.stopAnimating()
            XCTAssertFalse(view.isAnimating)
            XCTAssertTrue(stage.color(at: CGPoint(x: 20, y: 20)).isClose(to: Swatch.yellow))
        }
    }

    func testHighlightedAnimationImagesShowWhileHighlighted() {
        MainActor.assumeIsolated {
            let stage = Self.makeStage()
            let view = stage.view
            view.highlightedAnimationImages = [solidImage(Swatch.black), solidImage(Swatch.white)]
            view.animationDuration = 0.2
            view.isHighlighted = true
            view.startAnimating()
            stage.app.advance(by: 0.05)
            XCTAssertTrue(stage.color(at: CGPoint(x: 20, y: 20)).isClose(to: Swatch.black))
            view.isHighlighted = false
            XCTAssertTrue(view.isAnimating, "switches to the normal images")
            stage.app.advance(by: 0.05)
            XCTAssertTrue(stage.color(at: CGPoint(x: 20, y: 20)).isClose(to: Swatch.red))
        }
    }

    func testStartingWithoutImagesDoesNothing() {
        MainActor.assumeIsolated {
            let view = UIImageView(image: solidImage(Swatch.yellow))
            view.startAnimating()
            XCTAssertFalse(view.isAnimating)
            view.animationImages = []
            view.startAnimating()
            XCTAssertFalse(view.isAnimating)
        }
    }
}
