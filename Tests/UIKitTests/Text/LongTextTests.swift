import UIKit
import UIKitTesting
import XCTest

/// Text far wider than Pango's fixed point reaches (about 2.1 million points) measures and draws
/// as shorter text does: string measuring and labels lay it out in pieces.
final class LongTextTests: XCTestCase {
    private static let word = "lorem ipsum dolor sit amet "
    /// One paragraph of about 450 KB.
    private static let long = String(repeating: word, count: 450_000 / word.utf8.count)
    private static var attributes: [NSAttributedString.Key: Any] { [.font: UIFont.systemFont(ofSize: 17)] }

    func testAVeryLongStringWrappedTo300PointsIsAsTallAsItsLines() {
        MainActor.assumeIsolated {
            let lineHeight = "Hg".boundingRect(
                with: CGSize(width: 300, height: 0), options: .usesLineFragmentOrigin, attributes: Self.attributes,
                context: nil
            ).height
            let unit = Self.word.size(withAttributes: Self.attributes).width

            let bounds = Self.long.boundingRect(
                with: CGSize(width: 300, height: 0), options: .usesLineFragmentOrigin, attributes: Self.attributes,
                context: nil)

            let lines = (bounds.height / lineHeight).rounded()
            XCTAssertEqual(bounds.height, lines * lineHeight, accuracy: 1)
            XCTAssertGreaterThan(bounds.width, 0)
            XCTAssertLessThanOrEqual(bounds.width, 300)
            let total = unit * CGFloat(Self.long.utf8.count / Self.word.utf8.count)
            XCTAssertGreaterThanOrEqual(lines, (total / 300).rounded(.up), "no line holds more than 300 points")
            XCTAssertLessThan(lines, total / 250, "lines are filled")
        }
    }

    func testAVeryLongStringUnwrappedIsAsWideAsItsText() {
        MainActor.assumeIsolated {
            let unit = Self.word.size(withAttributes: Self.attributes).width
            let count = Self.long.utf8.count / Self.word.utf8.count

            let size = Self.long.size(withAttributes: Self.attributes)

            XCTAssertGreaterThan(size.width, 2_200_000)
            XCTAssertEqual(size.width, unit * CGFloat(count), accuracy: unit * CGFloat(count) / 1000)
            XCTAssertEqual(size.height, "Hg".size(withAttributes: Self.attributes).height, accuracy: 0.01)
        }
    }

    func testALabelWithVeryLongTextSizesToItsLinesAndDrawsThem() {
        MainActor.assumeIsolated {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: 17)
            label.text = Self.long
            let lineHeight = ceil(label.font.lineHeight)

            let fitting = label.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
            let image = snapshot(of: label, in: CGSize(width: 300, height: 200))

            XCTAssertGreaterThan(fitting.height, 10_000 * lineHeight * 0.9)
            XCTAssertLessThanOrEqual(fitting.width, 300)
            XCTAssertGreaterThan(fitting.width, 250)
            let ink = image.textInk(where: Ink.any)
            XCTAssertLessThan(ink?.minY ?? 200, 10, "the lines that fit are drawn from the top")
            XCTAssertGreaterThan(ink?.maxY ?? 0, 180)
        }
    }
}
