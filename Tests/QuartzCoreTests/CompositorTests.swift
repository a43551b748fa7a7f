import UIKit
import UIKitTesting
import XCTest

/// The compositor seen through a window: what reaches the screen for each layer property.
final class CompositorTests: XCTestCase {
    func testGroupOpacityBlendsTheWholeSubtreeOnceAndCountsAnOffscreenPass() {
        MainActor.assumeIsolated {
            let (app, window) = launchWindow { root in
                let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                parent.backgroundColor = .black
                parent.alpha = 0.5
                let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                child.backgroundColor = .black
                parent.addSubview(child)
                root.addSubview(parent)
            }

            // Grouped: the overlap of parent and child is as light as the parent alone.
            let overlap = app.pixel(in: window, at: CGPoint(x: 10, y: 10))!
            let parentOnly = app.pixel(in: window, at: CGPoint(x: 40, y: 40))!
            XCTAssertTrue(overlap.isClose(to: RGBA(128, 128, 128), tolerance: 2), "\(overlap)")
            XCTAssertEqual(overlap, parentOnly)
            XCTAssertGreaterThan(app.offscreenPasses(in: window), 0)
        }
    }

    func testHiddenLayersAreNotPainted() {
        MainActor.assumeIsolated {
            let (app, window) = launchWindow { root in
                let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                hidden.backgroundColor = .black
                hidden.isHidden = true
                root.addSubview(hidden)
            }

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 10, y: 10)), RGBA(255, 255, 255))
        }
    }

    func testMasksToBoundsClipsSublayersAndCornerRadiusRoundsTheBackground() {
        MainActor.assumeIsolated {
            let (app, window) = launchWindow { root in
                let clip = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
                clip.clipsToBounds = true
                clip.backgroundColor = .red
                clip.layer.cornerRadius = 10
                let big = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
                big.backgroundColor = .blue
                clip.addSubview(big)
                root.addSubview(clip)
            }

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 45, y: 45)), RGBA(0, 0, 255))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 60, y: 60)), RGBA(255, 255, 255))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 11, y: 11)), RGBA(255, 255, 255))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 20, y: 12)), RGBA(255, 0, 0))
        }
    }

    func testBoundsOriginScrollsSublayers() {
        MainActor.assumeIsolated {
            let (app, window) = launchWindow { root in
                let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                scroller.bounds.origin = CGPoint(x: 0, y: 30)
                let content = UIView(frame: CGRect(x: 0, y: 30, width: 20, height: 20))
                content.backgroundColor = .black
                scroller.addSubview(content)
                root.addSubview(scroller)
            }

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 10, y: 10)), RGBA(0, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 10, y: 40)), RGBA(255, 255, 255))
        }
    }

    func testTransformsRotateAroundTheAnchorPoint() {
        MainActor.assumeIsolated {
            let (app, window) = launchWindow { root in
                let bar = UIView(frame: CGRect(x: 0, y: 45, width: 100, height: 10))
                bar.backgroundColor = .black
                bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
                root.addSubview(bar)
            }

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 50, y: 10)), RGBA(0, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 10, y: 50)), RGBA(255, 255, 255))
        }
    }

    func testCurrentMediaTimeIsTheAppClock() {
        MainActor.assumeIsolated {
            let (app, _) = launchWindow { _ in }
            let start = CACurrentMediaTime()

            app.advance(by: 2.5)

            XCTAssertEqual(CACurrentMediaTime() - start, 2.5, accuracy: 1e-9)
        }
    }
}

/// Launches a headless app with one white 100×100 key window, configured before its first frame.
@MainActor private func launchWindow(_ configure: (UIView) -> Void) -> (HeadlessApp, UIWindow) {
    final class Delegate: UIResponder, UIApplicationDelegate {}
    let app = HeadlessApp(delegate: Delegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    configure(window)
    app.runUntilIdle()
    return (app, window)
}
