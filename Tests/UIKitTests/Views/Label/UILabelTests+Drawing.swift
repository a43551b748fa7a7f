import UIKit
import UIKitTesting
import XCTest

/// Where a label puts its ink: alignment, centring, insets from a `drawText(in:)` override,
/// truncation, shrinking, state colours and shadows.
final class UILabelDrawingTests: XCTestCase {
    func testAlignmentPlacesTheInkAcrossTheWidth() {
        MainActor.assumeIsolated {
            @MainActor
            func ink(_ alignment: NSTextAlignment) -> CGRect {
                let label = UILabel()
                label.text = "Hello"
                label.textAlignment = alignment
                return snapshot(of: label).textInk(where: Ink.any)!
            }
            let left = ink(.left)
            XCTAssertLessThan(left.minX, 4)
            XCTAssertEqual(ink(.natural), left, "natural is left")
            XCTAssertGreaterThan(ink(.right).maxX, 296)
            let centre = ink(.center)
            XCTAssertEqual(centre.minX, 300 - centre.maxX, accuracy: 3)
            XCTAssertEqual(centre.width, left.width, accuracy: 1)
        }
    }

    func testTextIsCentredVerticallyInTheLabelsColour() {
        MainActor.assumeIsolated {
            let label = UILabel()
            label.text = "██████"
            label.textColor = .red
            let ink = snapshot(of: label, in: CGSize(width: 200, height: 100)).textInk(where: Ink.red)!
            XCTAssertEqual(ink.midY, 50, accuracy: 4)
        }
    }

    func testADrawTextOverrideMovesTheInk() {
        MainActor.assumeIsolated {
            let plain = UILabel()
            plain.text = "Inset"
            let inset = InsetLabel()
            inset.text = "Inset"
            let moved = snapshot(of: inset).textInk(where: Ink.any)!
            let original = snapshot(of: plain).textInk(where: Ink.any)!
            XCTAssertEqual(moved.minX - original.minX, 30, accuracy: 1)
            XCTAssertEqual(moved.midY - original.midY, 5, accuracy: 1, "centred in the inset rect")
            XCTAssertEqual(moved.size, original.size)
            XCTAssertEqual(
                inset.intrinsicContentSize.width, plain.intrinsicContentSize.width + 30, "sized through textRect")
        }
    }

    func testTruncationOfSeveralLinesPutsTheEllipsisInTheLastLineWhereTheModeSays() {
        MainActor.assumeIsolated {
            // Two lines of 200 points: "alpha beta gamma" fills the first, "BLUE" starts the second
            // and "RED" ends the text, far beyond.
            let text = "alpha beta gamma delta BLUE one two three four five six seven eight nine RED"
            @MainActor
            func colours(_ mode: NSLineBreakMode) -> (blue: Bool, red: Bool) {
                let label = UILabel()
                label.numberOfLines = 2
                label.attributedText = colouredText(text, red: "RED", blue: "BLUE")
                label.lineBreakMode = mode
                let image = snapshot(of: label, in: CGSize(width: 200, height: 60))
                return (image.textInk(where: Ink.blue) != nil, image.textInk(where: Ink.red) != nil)
            }
            XCTAssertTrue(colours(.byTruncatingTail) == (true, false), "the end is cut")
            XCTAssertTrue(colours(.byTruncatingHead) == (false, true), "the last line's start is cut")
            XCTAssertTrue(colours(.byTruncatingMiddle) == (true, true), "the last line's middle is cut")
            XCTAssertTrue(colours(.byWordWrapping) == (true, false), "lines beyond the second are left out")
        }
    }

    func testShrinkingKeepsALongLineWithinTheBounds() {
        MainActor.assumeIsolated {
            let text = "The whole of this sentence ends in RED"
            @MainActor
            func render(adjusting: Bool, minimumScale: CGFloat = 0.3) -> CGImage {
                let label = UILabel()
                label.attributedText = colouredText(text, red: "RED")
                label.adjustsFontSizeToFitWidth = adjusting
                label.minimumScaleFactor = minimumScale
                return snapshot(of: label, in: CGSize(width: 150, height: 40))
            }
            let truncated = render(adjusting: false)
            XCTAssertNil(truncated.textInk(where: Ink.red), "without shrinking the end is cut")
            let shrunk = render(adjusting: true)
            let red = shrunk.textInk(where: Ink.red)
            XCTAssertNotNil(red, "shrunk, the whole line fits")
            let all = shrunk.textInk(where: Ink.any)!
            XCTAssertLessThanOrEqual(all.maxX, 150)
            XCTAssertLessThan(all.height, truncated.textInk(where: Ink.any)!.height * 0.8)
            XCTAssertGreaterThan(all.width, 150 * 0.9, "shrunk no more than it must")

            let limited = render(adjusting: true, minimumScale: 0.9)
            XCTAssertNil(limited.textInk(where: Ink.red), "not allowed to shrink enough: truncated")
        }
    }

