import UIKit
import UIKitTesting
import XCTest

/// The card's look, read from the presented pixels over a black window.
final class AlertAppearanceTests: XCTestCase {
    func testTheCardIsALightTranslucentBlockWithCornersRoundedBy14Points() {
        MainActor.assumeIsolated {
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            let shown = ShownAlert(alert)
            let card = shown.card
            // White 0.96 at alpha 0.92 over black.
            let expected = RGBA(225, 225, 225)

            XCTAssertEqual(shown.color(at: CGPoint(x: card.minX + 1, y: card.minY + 1)), RGBA(0, 0, 0))
            XCTAssertEqual(shown.color(at: CGPoint(x: card.maxX - 2, y: card.maxY - 2)), RGBA(0, 0, 0))
            XCTAssertTrue(shown.color(at: CGPoint(x: card.minX + 5, y: card.minY + 5)).isClose(to: expected))
            XCTAssertTrue(shown.color(at: CGPoint(x: card.minX, y: card.midY)).isClose(to: expected))
            XCTAssertTrue(shown.color(at: CGPoint(x: card.midX, y: card.minY)).isClose(to: expected))
            XCTAssertEqual(shown.color(at: CGPoint(x: card.minX - 1, y: card.midY)), RGBA(0, 0, 0))
            withExtendedLifetime(shown) {}
        }
    }

    func testADestructiveActionsTitleIsRedAndADefaultOnesIsTheTint() {
        MainActor.assumeIsolated {
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            alert.addAction(UIAlertAction(title: "Keep", style: .default))
            let shown = ShownAlert(alert)
            let (left, right) = shown.bottomRowHalves
            let isRed = { (pixel: RGBA) in
                Int(pixel.red) > Int(pixel.green) + 80 && Int(pixel.red) > Int(pixel.blue) + 80
            }
            let isBlue = { (pixel: RGBA) in Int(pixel.blue) > Int(pixel.red) + 80 }

            XCTAssertGreaterThan(shown.inkCount(in: left, where: isRed), 30)
            XCTAssertEqual(shown.inkCount(in: left, where: isBlue), 0)
            XCTAssertGreaterThan(shown.inkCount(in: right, where: isBlue), 30)
            XCTAssertEqual(shown.inkCount(in: right, where: isRed), 0)
            withExtendedLifetime(shown) {}
        }
    }

    func testThePreferredActionsTitleIsBolderThanARegularOne() {
        MainActor.assumeIsolated {
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Same", style: .default))
            let preferred = UIAlertAction(title: "Same", style: .default)
            alert.addAction(preferred)
            alert.preferredAction = preferred
            let shown = ShownAlert(alert)

            let (regular, bold) = Self.titleInk(of: shown)

            XCTAssertGreaterThan(regular, 20)
            XCTAssertGreaterThan(Double(bold), Double(regular) * 1.2)
            withExtendedLifetime(shown) {}
        }
    }

    func testTheCancelActionIsBoldUnlessAnotherIsPreferred() {
        MainActor.assumeIsolated {
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Same", style: .cancel))
            let other = UIAlertAction(title: "Same", style: .default)
            alert.addAction(other)
            let shown = ShownAlert(alert)

            let (cancelInk, otherInk) = Self.titleInk(of: shown)
            alert.preferredAction = other
            shown.app.runUntilIdle()
            let (cancelAfter, otherAfter) = Self.titleInk(of: shown)

            XCTAssertGreaterThan(Double(cancelInk), Double(otherInk) * 1.2)
            XCTAssertGreaterThan(Double(otherAfter), Double(cancelAfter) * 1.2)
            withExtendedLifetime(shown) {}
        }
    }

    /// The strongly blue pixels in the left and right buttons of a two-button row.
    @MainActor private static func titleInk(of shown: ShownAlert) -> (left: Int, right: Int) {
        let (left, right) = shown.bottomRowHalves
        let isDarkBlue = { (pixel: RGBA) in pixel.red < 100 && pixel.blue > 200 }
        return (shown.inkCount(in: left, where: isDarkBlue), shown.inkCount(in: right, where: isDarkBlue))
    }
}
