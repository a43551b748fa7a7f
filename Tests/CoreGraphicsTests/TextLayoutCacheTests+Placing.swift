import XCTest

@testable import CoreGraphics

/// A layout measured unbounded is placed again, not laid out again, for a container it fits.
final class TextLayoutCachePlacingTests: XCTestCase {
    func testTextAskedForAtItsMeasuredSizeIsPlacedFromTheMeasuredLayout() {
        let cache = TextLayoutCache(capacity: 4)
        let text = makeText("Button 12")
        let size = cache.layout(for: text, in: TextContainer()).size
        let container = TextContainer(width: size.width, height: size.height, maximumNumberOfLines: 0)

        let placed = cache.layout(for: text, in: container)

        XCTAssertEqual(cache.placements, 1)
        XCTAssertEqual(placed.container, container)
        XCTAssertFalse(placed.isTruncated)
        XCTAssertGreaterThan(render(placed).inkCount(), 0)
        XCTAssertEqual(pixels(of: render(placed)), pixels(of: render(TextLayout(text, in: container))))
    }

    func testCentredLinesArePlacedAcrossTheWiderContainer() {
        let cache = TextLayoutCache(capacity: 4)
        let centred = makeParagraph { $0.alignment = .center }
        let text = makeText("Centred\nand short", paragraph: centred)
        _ = cache.layout(for: text, in: TextContainer())
        let container = TextContainer(width: 300, height: 100)

        let placed = cache.layout(for: text, in: container)

        XCTAssertEqual(cache.placements, 1)
        XCTAssertEqual(pixels(of: render(placed)), pixels(of: render(TextLayout(text, in: container))))
    }

    func testTextWiderThanTheContainerIsLaidOutAgain() {
        let cache = TextLayoutCache(capacity: 4)
        let text = makeText("Too wide to fit on one line")
        let size = cache.layout(for: text, in: TextContainer()).size

        let wrapped = cache.layout(for: text, in: TextContainer(width: size.width / 2))

        XCTAssertEqual(cache.placements, 0)
        XCTAssertGreaterThan(wrapped.lineCount, 1)
    }

    func testTextTallerThanTheContainerIsLaidOutAgain() {
        let cache = TextLayoutCache(capacity: 4)
        let text = makeText("One\nTwo\nThree")
        let size = cache.layout(for: text, in: TextContainer()).size

        let cut = cache.layout(for: text, in: TextContainer(width: size.width, height: size.height / 2))

        XCTAssertEqual(cache.placements, 0)
        XCTAssertTrue(cut.isTruncated)
        XCTAssertLessThan(cut.lineCount, 3)
    }

    func testIndentedOrJustifiedTextIsLaidOutAgain() {
        let cache = TextLayoutCache(capacity: 8)
        let indented = makeText("Indented", paragraph: makeParagraph { $0.firstLineHeadIndent = 10 })
        let justified = makeText("Justified", paragraph: makeParagraph { $0.alignment = .justified })
        for text in [indented, justified] { _ = cache.layout(for: text, in: TextContainer()) }

        for text in [indented, justified] { _ = cache.layout(for: text, in: TextContainer(width: 300)) }

        XCTAssertEqual(cache.placements, 0)
    }

    func testOtherTextOrAnotherFontAfterAPlacementIsLaidOutItself() {
        let cache = TextLayoutCache(capacity: 8)
        let container = TextContainer(width: 300, height: 100)
        _ = cache.layout(for: makeText("First"), in: TextContainer())
        _ = cache.layout(for: makeText("First"), in: container)

        let other = cache.layout(for: makeText("Second"), in: container)
        let larger = cache.layout(for: makeText("First", pointSize: 30), in: container)

        XCTAssertEqual(cache.placements, 1)
        XCTAssertEqual(pixels(of: render(other)), pixels(of: render(TextLayout(makeText("Second"), in: container))))
        XCTAssertEqual(
            pixels(of: render(larger)), pixels(of: render(TextLayout(makeText("First", pointSize: 30), in: container))))
    }

    private func pixels(of image: CGImage) -> [UInt8] {
        (0..<image.height).flatMap { y in
            (0..<image.width).flatMap { x in
                let pixel = image.pixel(x: x, y: y)
                return [pixel.red, pixel.green, pixel.blue, pixel.alpha]
            }
        }
    }
}
