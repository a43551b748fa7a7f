import UIKitTesting
import XCTest

@testable import UIKit

/// `appearance()` proxies: values given to a class's proxy are set on its instances as they move
/// to a window, unless the app set the property on the instance itself.
///
/// The proxies are process-wide, as on iOS, so each test forgets them afterwards.
final class UIAppearanceTests: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { AppearanceRegistry.shared.removeAll() }
    }

    func testASwitchAddedToAWindowTakesTheProxysValue() {
        MainActor.assumeIsolated {
            UISwitch.appearance().onTintColor = .red
            let (app, _, root) = makeViewTestApp()
            let toggle = UISwitch()
            XCTAssertNil(toggle.onTintColor)

            root.addSubview(toggle)
            app.runUntilIdle()

            XCTAssertEqual(toggle.onTintColor, .red)
        }
    }

    func testAValueTheAppSetOnTheViewWins() {
        MainActor.assumeIsolated {
            UISwitch.appearance().thumbTintColor = .red
            let (app, _, root) = makeViewTestApp()
            let toggle = UISwitch()
            toggle.thumbTintColor = .blue

            root.addSubview(toggle)
            app.runUntilIdle()

            XCTAssertEqual(toggle.thumbTintColor, .blue)
        }
    }

    func testContainedProxiesApplyOnlyInsideTheirContainerAndWinThere() {
        MainActor.assumeIsolated {
            UILabel.appearance().textColor = .green
            UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor = .purple
            let (app, _, root) = makeViewTestApp()
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
            let inBar = UILabel()
            let outside = UILabel()
            bar.addSubview(inBar)

            root.addSubview(bar)
            root.addSubview(outside)
            app.runUntilIdle()

            XCTAssertEqual(inBar.textColor, .purple)
            XCTAssertEqual(outside.textColor, .green)
        }
    }

    func testSubclassesTakeTheirSuperclasssProxyValues() {
        MainActor.assumeIsolated {
            UISlider.appearance().minimumTrackTintColor = .orange
            let (app, _, root) = makeViewTestApp()
            let slider = VolumeSlider()

            root.addSubview(slider)
            app.runUntilIdle()

            XCTAssertEqual(slider.minimumTrackTintColor, .orange)
        }
    }

    func testASubclassProxyDoesNotReachItsSuperclass() {
        MainActor.assumeIsolated {
            VolumeSlider.appearance().maximumTrackTintColor = .brown
            let (app, _, root) = makeViewTestApp()
            let plain = UISlider()
            let volume = VolumeSlider()

            root.addSubview(plain)
            root.addSubview(volume)
            app.runUntilIdle()

            XCTAssertNil(plain.maximumTrackTintColor)
            XCTAssertEqual(volume.maximumTrackTintColor, .brown)
        }
    }

    func testTheProxyIsOneObjectPerClassAndContainment() {
        MainActor.assumeIsolated {
            let first = UIProgressView.appearance()
            let second = UIProgressView.appearance()
            let contained = UIProgressView.appearance(whenContainedInInstancesOf: [UITabBar.self])

            XCTAssertTrue(first === second)
            XCTAssertFalse(first === contained)
            XCTAssertTrue(type(of: first) == UIProgressView.self)
        }
    }

    func testSetterMethodsAreRecordedPerState() {
        MainActor.assumeIsolated {
            UIButton.appearance().setTitleColor(.magenta, for: .highlighted)
            let (app, _, root) = makeViewTestApp()
            let button = UIButton(type: .custom)

            root.addSubview(button)
            app.runUntilIdle()

            XCTAssertEqual(button.titleColor(for: .highlighted), .magenta)
            XCTAssertNil(button.titleColor(for: .normal))
        }
    }
}

private final class VolumeSlider: UISlider {}
