import UIKit
import XCTest

/// The `.shadow` attribute: text drawn with an `NSShadow` casts it, on any thread.
final class NSShadowTests: XCTestCase {
    /// The word "██" in 30-point black at (10, 10), with `shadow` if given.
    private func render(shadow: NSShadow?) -> CGImage {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.black,
        ]
        attributes[.shadow] = shadow
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 120, height: 70), format: format).image { _ in
            ("██" as NSString).draw(at: CGPoint(x: 10, y: 10), withAttributes: attributes)
        }.cgImage!
    }

    private func count(_ image: CGImage, where matches: (UInt8, UInt8, UInt8, UInt8) -> Bool) -> Int {
        var total = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if matches(p.red, p.green, p.blue, p.alpha) { total += 1 }
            }
        }
        return total
    }

    func testTextCastsTheShadowBelowAndRightOfItsInk() {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 6, height: 6)
        shadow.shadowColor = UIColor.red

        let plain = render(shadow: nil)
        let shadowed = render(shadow: shadow)

        let isRed: (UInt8, UInt8, UInt8, UInt8) -> Bool = { r, g, b, a in a > 200 && r > 200 && g < 60 && b < 60 }
        let isBlack: (UInt8, UInt8, UInt8, UInt8) -> Bool = { r, g, b, a in a > 200 && r < 60 && g < 60 && b < 60 }
        XCTAssertEqual(count(plain, where: isRed), 0)
        XCTAssertGreaterThan(count(shadowed, where: isRed), 100)
        XCTAssertEqual(count(shadowed, where: isBlack), count(plain, where: isBlack))
    }

    func testTheDefaultShadowColourIsTranslucentBlack() {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 20)

        let shadowed = render(shadow: shadow)

        let isGrey: (UInt8, UInt8, UInt8, UInt8) -> Bool = { _, _, _, a in a > 70 && a < 100 }
        XCTAssertGreaterThan(count(shadowed, where: isGrey), 100)
    }
}
