import UIKit
import XCTest

/// `NSString`/`String` drawing and measuring with iOS's geometry.
private let font = UIFont.systemFont(ofSize: 20)
private let sentence = "The quick brown fox jumps over the lazy dog"

private func style(_ change: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
    let style = NSMutableParagraphStyle()
    change(style)
    return style
}

final class NSStringDrawingTests: XCTestCase {
    func testInkOfDrawnTextLiesInsideItsBoundingRect() {
        MainActor.assumeIsolated {
            let attributes: [NSAttributedString.Key: Any] = [.font: font]
            let origin = CGPoint(x: 12, y: 8)
            let bounds = sentence.boundingRect(
                with: CGSize(width: 200, height: 0), options: .usesLineFragmentOrigin, attributes: attributes,
                context: nil)

            let image = renderText {
                sentence.draw(
                    with: CGRect(origin: origin, size: CGSize(width: 200, height: 0)), options: .usesLineFragmentOrigin,
                    attributes: attributes, context: nil)
            }

            let ink = image.textInk()!
            XCTAssertRect(ink, isInside: bounds.offsetBy(dx: origin.x, dy: origin.y))
            XCTAssertGreaterThan(ink.height, bounds.height / 2)
        }
    }

    func testBoundingRectWrapsToTheWidthInWholeLines() {
        let bounds = sentence.boundingRect(
            with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)

        let lines = (bounds.height / font.lineHeight).rounded()
        XCTAssertGreaterThan(lines, 1)
        XCTAssertEqual(bounds.height, lines * font.lineHeight, accuracy: 0.5)
        XCTAssertLessThanOrEqual(bounds.width, 150)
        XCTAssertEqual(bounds.origin, .zero)
    }

    func testBoundingRectWithoutLineFragmentOriginIsOneLineMeasuredFromTheBaseline() {
        let bounds = (sentence + "\nsecond paragraph").boundingRect(
            with: CGSize(width: 150, height: 0), options: [], attributes: [.font: font], context: nil)

        XCTAssertEqual(bounds.minY, -font.ascender, accuracy: 0.5)
        XCTAssertEqual(bounds.height, font.lineHeight, accuracy: 0.5)
        XCTAssertGreaterThan(bounds.width, 150, "one line, not wrapped")
    }

    func testDeviceMetricsMeasureTheInk() {
        let typographic = "x".boundingRect(
            with: .zero, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)

        let ink = "x".boundingRect(
            with: .zero, options: [.usesLineFragmentOrigin, .usesDeviceMetrics], attributes: [.font: font],
            context: nil)

        XCTAssertEqual(ink.height, font.xHeight, accuracy: 1)
        XCTAssertGreaterThan(ink.minY, typographic.minY + font.ascender - font.capHeight)
    }

    func testSizeIsOneLineTallAndFractional() {
        let size = "Hello".size(withAttributes: [.font: font])

        XCTAssertEqual(size.height, font.lineHeight, accuracy: 0.01)
        XCTAssertGreaterThan(size.width, 40)
        XCTAssertEqual(
            (sentence as NSString).size(withAttributes: [.font: font]), sentence.size(withAttributes: [.font: font]))
    }

