import CCairo
import UIKit
import UIKitTesting
import XCTest

/// Label sizes against Pango's own measurements of the same text, and how sizing is cached.
final class UILabelSizingTests: XCTestCase {
    private static let sentence = "The quick brown fox jumps over the lazy dog and keeps on running far away"

    @MainActor
    private static func makeLabel(_ text: String = sentence, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = lines
        return label
    }

    func testASingleLineIsAsLargeAsPangoSaysWhateverTheWidthOffered() {
        MainActor.assumeIsolated {
            let label = Self.makeLabel()
            let reference = PangoReference(Self.sentence).wholePoints
            XCTAssertEqual(label.intrinsicContentSize, reference)
            XCTAssertEqual(label.sizeThatFits(.zero), reference)
            XCTAssertEqual(label.sizeThatFits(CGSize(width: 50, height: 10)), reference, "one line ignores the size")
        }
    }

    func testSeveralLinesWrapAtTheWidthAsPangoWrapsThem() {
        MainActor.assumeIsolated {
            let label = Self.makeLabel(lines: 0)
            let reference = PangoReference(Self.sentence, width: 150)
            XCTAssertGreaterThan(reference.lineCount, 3)
            let size = label.sizeThatFits(CGSize(width: 150, height: 20))
            XCTAssertEqual(size.height, reference.wholePoints.height, "every line, whatever the height offered")
            XCTAssertEqual(size.width, reference.wholePoints.width)
            XCTAssertLessThanOrEqual(size.width, 150)
        }
    }

    func testCharacterWrappingBreaksInsideWords() {
        MainActor.assumeIsolated {
            let text = "Hello wonderful world"
            let label = Self.makeLabel(text, lines: 0)
            label.lineBreakMode = .byCharWrapping
            let byCharacter = PangoReference(text, width: 130, wrap: PANGO_WRAP_CHAR)
            let byWord = PangoReference(text, width: 130)
            XCTAssertLessThan(byCharacter.lineCount, byWord.lineCount, "lines filled to the edge")
            XCTAssertEqual(label.sizeThatFits(CGSize(width: 130, height: 0)), byCharacter.wholePoints)
            label.lineBreakMode = .byWordWrapping
            XCTAssertEqual(label.sizeThatFits(CGSize(width: 130, height: 0)), byWord.wholePoints)
        }
    }

    func testALineLimitKeepsThatManyLines() {
        MainActor.assumeIsolated {
            let label = Self.makeLabel(lines: 2)
            let twoLines = PangoReference(Self.sentence, width: 150, ellipsize: PANGO_ELLIPSIZE_END, lines: 2)
            XCTAssertEqual(twoLines.lineCount, 2)
            XCTAssertEqual(label.sizeThatFits(CGSize(width: 150, height: 0)).height, twoLines.wholePoints.height)

            let bounds = CGRect(x: 10, y: 20, width: 150, height: 1000)
            let threeLines = PangoReference(Self.sentence, width: 150, ellipsize: PANGO_ELLIPSIZE_END, lines: 3)
            let rect = label.textRect(forBounds: bounds, limitedToNumberOfLines: 3)
            XCTAssertEqual(rect.origin, bounds.origin)
            XCTAssertEqual(rect.height, threeLines.wholePoints.height)
            XCTAssertLessThanOrEqual(rect.width, 150)

            let short = CGRect(x: 0, y: 0, width: 150, height: twoLines.size.height + 5)
            XCTAssertEqual(
                label.textRect(forBounds: short, limitedToNumberOfLines: 0).height, twoLines.wholePoints.height,
                "only the lines that fit the bounds")
        }
    }

    func testNoLineLimitShowsEveryLine() {
        MainActor.assumeIsolated {
            let text = Array(repeating: Self.sentence, count: 4).joined(separator: " ")
            let label = Self.makeLabel(text, lines: 0)
            let reference = PangoReference(text, width: 200)
            XCTAssertGreaterThan(reference.lineCount, 10)
            XCTAssertEqual(label.sizeThatFits(CGSize(width: 200, height: 0)), reference.wholePoints)
        }
    }

