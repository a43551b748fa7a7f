import UIKit
import UIKitTesting
import XCTest

final class UIButtonStateTests: XCTestCase {
    @MainActor
    private static func solid(_ color: UIColor, side: CGFloat = 20) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    func testAStyledTitleWinsOverAPlainOneAndFallsBackToTheNormalState() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setTitle("Plain", for: .normal)
            button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .highlighted)

            XCTAssertEqual(button.currentTitle, "Plain")
            XCTAssertNil(button.currentAttributedTitle)
            button.isHighlighted = true
            XCTAssertEqual(button.currentTitle, "Styled")
            XCTAssertEqual(button.titleLabel?.text, "Styled")
            button.isHighlighted = false
            button.setAttributedTitle(NSAttributedString(string: "Styled normal"), for: .normal)
            XCTAssertEqual(button.currentTitle, "Styled normal")
            XCTAssertEqual(button.attributedTitle(for: .selected)?.string, "Styled normal")
            XCTAssertEqual(button.title(for: .selected), "Plain")
        }
    }

    func testCombinedStatesFallBackToTheNormalStatesValues() {
        MainActor.assumeIsolated {
            let normal = Self.solid(.red)
            let selected = Self.solid(.green)
            let button = UIButton(type: .custom)
            button.setImage(normal, for: .normal)
            button.setImage(selected, for: .selected)
            button.setBackgroundImage(selected, for: [.selected, .highlighted])

            button.isSelected = true
            XCTAssertTrue(button.currentImage === selected)
            XCTAssertNil(button.currentBackgroundImage)
            button.isHighlighted = true
            XCTAssertTrue(button.currentImage === normal, "selected and highlighted has no image of its own")
            XCTAssertTrue(button.currentBackgroundImage === selected)
            button.isEnabled = false
            button.isHighlighted = false
            button.isSelected = false
            XCTAssertTrue(button.currentImage === normal)
        }
    }

    func testTheTitleShadowColourFollowsTheState() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .custom)
            button.setTitle("Shadow", for: .normal)
            button.setTitleShadowColor(.red, for: .normal)
            button.setTitleShadowColor(.blue, for: .disabled)

            XCTAssertEqual(button.currentTitleShadowColor, .red)
            XCTAssertEqual(button.titleLabel?.shadowColor, .red)
            button.isEnabled = false
            XCTAssertEqual(button.currentTitleShadowColor, .blue)
            XCTAssertEqual(button.titleLabel?.shadowColor, .blue)
            XCTAssertEqual(button.titleShadowColor(for: .selected), .red)
        }
    }

    func testASystemButtonsTitleColourFollowsTheTintUntilOneIsSet() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.tintColor = .systemGreen

            XCTAssertEqual(button.currentTitleColor, .systemGreen)
            button.isSelected = true
            XCTAssertEqual(button.currentTitleColor, .systemGreen)
            button.setTitleColor(.orange, for: .selected)
            XCTAssertEqual(button.currentTitleColor, .orange)
            XCTAssertEqual(button.titleLabel?.textColor, .orange)
        }
    }

    func testACustomButtonDimsItsImageOnlyWhenAskedTo() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .custom)
            button.setImage(Self.solid(.red), for: .normal)

            button.isHighlighted = true
            XCTAssertEqual(button.imageView?.alpha, 0.5)
            button.adjustsImageWhenHighlighted = false
            XCTAssertEqual(button.imageView?.alpha, 1)
            button.isHighlighted = false
            button.isEnabled = false
            XCTAssertEqual(button.imageView?.alpha, 0.5)
            button.adjustsImageWhenDisabled = false
            XCTAssertEqual(button.imageView?.alpha, 1)
        }
    }

    func testASystemButtonTintsItsImageAndGreysItWhenDisabled() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setImage(Self.solid(.black), for: .normal)
            let (app, window) = buttonWindow(button, frame: CGRect(x: 100, y: 100, width: 20, height: 20))

            let tinted = app.pixel(in: window, at: CGPoint(x: 110, y: 110))
            button.isEnabled = false
            app.runUntilIdle()
            let disabled = app.pixel(in: window, at: CGPoint(x: 110, y: 110))

            XCTAssertEqual(tinted?.isClose(to: RGBA(0, 122, 255)), true, "\(String(describing: tinted))")
            XCTAssertEqual(disabled?.isClose(to: RGBA(142, 142, 147)), true, "\(String(describing: disabled))")
            withExtendedLifetime(window) {}
        }
    }

    func testAnImageThatAsksToBeDrawnAsItIsKeepsItsColours() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setImage(Self.solid(.red).withRenderingMode(.alwaysOriginal), for: .normal)
            let (app, window) = buttonWindow(button, frame: CGRect(x: 100, y: 100, width: 20, height: 20))

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 110, y: 110))?.isClose(to: RGBA(255, 0, 0)), true)
            withExtendedLifetime(window) {}
        }
    }
}
