import UIKit
import UIKitTesting
import WindowSystem
import XCTest

/// A window follows the screen holding most of it: moved to a monitor of another scale, or when the
/// desktop's density changes, it renders at the new scale and its views hear of `displayScale`.
final class UIWindowScreensTests: XCTestCase {
    func testAWindowMovedToADenserMonitorTakesItsScreenAndScale() {
        MainActor.assumeIsolated {
            let scene = ScreenScene.onTwoMonitors()
            var registeredScales: [CGFloat] = []
            scene.view.registerForTraitChanges([UITraitDisplayScale.self]) { (view: UIView, _) in
                registeredScales.append(view.traitCollection.displayScale)
            }

            scene.move(toPixel: PixelPoint(x: 1500, y: 100))

            let right = UIScreen.screens[1]
            XCTAssertTrue(scene.window.windowScene?.screen === right)
            XCTAssertTrue(scene.window.screen === right)
            XCTAssertEqual(scene.view.didChangeScales, [2])
            XCTAssertEqual(registeredScales, [2])
            XCTAssertEqual(scene.window.frame.size, CGSize(width: 400, height: 300), "the size in points is kept")
            XCTAssertEqual(scene.platformWindow.frame, PixelRect(x: 1500, y: 100, width: 800, height: 600))
            XCTAssertEqual(scene.view.layer.contentsScale, 2)
            XCTAssertEqual(scene.view.layer.backingStore?.width, 202)
            XCTAssertEqual(scene.view.layer.backingStore?.height, 102)
            XCTAssertEqual(scene.app.presentedImage(of: scene.window)?.width, 800)
        }
    }

    func testTheSizeLimitsFollowTheScaleInPixels() {
        MainActor.assumeIsolated {
            let scene = ScreenScene()
            scene.app.backend.setScreens([TwoMonitors.left, TwoMonitors.right])
            scene.window.windowScene?.sizeRestrictions?.minimumSize = CGSize(width: 300, height: 200)
            scene.app.runUntilIdle()
            XCTAssertEqual(scene.platformWindow.sizeLimits.minimum, PixelSize(width: 300, height: 200))

            scene.move(toPixel: PixelPoint(x: 1500, y: 100))

            XCTAssertEqual(scene.platformWindow.sizeLimits.minimum, PixelSize(width: 600, height: 400))
        }
    }

