import UIKit
import UIKitTesting
import XCTest

/// The built-in `modalTransitionStyle`s: each animates, then ends with the presented view in place
/// (and, dismissed, with the presenter back); seed 004's order holds for all of them.
final class ModalTransitionStyleTests: XCTestCase {
    func testEveryStyleAnimatesAndEndsInPlace() {
        MainActor.assumeIsolated {
            let styles: [(UIModalTransitionStyle, String)] = [
                (.coverVertical, "coverVertical"), (.crossDissolve, "crossDissolve"),
                (.flipHorizontal, "flipHorizontal"), (.partialCurl, "partialCurl"),
            ]
            for (style, name) in styles {
                let scene = ControllerScene { log in
                    let main = LoggingController("main", log: log)
                    main.view.backgroundColor = .white
                    return main
                }
                let main = scene.window.rootViewController!
                let sub = LoggingController("sub", log: scene.log)
                sub.view.backgroundColor = .systemBlue
                sub.modalPresentationStyle = .fullScreen
                sub.modalTransitionStyle = style
                scene.clearLog()

                main.present(sub, animated: true)
                scene.app.runUntilIdle()
                scene.run(seconds: 0.1)
                XCTAssertFalse(scene.log.entries.contains("sub viewDidAppear"), "\(name) is still animating")
                scene.run(seconds: 1)

                XCTAssertTrue(scene.log.entries.contains("sub viewDidAppear"), name)
                XCTAssertEqual(scene.log.entries.last, "main viewDidDisappear", name)
                XCTAssertEqual(sub.view.frame, scene.window.bounds, name)
                let middle = scene.app.pixel(in: scene.window, at: CGPoint(x: 200, y: 150))!
                XCTAssertTrue(middle.isClose(to: RGBA(0, 122, 255), tolerance: 3), "\(name): \(middle)")

                scene.clearLog()
                sub.dismiss(animated: true)
                scene.run(seconds: 1.1)
                scene.app.runUntilIdle()

                XCTAssertEqual(
                    scene.log.entries.filter { $0.contains("ppear") && !$0.contains("IsAppearing") },
                    ["sub viewWillDisappear", "main viewWillAppear", "main viewDidAppear", "sub viewDidDisappear"],
                    name)
                let back = scene.app.pixel(in: scene.window, at: CGPoint(x: 200, y: 150))!
                XCTAssertTrue(back.isClose(to: RGBA(255, 255, 255), tolerance: 3), "\(name): \(back)")
            }
        }
    }
}
