import UIKit
import UIKitTesting
import XCTest

final class UIButtonTests: XCTestCase {
    func testAClickTriggersThePrimaryActionWithTouchUpInside() {
        MainActor.assumeIsolated {
            var taps = 0
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in taps += 1 })
            let (app, window, _) = controlWindow(button)
            let log = ControlEventLog(button)

            app.click(at: CGPoint(x: 100, y: 100), in: window)

            XCTAssertEqual(taps, 1)
            XCTAssertEqual(log.entries, ["down", "upInside", "primary"])
            XCTAssertEqual(button.currentTitle, "Go")
            XCTAssertEqual(button.buttonType, .system)
        }
    }

    func testTitlesFallBackToTheNormalStates() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .custom)
            button.setTitle("Normal", for: .normal)
            button.setTitle("Selected", for: .selected)

            XCTAssertEqual(button.title(for: .highlighted), "Normal")
            XCTAssertEqual(button.title(for: .selected), "Selected")
            button.isSelected = true
            XCTAssertEqual(button.currentTitle, "Selected")
            button.setTitle(nil, for: .selected)
            XCTAssertEqual(button.currentTitle, "Normal")
        }
    }

    func testASystemButtonDimsItsTitleWhileHighlighted() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setTitleColor(.red, for: .normal)
            let (app, window, _) = controlWindow(button)

            app.pointerDown(at: CGPoint(x: 100, y: 100), in: window)
            XCTAssertEqual(button.currentTitleColor, UIColor.red.withAlphaComponent(0.2))
            app.pointerUp(at: CGPoint(x: 100, y: 100), in: window)
            XCTAssertEqual(button.currentTitleColor, .red)
            button.isEnabled = false
            XCTAssertEqual(button.currentTitleColor, .systemGray)
        }
    }

    func testAnExplicitColourForTheStateWins() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setTitleColor(.blue, for: .highlighted)
            button.isHighlighted = true

            XCTAssertEqual(button.currentTitleColor, .blue)
            XCTAssertEqual(UIButton(frame: .zero).buttonType, .custom)
            XCTAssertEqual(UIButton(type: .custom).currentTitleColor, .white)
        }
    }

    func testTheImageIsDrawnCentredAndHalfTransparentWhileHighlighted() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .custom)
            let red = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
            button.setImage(red, for: .normal)
            let (app, window, _) = controlWindow(button)
            window.rootViewController!.view.backgroundColor = .white
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 100, y: 100)), RGBA(255, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 85, y: 100)), RGBA(255, 255, 255))
            app.pointerDown(at: CGPoint(x: 100, y: 100), in: window)
            let dimmed = app.pixel(in: window, at: CGPoint(x: 100, y: 100))
            XCTAssertEqual(Int(dimmed?.green ?? 0), 128, accuracy: 2)
        }
    }
}

final class UIButtonSubviewTests: XCTestCase {
    func testTitleLabelAndImageViewShowTheCurrentStatesContent() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
            button.setTitle("Normal", for: .normal)
            button.setTitle("Down", for: .highlighted)
            XCTAssertEqual(button.titleLabel?.text, "Normal")
            XCTAssertEqual(button.titleLabel?.font.pointSize, 15)
            button.isHighlighted = true
            XCTAssertEqual(button.titleLabel?.text, "Down")
            XCTAssertNil(button.imageView?.image)
            let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
            button.setImage(image, for: .normal)
            XCTAssertTrue(button.currentImage === image)
            XCTAssertEqual(button.imageView?.image?.renderingMode, .alwaysTemplate, "a system button tints its image")
            button.layoutIfNeeded()
            let imageFrame = button.imageView!.frame
            let titleFrame = button.titleLabel!.frame
            XCTAssertEqual(imageFrame.size, CGSize(width: 10, height: 10))
            XCTAssertEqual(titleFrame.minX, imageFrame.maxX, "title after the image")
            XCTAssertEqual((imageFrame.minX + titleFrame.maxX) / 2, 100, accuracy: 0.5, "centred together")
            XCTAssertEqual(titleFrame.midY, 22, accuracy: 0.5)
        }
    }

    func testTheBackgroundImageFillsTheButtonPerState() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
            button.setBackgroundImage(Self.solid(.blue), for: .normal)
            button.setBackgroundImage(Self.solid(.green), for: .highlighted)
            window.addSubview(button)
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 80, y: 80))?.isClose(to: RGBA(0, 0, 255)), true)
            app.pointerDown(at: CGPoint(x: 50, y: 50), in: window)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 80, y: 80))?.isClose(to: RGBA(0, 255, 0)), true)
            app.pointerUp(at: CGPoint(x: 50, y: 50), in: window)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 80, y: 80))?.isClose(to: RGBA(0, 0, 255)), true)
        }
    }

    @MainActor
    private static func solid(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
    }
}
