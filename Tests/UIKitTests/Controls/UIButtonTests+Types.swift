import UIKit
import UIKitTesting
import XCTest

final class UIButtonTypeTests: XCTestCase {
    private static let frame = CGRect(x: 100, y: 100, width: 120, height: 44)

    @MainActor
    private static func systemButton() -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        return button
    }

    /// The lowest red channel in the button: about 0 where the tint is drawn at full strength,
    /// about 204 where it is drawn at 20 %, 255 where nothing is drawn.
    @MainActor
    private static func darkestRed(_ app: HeadlessApp, _ window: UIWindow) -> Int {
        var darkest = 255
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) {
                darkest = min(darkest, Int(app.pixel(in: window, at: CGPoint(x: x, y: y))?.red ?? 255))
            }
        }
        return darkest
    }

    func testASystemButtonDrawsItsTitleInTheTintColour() {
        MainActor.assumeIsolated {
            let button = Self.systemButton()
            let (app, window) = buttonWindow(button, frame: Self.frame)

            let ink = app.inkCount(in: window, region: Self.frame, where: ButtonInk.isStrongTint)

            XCTAssertGreaterThan(ink, 30)
            withExtendedLifetime(window) {}
        }
    }

    func testAHighlightedSystemButtonFadesAndFadesBackInAfterTheRelease() {
        MainActor.assumeIsolated {
            let button = Self.systemButton()
            let (app, window) = buttonWindow(button, frame: Self.frame)
            let centre = CGPoint(x: Self.frame.midX, y: Self.frame.midY)

            app.pointerDown(at: centre, in: window)
            let pressed = Self.darkestRed(app, window)
            app.pointerUp(at: centre, in: window)
            let released = Self.darkestRed(app, window)
            app.advance(by: 0.1)
            app.advanceFrames()
            let fading = Self.darkestRed(app, window)
            app.advance(by: 0.4)
            app.advanceFrames()
            let settled = Self.darkestRed(app, window)

            XCTAssertGreaterThan(pressed, 190, "20 % of the tint while highlighted")
            XCTAssertGreaterThan(released, 190, "the fade back starts from the highlighted look")
            XCTAssertLessThan(fading, released - 30)
            XCTAssertGreaterThan(fading, settled + 30)
            XCTAssertLessThan(settled, 30)
            withExtendedLifetime(window) {}
        }
    }

    func testADisabledSystemButtonDrawsItsTitleGrey() {
        MainActor.assumeIsolated {
            let button = Self.systemButton()
            button.isEnabled = false
            let (app, window) = buttonWindow(button, frame: Self.frame)

            XCTAssertEqual(app.inkCount(in: window, region: Self.frame, where: ButtonInk.isTint), 0)
            XCTAssertGreaterThan(app.inkCount(in: window, region: Self.frame, where: ButtonInk.isGrey), 30)
            withExtendedLifetime(window) {}
        }
    }

    func testACustomButtonsTitleIsWhiteAndDoesNotFade() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .custom)
            button.setTitle("Button", for: .normal)
            button.backgroundColor = .black
            let (app, window) = buttonWindow(button, frame: Self.frame)
            let centre = CGPoint(x: Self.frame.midX, y: Self.frame.midY)

            app.pointerDown(at: centre, in: window)
            let white = app.inkCount(in: window, region: Self.frame) { $0.red > 240 && $0.blue > 240 }

            XCTAssertGreaterThan(white, 30)
            XCTAssertEqual(button.titleLabel?.alpha, 1)
            app.pointerUp(at: centre, in: window)
            withExtendedLifetime(window) {}
        }
    }

    func testTheCloseButtonIsAGreyCrossInA30PointCircle() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .close)
            XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 30, height: 30))
            let frame = CGRect(x: 100, y: 100, width: 30, height: 30)
            let (app, window) = buttonWindow(button, frame: frame)

            let cross = app.inkBox(in: window, region: frame, where: ButtonInk.isGrey)
            let disc = app.pixel(in: window, at: CGPoint(x: 104, y: 115))
            let outside = app.pixel(in: window, at: CGPoint(x: 101, y: 101))

            XCTAssertEqual(cross?.midX ?? 0, frame.midX, accuracy: 1)
            XCTAssertEqual(cross?.midY ?? 0, frame.midY, accuracy: 1)
            XCTAssertEqual(cross?.width ?? 0, 11, accuracy: 3)
            XCTAssertEqual(disc.map { Int($0.red) } ?? 0, 240, accuracy: 4, "the light grey disc")
            XCTAssertEqual(outside, RGBA(255, 255, 255))
            withExtendedLifetime(window) {}
        }
    }

    func testTheInfoButtonIsAnIInARingInTheTint() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .infoLight)
            XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 22, height: 22))
            XCTAssertNotNil(button.currentImage)
            let (app, window) = buttonWindow(button, frame: CGRect(x: 100, y: 100, width: 22, height: 22))

            let isTint = { (x: CGFloat, y: CGFloat) -> Bool in
                app.pixel(in: window, at: CGPoint(x: 100 + x, y: 100 + y)).map(ButtonInk.isTint) ?? false
            }

            XCTAssertTrue(isTint(1, 11), "the ring")
            XCTAssertTrue(isTint(10, 6), "the dot")
            XCTAssertTrue(isTint(10, 13), "the stem")
            XCTAssertFalse(isTint(7, 11), "nothing across, unlike a plus")
            XCTAssertFalse(isTint(6, 6))
            withExtendedLifetime(window) {}
        }
    }

    func testTheContactAddButtonIsAPlusInARingInTheTint() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .contactAdd)
            XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 22, height: 22))
            let (app, window) = buttonWindow(button, frame: CGRect(x: 100, y: 100, width: 22, height: 22))

            let isTint = { (x: CGFloat, y: CGFloat) -> Bool in
                app.pixel(in: window, at: CGPoint(x: 100 + x, y: 100 + y)).map(ButtonInk.isTint) ?? false
            }

            XCTAssertTrue(isTint(20, 11), "the ring")
            XCTAssertTrue(isTint(8, 10) || isTint(8, 11), "the bar across")
            XCTAssertTrue(isTint(10, 8) || isTint(11, 8), "the bar down")
            XCTAssertFalse(isTint(7, 7))
            withExtendedLifetime(window) {}
        }
    }

    func testGlyphButtonsFadeWhileHighlightedAndKeepTheirType() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .detailDisclosure)
            let (app, window) = buttonWindow(button, frame: CGRect(x: 100, y: 100, width: 22, height: 22))
            let region = CGRect(x: 100, y: 100, width: 22, height: 22)
            let strong = app.inkCount(in: window, region: region, where: ButtonInk.isStrongTint)

            app.pointerDown(at: CGPoint(x: 111, y: 111), in: window)

            XCTAssertGreaterThan(strong, 20)
            XCTAssertEqual(app.inkCount(in: window, region: region, where: ButtonInk.isStrongTint), 0)
            XCTAssertEqual(button.buttonType, .detailDisclosure)
            app.pointerUp(at: CGPoint(x: 111, y: 111), in: window)
            withExtendedLifetime(window) {}
        }
    }
}