    func testMissingAttributesMeanTheTwelvePointSystemFont() {
        let size = "Hello".size(withAttributes: nil)

        XCTAssertEqual(size, "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]))
    }

    func testEmptyStringMeasuresZero() {
        XCTAssertEqual("".size(withAttributes: [.font: font]), .zero)
        XCTAssertEqual(
            "".boundingRect(with: .zero, options: .usesLineFragmentOrigin, attributes: nil, context: nil), .zero)
    }

    func testDrawAtPutsTheTopOfTheLineAtThePoint() {
        MainActor.assumeIsolated {
            let image = renderText { "H".draw(at: CGPoint(x: 10, y: 30), withAttributes: [.font: font]) }

            let ink = image.textInk()!
            XCTAssertEqual(ink.minY, 30 + font.ascender - font.capHeight, accuracy: 1)
            XCTAssertEqual(ink.maxY, 30 + font.ascender, accuracy: 1)
            XCTAssertEqual(ink.minX, 10, accuracy: 3)
        }
    }

    func testDrawWithoutLineFragmentOriginPutsTheBaselineAtTheRectsOrigin() {
        MainActor.assumeIsolated {
            let image = renderText {
                "H".draw(
                    with: CGRect(x: 10, y: 60, width: 0, height: 0), options: [], attributes: [.font: font],
                    context: nil)
            }

            XCTAssertEqual(image.textInk()!.maxY, 60, accuracy: 1)
        }
    }

    func testDrawInRectWrapsAndLeavesOutLinesThatDoNotFit() {
        MainActor.assumeIsolated {
            let rect = CGRect(x: 10, y: 10, width: 150, height: font.lineHeight * 1.5)

            let image = renderText { sentence.draw(in: rect, withAttributes: [.font: font]) }

            let ink = image.textInk()!
            XCTAssertRect(ink, isInside: rect)
            XCTAssertLessThan(ink.maxY, rect.minY + font.lineHeight + 1, "only the first line")
        }
    }

    func testCenterAndRightAlignmentMoveTheInkRight() {
        MainActor.assumeIsolated {
            @MainActor func ink(_ alignment: NSTextAlignment) -> CGRect {
                let attributes: [NSAttributedString.Key: Any] = [
                    .font: font, .paragraphStyle: style { $0.alignment = alignment },
                ]
                return renderText {
                    "Hi".draw(in: CGRect(x: 0, y: 0, width: 300, height: 40), withAttributes: attributes)
                }
                .textInk()!
            }

            let left = ink(.left)
            let center = ink(.center)
            let right = ink(.right)

            XCTAssertEqual(center.midX, 150, accuracy: 4)
            XCTAssertEqual(right.maxX, 300, accuracy: 4)
            XCTAssertLessThan(left.maxX, center.minX)
        }
    }

    func testTruncatingTailAddsAnEllipsisWithinTheWidth() {
        MainActor.assumeIsolated {
            let attributes: [NSAttributedString.Key: Any] = [
                .font: font, .paragraphStyle: style { $0.lineBreakMode = .byTruncatingTail },
            ]
            let rect = CGRect(x: 0, y: 0, width: 150, height: 100)
            let ellipsis = "…".size(withAttributes: [.font: font]).width

            let image = renderText { sentence.draw(in: rect, withAttributes: attributes) }

            let ink = image.textInk()!
            let end = CGRect(x: ink.maxX - ellipsis * 0.6, y: 0, width: ellipsis, height: 100)
            XCTAssertLessThanOrEqual(ink.maxX, 150)
            XCTAssertLessThan(ink.height, font.lineHeight, "one line")
            XCTAssertGreaterThan(image.textInk(in: end)!.minY, font.ascender - 5, "only the dots of … end the line")
        }
    }

    func testTruncatesLastVisibleLineEndsTheLastLineThatFitsInAnEllipsis() {
        MainActor.assumeIsolated {
            let size = CGSize(width: 150, height: font.lineHeight * 2.5)
            let options: NSStringDrawingOptions = [.usesLineFragmentOrigin, .truncatesLastVisibleLine]

            let bounds = sentence.boundingRect(with: size, options: options, attributes: [.font: font], context: nil)

            XCTAssertEqual(bounds.height, 2 * font.lineHeight, accuracy: 0.5)
            XCTAssertLessThanOrEqual(bounds.width, 150)
        }
    }

    func testMeasuringTheSameStringTwiceHitsTheLayoutCache() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 31)]
        let cache = TextLayoutCache.current
        let unique = "cache probe \(UUID())"

        _ = unique.size(withAttributes: attributes)
        let hits = cache.hits
        let misses = cache.misses
        _ = unique.size(withAttributes: attributes)

        XCTAssertEqual(cache.hits, hits + 1)
        XCTAssertEqual(cache.misses, misses)
    }

    func testDrawingContextReportsTheTotalBounds() {
        let context = NSStringDrawingContext()

        let bounds = sentence.boundingRect(
            with: CGSize(width: 150, height: 0), options: .usesLineFragmentOrigin, attributes: [.font: font],
            context: context)

        XCTAssertEqual(context.totalBounds, bounds)
        XCTAssertEqual(context.actualScaleFactor, 1)
    }

    func testADrawingContextWithAMinimumScaleFactorShrinksTextToFit() {
        MainActor.assumeIsolated {
            let context = NSStringDrawingContext()
            context.minimumScaleFactor = 0.2
            let full = sentence.size(withAttributes: [.font: font])
            let rect = CGRect(x: 0, y: 0, width: full.width / 2, height: 40)

            let bounds = sentence.boundingRect(
                with: rect.size, options: [], attributes: [.font: font], context: context)
            XCTAssertEqual(context.actualScaleFactor, 0.5, accuracy: 0.02)
            XCTAssertLessThanOrEqual(bounds.width, rect.width)
            XCTAssertGreaterThan(bounds.width, rect.width * 0.95)

            let image = renderText(width: Int(rect.width) + 20, height: 60) {
                sentence.draw(
                    with: rect.offsetBy(dx: 0, dy: 30), options: [], attributes: [.font: font], context: context)
            }
            XCTAssertLessThanOrEqual(image.textInk()!.maxX, rect.width + 1)

            context.minimumScaleFactor = 0.8
            _ = sentence.boundingRect(with: rect.size, options: [], attributes: [.font: font], context: context)
            XCTAssertEqual(context.actualScaleFactor, 0.8, "no further than allowed")
            context.minimumScaleFactor = 0
            _ = sentence.boundingRect(with: rect.size, options: [], attributes: [.font: font], context: context)
            XCTAssertEqual(context.actualScaleFactor, 1, "0 does not shrink")
        }
    }

    func testDrawingWithoutACurrentContextDoesNothing() {
        MainActor.assumeIsolated {
            XCTAssertNil(UIGraphicsGetCurrentContext())

            "Hello".draw(at: .zero, withAttributes: [.font: font])
            "Hello".draw(in: CGRect(x: 0, y: 0, width: 10, height: 10), withAttributes: nil)
        }
    }
}
