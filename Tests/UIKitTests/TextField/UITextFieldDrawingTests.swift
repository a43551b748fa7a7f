import UIKit
import UIKitTesting
import XCTest

/// What a text field draws: text, bullets, the placeholder, borders, the blinking caret.
final class UITextFieldDrawingTests: XCTestCase {
    func testDefaultsAreUIKits() {
        MainActor.assumeIsolated {
            let field = UITextField()

            XCTAssertEqual(field.text, "")
            XCTAssertEqual(field.font, .systemFont(ofSize: 17))
            XCTAssertEqual(field.textColor, .label)
            XCTAssertEqual(field.textAlignment, .natural)
            XCTAssertEqual(field.borderStyle, .none)
            XCTAssertEqual(field.clearButtonMode, .never)
            XCTAssertFalse(field.isSecureTextEntry)
            XCTAssertTrue(field.canBecomeFirstResponder)
        }
    }

    func testTheIntrinsicHeightIsALineOfTheFontPlusTheBorder() {
        MainActor.assumeIsolated {
            let field = UITextField()
            let line = ceil(UIFont.systemFont(ofSize: 17).lineHeight)

            let plain = field.intrinsicContentSize.height
            field.borderStyle = .roundedRect
            let rounded = field.intrinsicContentSize.height
            field.font = .systemFont(ofSize: 30)

            XCTAssertEqual(plain, line)
            XCTAssertEqual(rounded, line + 14)
            XCTAssertEqual(field.intrinsicContentSize.height, ceil(UIFont.systemFont(ofSize: 30).lineHeight) + 14)
        }
    }

    func testSecureEntryDrawsABulletPerCharacter() {
        MainActor.assumeIsolated {
            let secure = UITextField()
            secure.isSecureTextEntry = true
            secure.text = "WWWW"
            let shownSecure = ShownField(secure)
            let bullets = UITextField()
            bullets.text = "••••"
            let shownBullets = ShownField(bullets)
            let plain = UITextField()
            plain.text = "WWWW"
            let shownPlain = ShownField(plain)

            let secureInk = shownSecure.ink()
            let bulletInk = shownBullets.ink()
            let plainInk = shownPlain.ink()

            XCTAssertEqual(secureInk, bulletInk)
            XCTAssertLessThan(secureInk?.height ?? 99, (plainInk?.height ?? 0) - 4)
            XCTAssertEqual(secure.text, "WWWW")
            withExtendedLifetime((shownSecure, shownBullets, shownPlain)) {}
        }
    }

    func testThePlaceholderShowsInGreyOnlyWhileTheFieldIsEmpty() {
        MainActor.assumeIsolated {
            let field = UITextField()
            field.placeholder = "Placeholder"
            let shown = ShownField(field)
            let isLightGrey = { (pixel: RGBA) in pixel.red < 235 && pixel.red > 150 }
            let isDark = { (pixel: RGBA) in pixel.red < 100 }

            let emptyGrey = shown.ink(where: isLightGrey)
            let emptyDark = shown.ink(where: isDark)
            shown.tapField()
            shown.type("i")
            let typedGrey = shown.ink(where: isLightGrey)

            XCTAssertGreaterThan(emptyGrey?.width ?? 0, 60)
            XCTAssertNil(emptyDark)
            XCTAssertLessThan(typedGrey?.maxX ?? 0, field.frame.minX + 12)
            withExtendedLifetime(shown) {}
        }
    }

    func testARoundedRectBorderIsAWhiteBoxWithAThinGreyEdgeAndRoundCorners() {
        MainActor.assumeIsolated {
            let field = UITextField()
            field.borderStyle = .roundedRect
            let shown = ShownField(field)
            shown.window.backgroundColor = .black
            shown.app.runUntilIdle()
            let frame = field.frame

            XCTAssertEqual(
                shown.app.pixel(in: shown.window, at: CGPoint(x: frame.midX, y: frame.midY)), RGBA(255, 255, 255))
            XCTAssertEqual(shown.app.pixel(in: shown.window, at: CGPoint(x: frame.minX, y: frame.minY)), RGBA(0, 0, 0))
            let edge = shown.app.pixel(in: shown.window, at: CGPoint(x: frame.midX, y: frame.minY))
            XCTAssertEqual(Int(edge?.red ?? 0), 209, accuracy: 3)
            withExtendedLifetime(shown) {}
        }
    }

    func testTheCaretBlinksWhileEditingAndGoesAwayAfter() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            let caret = CGRect(x: 10, y: 10, width: 6, height: 30)
            let isTint = { (pixel: RGBA) in pixel.blue > 200 && pixel.red < 100 }

            shown.field.becomeFirstResponder()
            shown.app.runUntilIdle()
            let shownAtFirst = shown.ink(in: caret, where: isTint)
            shown.app.advance(by: 0.45)
            let faded = shown.ink(in: caret, where: { $0.red < 240 })
            shown.app.advance(by: 0.5)
            let back = shown.ink(in: caret, where: isTint)
            let animating = Self.caretAnimations(in: shown.field)
            shown.field.resignFirstResponder()
            shown.app.advance(by: 0.25)

            XCTAssertEqual(shownAtFirst?.width, 2)
            XCTAssertNil(faded)
            XCTAssertEqual(back?.width, 2)
            XCTAssertEqual(animating, 1)
            XCTAssertNil(shown.ink(in: caret))
            XCTAssertEqual(Self.caretAnimations(in: shown.field), 0)
            XCTAssertEqual(shown.app.scheduler.pendingTimerCount, 0)
            withExtendedLifetime(shown) {}
        }
    }

    func testTheCaretStandsAfterTheTextTypedSoFar() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            let isTint = { (pixel: RGBA) in pixel.blue > 200 && pixel.red < 100 }
            shown.tapField()

            shown.type("MMM")
            let text = shown.ink(where: { $0.red < 100 && $0.blue < 100 })
            let caret = shown.ink(where: isTint)
            shown.press(.keyboardHome)
            let caretAtStart = shown.ink(where: isTint)

            XCTAssertEqual(caret?.minX ?? 0, text?.maxX ?? 0, accuracy: 3)
            XCTAssertEqual(caretAtStart?.minX, shown.field.frame.minX)
            withExtendedLifetime(shown) {}
        }
    }

    /// The repeating opacity animations on the field's sublayers.
    @MainActor private static func caretAnimations(in field: UITextField) -> Int {
        var count = 0
        for layer in field.layer.sublayers ?? [] {
            for key in layer.animationKeys() ?? [] {
                guard let animation = layer.animation(forKey: key) as? CABasicAnimation else { continue }
                if animation.keyPath == "opacity", animation.repeatCount == .infinity { count += 1 }
            }
        }
        return count
    }
}
