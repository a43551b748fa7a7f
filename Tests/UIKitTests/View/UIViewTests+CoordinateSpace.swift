import UIKit
import UIKitTesting
import XCTest

/// `UICoordinateSpace`: views and the screen's spaces convert into one another.
final class UIViewCoordinateSpaceTests: XCTestCase {
    func testAViewConvertsToTheScreenThroughItsWindowsPosition() {
        MainActor.assumeIsolated {
            let (app, window, root) = makeViewTestApp()
            window.frame.origin = CGPoint(x: 100, y: 40)
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
            root.addSubview(view)
            app.runUntilIdle()
            let screen = UIScreen.main.coordinateSpace
            let rootOrigin = root.convert(CGPoint.zero, to: window as UIView?)

            let onScreen = view.convert(CGPoint(x: 1, y: 2), to: screen)
            let back = view.convert(onScreen, from: screen)

            XCTAssertEqual(onScreen, CGPoint(x: 111 + rootOrigin.x, y: 62 + rootOrigin.y))
            XCTAssertEqual(back, CGPoint(x: 1, y: 2))
        }
    }

    func testViewsConvertThroughTheProtocolAsTheyDoDirectly() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            let b = UIView(frame: CGRect(x: 30, y: 5, width: 50, height: 50))
            root.addSubview(a)
            root.addSubview(b)
            app.runUntilIdle()
            let space: any UICoordinateSpace = b

            let point = a.convert(CGPoint(x: 5, y: 5), to: space)
            let rect = a.convert(CGRect(x: 0, y: 0, width: 4, height: 4), from: space)

            XCTAssertEqual(point, CGPoint(x: -15, y: 10))
            XCTAssertEqual(rect, CGRect(x: 20, y: -5, width: 4, height: 4))
        }
    }

    func testAViewIsACoordinateSpaceWithItsBounds() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
            let space: any UICoordinateSpace = view

            XCTAssertEqual(space.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
        }
    }

    func testTheScreensSpacesCoverTheScreenAndAgree() {
        MainActor.assumeIsolated {
            let screen = UIScreen.main

            let moving = screen.coordinateSpace
            let fixed = screen.fixedCoordinateSpace

            XCTAssertEqual(moving.bounds, screen.bounds)
            XCTAssertEqual(fixed.bounds, screen.bounds)
            XCTAssertEqual(moving.convert(CGPoint(x: 3, y: 4), to: fixed), CGPoint(x: 3, y: 4))
        }
    }
}