    func testAMenuFromAWindowOnTheSecondMonitorOpensBesideItsButtonThere() {
        MainActor.assumeIsolated {
            let scene = ScreenScene.onTwoMonitors()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 30)
            button.menu = UIMenu(children: [UIAction(title: "One") { _ in }, UIAction(title: "Two") { _ in }])
            button.showsMenuAsPrimaryAction = true
            scene.window.rootViewController?.view.addSubview(button)
            scene.move(toPixel: PixelPoint(x: 2600, y: 100))

            scene.app.click(at: CGPoint(x: 70, y: 35), in: scene.window)

            let popup = UIApplication.shared.windows.last { $0.windowLevel == .alert && !$0.isHidden }
            XCTAssertTrue(popup?.screen === UIScreen.screens[1])
            XCTAssertEqual(popup?.frame.minX, scene.window.frame.minX + 20, "the menu's leading edge is the button's")
            XCTAssertGreaterThanOrEqual(popup.flatMap { scene.app.platformWindow(of: $0) }?.frame.x ?? 0, 2600)
        }
    }

    func testAWindowThatWouldShrinkBackOffALessDenseMonitorStaysWhereItIs() {
        MainActor.assumeIsolated {
            let dense = ScreenDescription(
                pixelSize: PixelSize(width: 1000, height: 800), dotsPerInch: 192, refreshRate: 60, name: "dense")
            let plain = ScreenDescription(
                pixelSize: PixelSize(width: 1000, height: 800), dotsPerInch: 96, refreshRate: 60,
                origin: PixelPoint(x: 1000, y: 0), name: "plain", isPrimary: false)
            let scene = ScreenScene(screen: dense)
            scene.app.backend.setScreens([dense, plain])
            scene.app.runUntilIdle()

            // 480 of its 800 pixels are on the plain monitor, but at scale 1 only 80 of 400 would be.
            scene.move(toPixel: PixelPoint(x: 680, y: 100))

            XCTAssertTrue(scene.window.screen === UIScreen.main)
            XCTAssertEqual(scene.platformWindow.frame, PixelRect(x: 680, y: 100, width: 800, height: 600))
            XCTAssertEqual(scene.view.didChangeScales, [])
        }
    }

    func testGlyphsUIKitDrawsAreDrawnAgainAtTheNewScale() {
        MainActor.assumeIsolated {
            let scene = ScreenScene.onTwoMonitors()
            let button = UIButton(type: .contactAdd)
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.accessoryType = .checkmark
            cell.frame = CGRect(x: 0, y: 100, width: 300, height: 44)
            scene.window.rootViewController?.view.addSubview(button)
            scene.window.rootViewController?.view.addSubview(cell)
            scene.app.runUntilIdle()
            XCTAssertEqual(button.currentImage?.scale, 1)

            scene.move(toPixel: PixelPoint(x: 1500, y: 100))

            XCTAssertEqual(button.currentImage?.scale, 2)
            let checkmark = Self.imageViews(in: cell).first { $0.image != nil }
            XCTAssertEqual(checkmark?.image?.scale, 2)
            XCTAssertEqual(checkmark?.layer.contentsScale, 2)
        }
    }

    @MainActor
    private static func imageViews(in view: UIView) -> [UIImageView] {
        view.subviews.flatMap { subview in ((subview as? UIImageView).map { [$0] } ?? []) + imageViews(in: subview) }
    }

    func testANewWindowOfASceneOnTheSecondMonitorFillsThatMonitor() {
        MainActor.assumeIsolated {
            let scene = ScreenScene.onTwoMonitors()
            scene.move(toPixel: PixelPoint(x: 1500, y: 100))

            let window = UIWindow(windowScene: scene.window.windowScene!)
            window.isHidden = false
            scene.app.runUntilIdle()

            XCTAssertEqual(window.frame, CGRect(x: 640, y: 0, width: 1280, height: 800))
            XCTAssertEqual(
                scene.app.platformWindow(of: window)?.frame, PixelRect(x: 1280, y: 0, width: 2560, height: 1600))
        }
    }

    func testAWindowMovedWithinItsMonitorKeepsItsScale() {
        MainActor.assumeIsolated {
            let scene = ScreenScene.onTwoMonitors()

            scene.move(toPixel: PixelPoint(x: 300, y: 200))

            XCTAssertTrue(scene.window.screen === UIScreen.main)
            XCTAssertEqual(scene.view.didChangeScales, [])
            XCTAssertEqual(scene.platformWindow.frame, PixelRect(x: 300, y: 200, width: 400, height: 300))
        }
    }

    func testAWindowMovedBackRendersAtTheFirstScaleAgain() {
        MainActor.assumeIsolated {
            let scene = ScreenScene.onTwoMonitors()
            scene.move(toPixel: PixelPoint(x: 1500, y: 100))

            scene.move(toPixel: PixelPoint(x: 100, y: 100))

            XCTAssertTrue(scene.window.screen === UIScreen.main)
            XCTAssertEqual(scene.view.didChangeScales, [2, 1])
            XCTAssertEqual(scene.platformWindow.frame, PixelRect(x: 100, y: 100, width: 400, height: 300))
            XCTAssertEqual(scene.view.layer.backingStore?.width, 101)
        }
    }

    func testChangingTheDesktopsDensityRescalesTheWindowLive() {
        MainActor.assumeIsolated {
            let scene = ScreenScene()
            let main = UIScreen.main
            let modeChanges = NotificationRecorder(UIScreen.modeDidChangeNotification)
            var denser = TwoMonitors.left
            denser.dotsPerInch = 144

            scene.app.backend.setScreens([denser])
            scene.app.runUntilIdle()
            scene.app.runUntilIdle()

            XCTAssertTrue(UIScreen.main === main)
            XCTAssertEqual(main.scale, 1.5)
            XCTAssertEqual(modeChanges.objects.count, 1)
            XCTAssertEqual(scene.view.didChangeScales, [1.5])
            XCTAssertEqual(scene.platformWindow.frame, PixelRect(x: 100, y: 100, width: 600, height: 450))
        }
    }

    func testBackingStoresAtAFractionalScaleAreSizedInWholePixels() {
        MainActor.assumeIsolated {
            var screen = TwoMonitors.left
            screen.dotsPerInch = 144

            let scene = ScreenScene(screen: screen)

            XCTAssertEqual(scene.view.layer.contentsScale, 1.5)
            XCTAssertEqual(scene.view.layer.backingStore?.width, 152)
            XCTAssertEqual(scene.view.layer.backingStore?.height, 77)
            XCTAssertEqual(scene.app.presentedImage(of: scene.window)?.width, 600)
            XCTAssertEqual(scene.app.presentedImage(of: scene.window)?.height, 450)
        }
    }
}