    func testShrinkingFitsSeveralLinesIntoTheBounds() {
        MainActor.assumeIsolated {
            let text = "Many words that take far more than two lines of this narrow label at full size, ending in RED"
            let label = UILabel()
            label.numberOfLines = 2
            label.attributedText = colouredText(text, red: "RED")
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.2
            let image = snapshot(of: label, in: CGSize(width: 160, height: 50))
            XCTAssertNotNil(image.textInk(where: Ink.red), "everything shown")
            let ink = image.textInk(where: Ink.any)!
            XCTAssertLessThanOrEqual(ink.maxX, 160)
            XCTAssertGreaterThanOrEqual(ink.minY, 0)
            XCTAssertLessThanOrEqual(ink.maxY, 50)
        }
    }

    func testShrunkTextKeepsItsBaselineOrItsCentre() {
        MainActor.assumeIsolated {
            @MainActor
            func ink(_ text: String, adjustment: UIBaselineAdjustment) -> CGRect {
                let label = UILabel()
                label.font = .systemFont(ofSize: 30)
                label.text = text
                label.adjustsFontSizeToFitWidth = true
                label.minimumScaleFactor = 0.1
                label.baselineAdjustment = adjustment
                return snapshot(of: label, in: CGSize(width: 100, height: 80)).textInk(where: Ink.any)!
            }
            let fullSize = ink("HH", adjustment: .alignBaselines)
            let baselines = ink("HHHHHHHHHHHH", adjustment: .alignBaselines)
            XCTAssertLessThan(baselines.height, fullSize.height * 0.6)
            XCTAssertEqual(baselines.maxY, fullSize.maxY, accuracy: 1, "H sits on the baseline")
            let centres = ink("HHHHHHHHHHHH", adjustment: .alignCenters)
            XCTAssertLessThan(centres.maxY, baselines.maxY - 2)
            let none = ink("HHHHHHHHHHHH", adjustment: .none)
            XCTAssertLessThan(none.maxY, centres.maxY, "towards the top of the full-size text")
        }
    }

    /// The pixel at the middle of a red block drawn by a label set up by `configure`.
    @MainActor
    private static func blockPixel(_ configure: (UILabel) -> Void) -> Pixel {
        let label = UILabel()
        label.attributedText = colouredText("█", red: "█")
        label.font = .systemFont(ofSize: 30)
        label.highlightedTextColor = .green
        configure(label)
        return snapshot(of: label, in: CGSize(width: 100, height: 40)).pixel(x: 8, y: 20)
    }

    func testDisabledAndHighlightedLabelsRecolourAllTheirText() {
        MainActor.assumeIsolated {
            let pixel = Self.blockPixel
            let normal = pixel { _ in }
            XCTAssertTrue(Ink.red(normal), "the text's own colour: \(normal)")
            let highlighted = pixel { $0.isHighlighted = true }
            XCTAssertTrue(highlighted.green > 200 && highlighted.red < 50, "\(highlighted)")
            let disabled = pixel { $0.isEnabled = false }
            var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            XCTAssertTrue(UIColor.secondaryLabel.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
            let expected: CGFloat = 255 - (255 - red * 255) * alpha
            XCTAssertEqual(CGFloat(disabled.red), expected, accuracy: 6, "secondaryLabel over white: \(disabled)")
            XCTAssertEqual(CGFloat(disabled.green), CGFloat(disabled.red), accuracy: 6)
            let both = pixel {
                $0.isEnabled = false
                $0.isHighlighted = true
            }
            XCTAssertEqual(both.red, disabled.red, "disabled wins")
        }
    }

    func testTheShadowIsACopyOfTheTextAtTheOffset() {
        MainActor.assumeIsolated {
            @MainActor
            func ink(shadowOffset: CGSize?) -> CGRect {
                let label = UILabel()
                label.font = .systemFont(ofSize: 24)
                label.text = "Shadow"
                if let shadowOffset {
                    label.textColor = .clear
                    label.shadowColor = .red
                    label.shadowOffset = shadowOffset
                }
                return snapshot(of: label).textInk(where: Ink.any)!
            }
            let text = ink(shadowOffset: nil)
            XCTAssertEqual(ink(shadowOffset: CGSize(width: 3, height: 4)), text.offsetBy(dx: 3, dy: 4))
            XCTAssertEqual(UILabel().shadowOffset, CGSize(width: 0, height: -1))
            XCTAssertEqual(ink(shadowOffset: UILabel().shadowOffset), text.offsetBy(dx: 0, dy: -1), "above")
        }
    }
}

/// A label drawing its text inset by 30 points on the left and 10 at the top, and sized to match.
private final class InsetLabel: UILabel {
    static let insets = UIEdgeInsets(top: 10, left: 30, bottom: 0, right: 0)

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: Self.insets))
    }

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let rect = super.textRect(forBounds: bounds.inset(by: Self.insets), limitedToNumberOfLines: numberOfLines)
        return rect.inset(by: UIEdgeInsets(top: -10, left: -30, bottom: 0, right: 0))
    }
}
