import UIKit
import UIKitTesting
import XCTest

/// Badges: a red capsule centred on the image's top-right corner, with white text.
final class TabBarBadgeTests: XCTestCase {
    /// The top-right corner of the 20-point image of the only item of a 320-point bar.
    private static let corner = CGPoint(x: 170, y: tabBarTop + 10)
    private static let isRed: @Sendable (RGBA) -> Bool = { $0.red > 200 && $0.green < 100 && $0.blue < 100 }
    /// Text ink on the red capsule (whose green is 59).
    private static let isWhite: @Sendable (RGBA) -> Bool = { $0.green > 150 }
    private static let badgeArea = CGRect(x: corner.x - 30, y: corner.y - 12, width: 60, height: 24)

    func testABadgeIsARedCapsuleOnTheImagesCornerWithWhiteText() {
        MainActor.assumeIsolated {
            let item = UITabBarItem(title: nil, image: templateSquare(), tag: 0)
            item.badgeValue = "3"
            let (app, window, _) = makeTabBarApp(items: [item])

            let capsule = app.inkBox(in: window, region: Self.badgeArea, where: Self.isRed)
            let text = app.inkBox(in: window, region: (capsule ?? .zero).insetBy(dx: 4, dy: 4), where: Self.isWhite)

            XCTAssertEqual(capsule?.height ?? 0, 18, accuracy: 1)
            XCTAssertEqual(capsule?.width ?? 0, 18, accuracy: 1)
            XCTAssertEqual(capsule?.midX ?? 0, Self.corner.x, accuracy: 1)
            XCTAssertEqual(capsule?.midY ?? 0, Self.corner.y, accuracy: 1)
            XCTAssertNotNil(text)
            XCTAssertEqual(text?.midX ?? 0, Self.corner.x, accuracy: 1.5)
            XCTAssertEqual(
                app.pixel(in: window, at: CGPoint(x: Self.corner.x - 6, y: Self.corner.y)), RGBA(255, 59, 48))
        }
    }

    func testLongerTextWidensTheCapsuleAndTheColourAndAttributesApply() {
        MainActor.assumeIsolated {
            let item = UITabBarItem(title: nil, image: templateSquare(), tag: 0)
            item.badgeValue = "1234"
            let (app, window, _) = makeTabBarApp(items: [item])
            let wide = app.inkBox(in: window, region: Self.badgeArea, where: Self.isRed)

            item.badgeColor = .blue
            item.setBadgeTextAttributes([.foregroundColor: UIColor.yellow], for: .normal)
            app.runUntilIdle()
            let blue = app.inkBox(in: window, region: Self.badgeArea) { $0.blue > 200 && $0.red < 100 }
            let yellow = app.inkBox(in: window, region: Self.badgeArea) {
                $0.red > 200 && $0.green > 200 && $0.blue < 100
            }

            XCTAssertGreaterThan(wide?.width ?? 0, 30)
            XCTAssertEqual(wide?.midX ?? 0, Self.corner.x, accuracy: 1)
            XCTAssertEqual(blue, wide)
            XCTAssertNotNil(yellow)
            XCTAssertNotNil(item.badgeTextAttributes(for: .normal)?[.foregroundColor])
            XCTAssertNil(item.badgeTextAttributes(for: .selected))
        }
    }

    func testAnEmptyBadgeIsAPlainCircleAndNilRemovesIt() {
        MainActor.assumeIsolated {
            let item = UITabBarItem(title: nil, image: templateSquare(), tag: 0)
            let (app, window, _) = makeTabBarApp(items: [item])
            let none = app.inkBox(in: window, region: Self.badgeArea, where: Self.isRed)

            item.badgeValue = ""
            app.runUntilIdle()
            let circle = app.inkBox(in: window, region: Self.badgeArea, where: Self.isRed)
            let text = app.inkBox(in: window, region: (circle ?? .zero).insetBy(dx: 4, dy: 4), where: Self.isWhite)
            item.badgeValue = nil
            app.runUntilIdle()

            XCTAssertNil(none)
            XCTAssertEqual(circle?.width ?? 0, 18, accuracy: 1)
            XCTAssertEqual(circle?.height ?? 0, 18, accuracy: 1)
            XCTAssertNil(text, "no text in an empty badge")
            XCTAssertNil(app.inkBox(in: window, region: Self.badgeArea, where: Self.isRed))
        }
    }
}
