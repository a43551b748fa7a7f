import UIKit
import UIKitTesting
import XCTest

/// Layout guides: an app's own, the margins, safe area and readable content guides, and a view
/// controller's top and bottom layout guides.
final class AutoLayoutGuideTests: XCTestCase {
    func testAnAppsGuideSpacesTwoViews() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let gap = UILayoutGuide()
            container.addLayoutGuide(gap)
            let a = constrainedView(in: container)
            let b = constrainedView(in: container)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                a.widthAnchor.constraint(equalToConstant: 100),
                gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                gap.widthAnchor.constraint(equalToConstant: 50),
                b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
                b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                gap.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
                gap.heightAnchor.constraint(equalToConstant: 7),
                a.topAnchor.constraint(equalTo: container.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
                b.topAnchor.constraint(equalTo: container.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
            ])

            container.layoutIfNeeded()

            XCTAssertEqual(b.frame.minX, 150)
            XCTAssertEqual(b.frame.width, 250)
            XCTAssertEqual(gap.layoutFrame, CGRect(x: 100, y: 5, width: 50, height: 7))
            XCTAssertIdentical(gap.owningView, container)
            XCTAssertEqual(container.layoutGuides.count, 1)
        }
    }

    func testRemovingAGuideDeactivatesItsConstraints() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let guide = UILayoutGuide()
            container.addLayoutGuide(guide)
            let pin = guide.widthAnchor.constraint(equalToConstant: 10)
            pin.isActive = true

            container.removeLayoutGuide(guide)

            XCTAssertFalse(pin.isActive)
            XCTAssertNil(guide.owningView)
            XCTAssertTrue(container.layoutGuides.isEmpty)
        }
    }

    func testMarginsGuideFollowsLayoutMargins() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 6, trailing: 24)
            let view = constrainedView(in: container)
            let guide = container.layoutMarginsGuide
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                view.topAnchor.constraint(equalTo: guide.topAnchor),
                view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])

            container.layoutIfNeeded()

            XCTAssertEqual(view.frame, CGRect(x: 16, y: 4, width: 360, height: 290))
            XCTAssertEqual(guide.layoutFrame, view.frame)
        }
    }

    func testReadableContentGuideIsCentredAndAtMostReadableWidth() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer(width: 1000)
            let view = constrainedView(in: container)
            let guide = container.readableContentGuide
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                view.topAnchor.constraint(equalTo: guide.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 10),
            ])
            container.layoutIfNeeded()
            XCTAssertEqual(view.frame, CGRect(x: 164, y: 8, width: 672, height: 10))

            container.frame.size.width = 300
            container.layoutIfNeeded()

            XCTAssertEqual(view.frame, CGRect(x: 8, y: 8, width: 284, height: 10))
        }
    }

    /// A navigation bar insets its content controller's safe area; the safe area guide follows.
    func testSafeAreaGuideSitsBelowANavigationBar() {
        MainActor.assumeIsolated {
            let content = UIViewController()
            let box = constrainedView(in: content.view)
            let navigation = UINavigationController(rootViewController: content)
            let delegate = LoggingAppDelegate()
            delegate.onLaunch = { delegate in
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                window.rootViewController = navigation
                window.makeKeyAndVisible()
                delegate.window = window
            }
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor),
                box.leadingAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.trailingAnchor),
                box.heightAnchor.constraint(equalToConstant: 20),
            ])
            let app = HeadlessApp(delegate: delegate)

            app.runUntilIdle()

            let barBottom = navigation.navigationBar.frame.maxY
            XCTAssertGreaterThan(barBottom, 0)
            XCTAssertEqual(content.view.safeAreaInsets.top, barBottom - content.view.frame.minY)
            XCTAssertEqual(box.convert(box.bounds, to: navigation.view).minY, barBottom)
            XCTAssertEqual(box.frame.width, 320)
            XCTAssertEqual(content.topLayoutGuide.length, content.view.safeAreaInsets.top)
        }
    }

    func testTopLayoutGuideBottomIsTheSafeAreaTop() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let controller = root.next as! UIViewController
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 12, right: 0)
            let box = constrainedView(in: root)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
                box.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
                box.leftAnchor.constraint(equalTo: root.leftAnchor), box.widthAnchor.constraint(equalToConstant: 5),
            ])

            app.runUntilIdle()

            XCTAssertEqual(box.frame, CGRect(x: 0, y: 30, width: 5, height: root.bounds.height - 42))
            XCTAssertEqual(controller.bottomLayoutGuide.length, 12)
        }
    }

    func testInsetHelpers() {
        MainActor.assumeIsolated {
            let insets = UIEdgeInsetsMake(1, 2, 3, 4)

            XCTAssertEqual(NSStringFromUIEdgeInsets(insets), "{1, 2, 3, 4}")
            XCTAssertEqual(UIEdgeInsetsFromString("{1, 2, 3, 4}"), insets)
            XCTAssertEqual(
                UIEdgeInsetsInsetRect(CGRect(x: 0, y: 0, width: 10, height: 10), insets),
                CGRect(x: 2, y: 1, width: 4, height: 6))
            XCTAssertEqual(NSDirectionalEdgeInsetsMake(1, 2, 3, 4).trailing, 4)
        }
    }
}
