import QuartzCore
import UIKit
import UIKitTesting
import XCTest

/// A text layer given UIKit's fonts and colours, as iOS code gives them.
final class CATextLayerUIFontTests: XCTestCase {
    func testUIFontGivesTheFaceButFontSizeGivesTheSize() {
        MainActor.assumeIsolated {
            let byName = Self.textLayer("iiiiii")
            let byFont = Self.textLayer("iiiiii")

            byName.font = "DejaVu Sans Mono"
            byFont.font = UIFont(name: "DejaVu Sans Mono", size: 60)
            let nameImage = Self.displayedImage(of: byName)
            let fontImage = Self.displayedImage(of: byFont)

            XCTAssertNotNil(Self.inkBox(of: nameImage))
            XCTAssertEqual(Self.inkBox(of: fontImage), Self.inkBox(of: nameImage))
        }
    }

    func testAttributedStringBringsItsOwnFontAndColours() {
        MainActor.assumeIsolated {
            let layer = Self.textLayer(nil)
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.blue,
            ]

            layer.string = NSAttributedString(string: "Hello", attributes: attributes)
            let image = Self.displayedImage(of: layer)

            let ink = Self.inkBox(of: image)!
            XCTAssertGreaterThan(ink.height, 20)
            XCTAssertFalse(Self.hasInk(image) { $0.red > 200 && $0.green == 0 && $0.blue == 0 })
            XCTAssertTrue(Self.hasInk(image) { $0.blue > 200 && $0.red == 0 })
        }
    }

    /// A 200 × 100 text layer showing `string` at 20 points in red.
    @MainActor private static func textLayer(_ string: String?) -> CATextLayer {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        layer.string = string
        layer.fontSize = 20
        layer.foregroundColor = UIColor.red.cgColor
        return layer
    }

    /// What the layer draws, rendered into an image of its bounds.
    @MainActor private static func displayedImage(of layer: CATextLayer) -> CGImage {
        layer.displayIfNeeded()
        let context = CGContext(pixelWidth: 200, pixelHeight: 100)
        layer.render(in: context)
        return context.makeImage()!
    }

    /// The smallest rectangle of pixels holding every pixel with alpha above 64; nil if none.
    private static func inkBox(of image: CGImage) -> CGRect? {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 64 {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    private static func hasInk(
        _ image: CGImage, where matches: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool
    ) -> Bool {
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.alpha > 200, matches(p) { return true }
            }
        }
        return false
    }
}
