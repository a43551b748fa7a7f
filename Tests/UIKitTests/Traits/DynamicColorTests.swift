import UIKit
import XCTest

/// Dynamic colours: the system and semantic colours resolve per trait collection with iOS 17's light
/// and dark values, are made once, and resolve without allocating; apps' providers are asked each time.
final class DynamicColorTests: XCTestCase {
    private var light: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
    private var dark: UITraitCollection { UITraitCollection(userInterfaceStyle: .dark) }

    func testSystemColoursHaveTheirLightAndDarkValues() {
        XCTAssertEqual(rgba(UIColor.systemBlue.resolvedColor(with: light)), [0, 122, 255, 255])
        XCTAssertEqual(rgba(UIColor.systemBlue.resolvedColor(with: dark)), [10, 132, 255, 255])
        XCTAssertEqual(rgba(UIColor.systemRed.resolvedColor(with: dark)), [255, 69, 58, 255])
        XCTAssertEqual(rgba(UIColor.systemGray6.resolvedColor(with: dark)), [28, 28, 30, 255])
        XCTAssertEqual(rgba(UIColor.label.resolvedColor(with: light)), [0, 0, 0, 255])
        XCTAssertEqual(rgba(UIColor.label.resolvedColor(with: dark)), [255, 255, 255, 255])
        XCTAssertEqual(rgba(UIColor.secondaryLabel.resolvedColor(with: dark)), [235, 235, 245, 153])
        XCTAssertEqual(rgba(UIColor.separator.resolvedColor(with: light)), [60, 60, 67, 74])
        XCTAssertEqual(rgba(UIColor.systemBackground.resolvedColor(with: light)), [255, 255, 255, 255])
        XCTAssertEqual(rgba(UIColor.systemBackground.resolvedColor(with: dark)), [0, 0, 0, 255])
        XCTAssertEqual(rgba(UIColor.systemGroupedBackground.resolvedColor(with: light)), [242, 242, 247, 255])
        XCTAssertEqual(rgba(UIColor.secondarySystemGroupedBackground.resolvedColor(with: dark)), [28, 28, 30, 255])
        XCTAssertEqual(rgba(UIColor.systemFill.resolvedColor(with: dark)), [120, 120, 128, 92])
    }

    func testElevatedBackgroundsAreLighterInDarkOnly() {
        let elevatedDark = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
        let elevatedLight = UITraitCollection(traitsFrom: [light, UITraitCollection(userInterfaceLevel: .elevated)])

        XCTAssertEqual(rgba(UIColor.systemBackground.resolvedColor(with: elevatedDark)), [28, 28, 30, 255])
        XCTAssertEqual(rgba(UIColor.secondarySystemBackground.resolvedColor(with: elevatedDark)), [44, 44, 46, 255])
        XCTAssertEqual(rgba(UIColor.systemBackground.resolvedColor(with: elevatedLight)), [255, 255, 255, 255])
        XCTAssertEqual(rgba(UIColor.label.resolvedColor(with: elevatedDark)), [255, 255, 255, 255])
    }

    func testStandardColoursAreMadeOnceAndPlainColoursResolveToThemselves() {
        XCTAssertTrue(UIColor.systemBlue === UIColor.systemBlue)
        XCTAssertTrue(UIColor.label === UIColor.label)
        let plain = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        XCTAssertTrue(plain.resolvedColor(with: dark) === plain)
        XCTAssertTrue(UIColor.systemBlue.resolvedColor(with: dark) === UIColor.systemBlue.resolvedColor(with: dark))
    }

    func testCGColorFollowsTheCurrentTraitCollection() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        MainActor.assumeIsolated {
            var resolved: CGColor?
            dark.performAsCurrent { resolved = UIColor.label.cgColor }

            XCTAssertEqual(resolved, CGColor(red: 1, green: 1, blue: 1, alpha: 1))
            XCTAssertEqual(UIColor.label.cgColor, CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        }
    }

    func testAProviderIsAskedWithTheTraitsItResolvesFor() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemYellow : .systemPurple }

        XCTAssertEqual(rgba(color.resolvedColor(with: dark)), [255, 214, 10, 255])
        XCTAssertEqual(rgba(color.resolvedColor(with: light)), [175, 82, 222, 255])
        XCTAssertEqual(color, color)
        XCTAssertNotEqual(color, UIColor { _ in .systemPurple })
    }

    func testAlphaKeepsAColourDynamicAndEqualToTheSameChange() {
        let faded = UIColor.label.withAlphaComponent(0.5)

        XCTAssertEqual(rgba(faded.resolvedColor(with: dark)), [255, 255, 255, 128])
        XCTAssertEqual(rgba(faded.resolvedColor(with: light)), [0, 0, 0, 128])
        XCTAssertEqual(faded, UIColor.label.withAlphaComponent(0.5))
        XCTAssertNotEqual(UIColor.label, UIColor.black)
    }

    /// The common path makes nothing: the same Core Graphics colour comes back for the same appearance.
    func testResolvingASystemColourGivesTheSameObjectEachTime() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        MainActor.assumeIsolated {
            XCTAssertTrue(UIColor.systemBackground.cgColor === UIColor.systemBackground.cgColor)
            var darkColors: [CGColor] = []
            dark.performAsCurrent { darkColors = [UIColor.label.cgColor, UIColor.label.cgColor] }
            XCTAssertTrue(darkColors[0] === darkColors[1])
            XCTAssertFalse(darkColors[0] === UIColor.label.cgColor)
        }
    }

    private func rgba(_ color: UIColor) -> [UInt8] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { UInt8(($0 * 255).rounded()) }
    }
}
