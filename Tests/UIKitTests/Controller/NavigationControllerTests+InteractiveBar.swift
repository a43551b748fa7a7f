import UIKitTesting
import XCTest

@testable import UIKit

/// The bar during an interactive pop: it follows the finger, the arriving item fading in and the
/// leaving one out as far as the drag has gone, and ends on the popped item, or back on the top one
/// when the pop is cancelled.
final class NavigationBarInteractivePopTests: XCTestCase {
    func testTheBarFollowsTheDragAndEndsOnThePoppedItem() {
        MainActor.assumeIsolated {
            let (scene, navigation) = Self.sceneWithTwoControllers()
            let bar = navigation.navigationBar

            Self.drag(scene, to: 200)
            let arriving = bar.contentView
            let leaving = bar.contentViews.first { $0 !== arriving }!
            let arrivingOpacity = arriving.layer.presentation()?.opacity ?? arriving.layer.opacity
            let leavingOpacity = leaving.layer.presentation()?.opacity ?? leaving.layer.opacity
            scene.app.pointerUp(at: CGPoint(x: 200, y: 150), in: scene.window)
            scene.run(seconds: 0.8)

            XCTAssertGreaterThan(arrivingOpacity, 0.15, "half way, the first item has come part of the way in")
            XCTAssertLessThan(arrivingOpacity, 0.85)
            XCTAssertGreaterThan(leavingOpacity, 0.15, "and the second has not gone yet")
            XCTAssertLessThan(leavingOpacity, 0.85)
            XCTAssertEqual(navigation.viewControllers.count, 1)
            XCTAssertEqual(bar.topItem?.title, "First")
            XCTAssertEqual(bar.contentView.alpha, 1)
            XCTAssertEqual(bar.contentView.layer.presentation()?.opacity ?? 1, 1)
        }
    }

    func testACancelledPopPutsTheBarBack() {
        MainActor.assumeIsolated {
            let (scene, navigation) = Self.sceneWithTwoControllers()
            let bar = navigation.navigationBar

            Self.drag(scene, to: 80)
            scene.app.advanceFrames(10)
            scene.app.pointerMove(to: CGPoint(x: 81, y: 150), in: scene.window)
            scene.app.advanceFrames(10)
            scene.app.pointerUp(at: CGPoint(x: 81, y: 150), in: scene.window)
            scene.run(seconds: 0.8)

            XCTAssertEqual(navigation.viewControllers.count, 2)
            XCTAssertEqual(bar.topItem?.title, "Second")
            XCTAssertEqual(bar.contentView.alpha, 1)
            XCTAssertEqual(bar.contentView.layer.presentation()?.opacity ?? 1, 1)
            XCTAssertEqual(bar.layer.speed, 1, "the bar's time runs again")
        }
    }

    @MainActor
    private static func sceneWithTwoControllers() -> (ControllerScene, UINavigationController) {
        let scene = ControllerScene { log in
            let first = LoggingController("First", log: log)
            first.title = "First"
            return UINavigationController(rootViewController: first)
        }
        let navigation = scene.window.rootViewController as! UINavigationController
        let second = LoggingController("Second", log: scene.log)
        second.title = "Second"
        navigation.pushViewController(second, animated: false)
        scene.app.runUntilIdle()
        return (scene, navigation)
    }

    /// Presses at the window's left edge and drags right to `x`, a frame per step.
    @MainActor
    private static func drag(_ scene: ControllerScene, to x: CGFloat) {
        scene.app.pointerDown(at: CGPoint(x: 2, y: 150), in: scene.window)
        for step in stride(from: 20, through: x, by: 20) {
            scene.app.pointerMove(to: CGPoint(x: step, y: 150), in: scene.window)
            scene.app.advanceFrames(1)
        }
    }
}
