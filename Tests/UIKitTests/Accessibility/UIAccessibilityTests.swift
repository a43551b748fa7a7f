import UIKit
import UIKitTesting
import XCTest

/// The accessibility properties every view and element has, elements that are not views, and
/// the notifications apps post.
final class UIAccessibilityTests: XCTestCase {
    func testPropertiesAreStoredOnAnyView() {
        MainActor.assumeIsolated {
            let view = UIView()
            let inner = UIView()

            view.accessibilityHint = "Opens the item"
            view.accessibilityIdentifier = "row-3"
            view.accessibilityElements = [inner]
            view.accessibilityViewIsModal = true
            view.shouldGroupAccessibilityChildren = true
            view.accessibilityElementsHidden = true
            view.accessibilityValue = "3 of 5"

            XCTAssertEqual(view.accessibilityHint, "Opens the item")
            XCTAssertEqual((view as any UIAccessibilityIdentification).accessibilityIdentifier, "row-3")
            XCTAssertTrue(view.accessibilityElements?.first as? UIView === inner)
            XCTAssertTrue(view.accessibilityViewIsModal)
            XCTAssertTrue(view.shouldGroupAccessibilityChildren)
            XCTAssertTrue(view.accessibilityElementsHidden)
            XCTAssertEqual(view.accessibilityValue, "3 of 5")
            XCTAssertFalse(view.accessibilityActivate())
        }
    }

    func testAViewsFrameIsItsBoundsOnScreen() {
        MainActor.assumeIsolated {
            let (app, window, root) = makeViewTestApp()
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
            root.addSubview(view)
            app.runUntilIdle()
            let expected = view.convert(view.bounds, to: window.screen.coordinateSpace)

            XCTAssertEqual(view.accessibilityFrame, expected)

            view.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
            view.frame.origin.x += 50

            XCTAssertEqual(view.accessibilityFrame, CGRect(x: 1, y: 2, width: 3, height: 4), "a frame set stays put")
        }
    }

    func testAnElementsFrameInContainerSpaceFollowsTheContainer() {
        MainActor.assumeIsolated {
            let (app, window, root) = makeViewTestApp()
            let chart = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
            root.addSubview(chart)
            app.runUntilIdle()
            let bar = UIAccessibilityElement(accessibilityContainer: chart)
            bar.isAccessibilityElement = true
            bar.accessibilityLabel = "March"

            bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 0, width: 20, height: 80)

            let expected = chart.convert(CGRect(x: 10, y: 0, width: 20, height: 80), to: window.screen.coordinateSpace)
            XCTAssertEqual(bar.accessibilityFrame, expected)
            XCTAssertTrue(bar.accessibilityContainer as? UIView === chart)
            XCTAssertEqual(bar.accessibilityLabel, "March")
        }
    }

    func testPostedNotificationsReachTheObserver() {
        MainActor.assumeIsolated {
            var posted: [(UIAccessibility.Notification, String?)] = []
            UIAccessibility.postObserver = { posted.append(($0, $1 as? String)) }
            defer { UIAccessibility.postObserver = nil }

            UIAccessibility.post(notification: .announcement, argument: "Saved")
            UIAccessibility.post(notification: .screenChanged, argument: nil)

            XCTAssertEqual(posted.map(\.0), [.announcement, .screenChanged])
            XCTAssertEqual(posted.first?.1, "Saved")
        }
    }

    func testNoAssistiveTechnologyIsRunning() {
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
        XCTAssertFalse(UIAccessibility.isBoldTextEnabled)
        XCTAssertNotEqual(UIAccessibility.Notification.layoutChanged, .pageScrolled)
    }
}