    func testTruncationKeepsASingleLineWithinTheWidth() {
        MainActor.assumeIsolated {
            let label = Self.makeLabel()
            let bounds = CGRect(x: 0, y: 0, width: 120, height: 40)
            for (mode, ellipsize) in [
                (NSLineBreakMode.byTruncatingTail, PANGO_ELLIPSIZE_END), (.byTruncatingHead, PANGO_ELLIPSIZE_START),
                (.byTruncatingMiddle, PANGO_ELLIPSIZE_MIDDLE),
            ] {
                label.lineBreakMode = mode
                let reference = PangoReference(Self.sentence, width: 120, ellipsize: ellipsize)
                XCTAssertEqual(reference.lineCount, 1)
                XCTAssertEqual(
                    label.textRect(forBounds: bounds, limitedToNumberOfLines: 1).size, reference.wholePoints, "\(mode)")
            }
            label.lineBreakMode = .byClipping
            XCTAssertEqual(label.textRect(forBounds: bounds, limitedToNumberOfLines: 1).width, 120, "cut at the bounds")
        }
    }

    func testSizeToFitMakesOneLineAsWideAsItsTextAndWrapsSeveralAtTheCurrentWidth() {
        MainActor.assumeIsolated {
            let label = Self.makeLabel()
            label.frame = CGRect(x: 5, y: 6, width: 40, height: 10)
            label.sizeToFit()
            XCTAssertEqual(
                label.frame, CGRect(origin: CGPoint(x: 5, y: 6), size: PangoReference(Self.sentence).wholePoints))

            label.numberOfLines = 0
            label.frame = CGRect(x: 5, y: 6, width: 150, height: 10)
            label.sizeToFit()
            XCTAssertEqual(label.frame.size, PangoReference(Self.sentence, width: 150).wholePoints)
        }
    }

    func testPreferredMaxLayoutWidthWrapsTheIntrinsicSize() {
        MainActor.assumeIsolated {
            let label = Self.makeLabel(lines: 0)
            XCTAssertEqual(label.intrinsicContentSize, PangoReference(Self.sentence).wholePoints)
            label.preferredMaxLayoutWidth = 150
            XCTAssertEqual(label.intrinsicContentSize, PangoReference(Self.sentence, width: 150).wholePoints)
            label.numberOfLines = 2
            XCTAssertEqual(
                label.intrinsicContentSize.height,
                PangoReference(Self.sentence, width: 150, ellipsize: PANGO_ELLIPSIZE_END, lines: 2).wholePoints.height)
        }
    }

    func testTheIntrinsicSizeIsMeasuredOnceUntilSomethingChangesIt() {
        MainActor.assumeIsolated {
            let label = CountingLabel()
            label.text = "Counted"
            let first = label.intrinsicContentSize
            XCTAssertEqual(label.textRectCalls, 1)
            XCTAssertEqual(label.intrinsicContentSize, first)
            XCTAssertEqual(label.textRectCalls, 1, "kept")

            label.textColor = .red
            label.textAlignment = .center
            label.isEnabled = false
            _ = label.intrinsicContentSize
            XCTAssertEqual(label.textRectCalls, 1, "colour, alignment and state leave the size alone")

            var expected = 1
            let changes: [(String, (UILabel) -> Void)] = [
                ("text", { $0.text = "Counted again" }),
                ("attributed text", { $0.attributedText = NSAttributedString(string: "Styled") }),
                ("font", { $0.font = .systemFont(ofSize: 30) }), ("lines", { $0.numberOfLines = 0 }),
                ("line break mode", { $0.lineBreakMode = .byCharWrapping }),
                ("preferred width", { $0.preferredMaxLayoutWidth = 50 }),
                ("explicitly", { $0.invalidateIntrinsicContentSize() }),
            ]
            for (name, change) in changes {
                change(label)
                _ = label.intrinsicContentSize
                _ = label.intrinsicContentSize
                expected += 1
                XCTAssertEqual(label.textRectCalls, expected, "measured again after a change of \(name)")
            }
            label.font = .systemFont(ofSize: 12)
            XCTAssertLessThan(label.intrinsicContentSize.height, first.height + 20, "the new size, not the kept one")
        }
    }

    func testWithoutTextTheSizeIsZero() {
        MainActor.assumeIsolated {
            let label = UILabel()
            XCTAssertEqual(label.intrinsicContentSize, .zero)
            label.text = ""
            XCTAssertEqual(label.sizeThatFits(CGSize(width: 100, height: 100)), .zero)
        }
    }
}

/// A label that counts how often UIKit asks where its text goes.
private final class CountingLabel: UILabel {
    var textRectCalls = 0

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        textRectCalls += 1
        return super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }
}
