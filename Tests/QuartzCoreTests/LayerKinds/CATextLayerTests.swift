import QuartzCore
import QuartzCoreTestSupport
import XCTest

final class CATextLayerTests: XCTestCase {
    func testDefaultsAreApples() {
        MainActor.assumeIsolated {
            let layer = CATextLayer()

            XCTAssertNil(layer.string)
            XCTAssertNil(layer.font)
            XCTAssertEqual(layer.fontSize, 36)
            XCTAssertEqual(layer.foregroundColor, .white)
            XCTAssertFalse(layer.isWrapped)
            XCTAssertEqual(layer.truncationMode, .none)
            XCTAssertEqual(layer.alignmentMode, .natural)
        }
    }

    func testStringIsDrawnFromTheTopLeftInTheForegroundColour() {
        MainActor.assumeIsolated {
            let layer = Self.textLayer("Hello")

            let image = displayedImage(of: layer)!

            let ink = inkBox(of: image)!
            XCTAssertLessThan(ink.minX, 5)
            XCTAssertLessThan(ink.minY, 10)
            XCTAssertLessThan(ink.maxX, 100)
            XCTAssertLessThan(ink.maxY, 30)
            XCTAssertTrue(Self.hasRedInk(image))
        }
    }

    func testNoStringDrawsNothing() {
        MainActor.assumeIsolated {
            let layer = Self.textLayer(nil)

            XCTAssertNil(inkBox(of: displayedImage(of: layer)!))
        }
    }

    func testAlignmentMovesTheInkAcrossTheBounds() {
        MainActor.assumeIsolated {
            let left = Self.textLayer("Hello")
            let center = Self.textLayer("Hello")
            let right = Self.textLayer("Hello")

            center.alignmentMode = .center
            right.alignmentMode = .right
            let leftInk = inkBox(of: displayedImage(of: left)!)!
            let centerInk = inkBox(of: displayedImage(of: center)!)!
            let rightInk = inkBox(of: displayedImage(of: right)!)!

            XCTAssertLessThan(leftInk.minX, 5)
            XCTAssertEqual(centerInk.midX, 100, accuracy: 3)
            XCTAssertGreaterThan(rightInk.maxX, 195)
            XCTAssertEqual(rightInk.width, leftInk.width, accuracy: 1)
        }
    }

    func testWrappingBreaksLongTextIntoLinesWithinTheWidth() {
        MainActor.assumeIsolated {
            let text = "one two three four five six seven eight nine ten"
            let single = Self.textLayer(text)
            let wrapped = Self.textLayer(text)

            wrapped.isWrapped = true
            let singleInk = inkBox(of: displayedImage(of: single)!)!
            let wrappedInk = inkBox(of: displayedImage(of: wrapped)!)!

            XCTAssertLessThan(singleInk.height, 25)
            XCTAssertGreaterThan(wrappedInk.height, 40)
            XCTAssertGreaterThan(singleInk.maxX, 195)
        }
    }

    func testEndTruncationReplacesTheCutTextWithAnEllipsis() {
        MainActor.assumeIsolated {
            let text = "one two three four five six seven eight nine ten"
            let clipped = Self.textLayer(text)
            let truncated = Self.textLayer(text)

            truncated.truncationMode = .end
            let clippedImage = displayedImage(of: clipped)!
            let truncatedImage = displayedImage(of: truncated)!

            XCTAssertGreaterThanOrEqual(inkBox(of: clippedImage)!.maxX, 198)
            XCTAssertNotEqual(clippedImage.pngData(), truncatedImage.pngData())
        }
    }

    func testFontNameChoosesTheFace() {
        MainActor.assumeIsolated {
            let sans = Self.textLayer("iiiiii")
            let mono = Self.textLayer("iiiiii")

            mono.font = "DejaVu Sans Mono"
            let sansInk = inkBox(of: displayedImage(of: sans)!)!
            let monoInk = inkBox(of: displayedImage(of: mono)!)!

            XCTAssertGreaterThan(monoInk.width, sansInk.width * 1.5)
        }
    }

    func testFontSizeScalesTheText() {
        MainActor.assumeIsolated {
            let small = Self.textLayer("Hello")
            let large = Self.textLayer("Hello")

            large.fontSize = 40
            let smallInk = inkBox(of: displayedImage(of: small)!)!
            let largeInk = inkBox(of: displayedImage(of: large)!)!

            XCTAssertEqual(largeInk.width / smallInk.width, 2, accuracy: 0.2)
        }
    }

    func testEveryPropertyChangeMarksTheLayerForDisplay() {
        MainActor.assumeIsolated {
            let changes: [(CATextLayer) -> Void] = [
                { $0.string = "x" }, { $0.font = "DejaVu Sans Mono" }, { $0.fontSize = 12 },
                { $0.foregroundColor = blue }, { $0.isWrapped = true }, { $0.truncationMode = .middle },
                { $0.alignmentMode = .center }, { $0.bounds.size = CGSize(width: 10, height: 10) },
            ]
            for (index, change) in changes.enumerated() {
                let layer = Self.textLayer("Hello")
                layer.displayIfNeeded()

                change(layer)

                XCTAssertTrue(layer.needsDisplay(), "change \(index)")
            }
        }
    }

    /// A 200 × 100 text layer showing `string` at 20 points in red.
    @MainActor private static func textLayer(_ string: String?) -> CATextLayer {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        layer.string = string
        layer.fontSize = 20
        layer.foregroundColor = red
        return layer
    }

    private static func hasRedInk(_ image: CGImage) -> Bool {
        hasInk(image) { $0.red > 200 && $0.green == 0 && $0.blue == 0 }
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
