import XCTest

@testable import CoreGraphics

/// Text goes through the context's painting pipeline when effects are set.
final class TextLayoutEffectsTests: XCTestCase {
    private func layout() -> TextLayout {
        TextLayout(text: "HH", fontFamily: "", pointSize: 30, weight: .bold)
    }

    func testTextCastsAShadowAtTheOffsetDownwardsInAFlippedContext() throws {
        let context = makeFlippedContext(width: 200, height: 100)
        context.setShadow(
            offset: CGSize(width: 0, height: 12), blur: 0, color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))

        layout().draw(in: context, at: CGPoint(x: 10, y: 10), color: .black)
        let image = context.makeImage()!

        let glyphs = try XCTUnwrap(image.inkBox { $0.alpha > 200 && $0.red < 60 })
        let shadow = try XCTUnwrap(image.inkBox { $0.alpha > 200 && $0.red > 200 && $0.green < 60 }, "no shadow")
        XCTAssertEqual(shadow.maxY - glyphs.maxY, 12, accuracy: 1)
        XCTAssertEqual(shadow.minX, glyphs.minX, accuracy: 1)
    }

    func testTextHonoursTheBlendMode() {
        let context = makeFlippedContext(width: 200, height: 100)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 200, height: 100))
        context.setBlendMode(.clear)

        layout().draw(in: context, at: CGPoint(x: 10, y: 10), color: .black)
        let image = context.makeImage()!

        XCTAssertGreaterThan(image.inkCount { $0.alpha == 0 }, 50, "the glyphs cleared the blue")
        XCTAssertEqual(image.pixel(x: 190, y: 90).blue, 255, "outside the glyphs stays blue")
    }
}
