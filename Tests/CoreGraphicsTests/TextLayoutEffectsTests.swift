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

final class CGContextTextStateTests: XCTestCase {
    func testTextStateIsPartOfTheGraphicsStateButTheTextMatrixIsNot() {
        let context = makeFlippedContext(width: 10, height: 10)
        context.setFontSize(30)
        context.setTextDrawingMode(.stroke)
        context.setCharacterSpacing(2)
        context.setFont(CGFont("DejaVu Sans")!)

        context.saveGState()
        context.setFontSize(8)
        context.setTextDrawingMode(.invisible)
        context.setFont(CGFont("DejaVu Sans Mono")!)
        context.textMatrix = CGAffineTransform(scaleX: 2, y: 2)
        context.restoreGState()

        XCTAssertEqual(context.state.fontSize, 30)
        XCTAssertEqual(context.textDrawingMode, .stroke)
        XCTAssertEqual(context.state.characterSpacing, 2)
        XCTAssertEqual(context.state.font?.fullName, "DejaVu Sans")
        XCTAssertEqual(context.textMatrix, CGAffineTransform(scaleX: 2, y: 2))
    }

    func testUnknownFontNamesGiveNil() {
        XCTAssertNil(CGFont("No Such Font Family 42"))
    }

    func testStrokeModeOutlinesGlyphsAndInvisibleDrawsNothing() {
        let layout = TextLayout(text: "O", fontFamily: "", pointSize: 60, weight: .regular)
        func render(_ mode: CGTextDrawingMode) -> CGImage {
            let context = makeFlippedContext(width: 100, height: 100)
            context.setTextDrawingMode(mode)
            context.setLineWidth(1)
            layout.draw(in: context, at: CGPoint(x: 10, y: 10), color: .black)
            return context.makeImage()!
        }

        let filled = render(.fill).inkCount()
        let stroked = render(.stroke).inkCount()
        let invisible = render(.invisible).inkCount()

        XCTAssertGreaterThan(stroked, 0)
        XCTAssertLessThan(stroked, filled, "an outline covers less than the filled glyph")
        XCTAssertEqual(invisible, 0)
    }

    func testClipModeLimitsLaterPaintingToTheGlyphs() {
        let context = makeFlippedContext(width: 100, height: 100)
        let layout = TextLayout(text: "I", fontFamily: "", pointSize: 60, weight: .bold)
        context.setTextDrawingMode(.clip)

        layout.draw(in: context, at: CGPoint(x: 10, y: 10), color: .black)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        let image = context.makeImage()!

        let painted = image.inkCount()
        XCTAssertGreaterThan(painted, 50)
        XCTAssertLessThan(painted, 100 * 100 / 4, "only the glyph area was painted")
    }
}
