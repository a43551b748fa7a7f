import UIKit
import UIKitTesting
import XCTest

/// UILabel's defaults, and how its text, attributed text and styling properties follow each other.
final class UILabelTests: XCTestCase {
    func testDefaultsAreUIKits() {
        MainActor.assumeIsolated {
            let label = UILabel()
            XCTAssertEqual(label.font, .systemFont(ofSize: 17))
            XCTAssertEqual(label.textColor, .label)
            XCTAssertEqual(label.textAlignment, .natural)
            XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
            XCTAssertEqual(label.numberOfLines, 1)
            XCTAssertTrue(label.isEnabled)
            XCTAssertFalse(label.isHighlighted)
            XCTAssertNil(label.highlightedTextColor)
            XCTAssertNil(label.shadowColor)
            XCTAssertEqual(label.shadowOffset, CGSize(width: 0, height: -1))
            XCTAssertFalse(label.adjustsFontSizeToFitWidth)
            XCTAssertEqual(label.minimumScaleFactor, 0)
            XCTAssertEqual(label.baselineAdjustment, .alignBaselines)
            XCTAssertFalse(label.allowsDefaultTighteningForTruncation)
            XCTAssertEqual(label.preferredMaxLayoutWidth, 0)
            XCTAssertFalse(label.isUserInteractionEnabled)
            XCTAssertEqual(label.contentMode, .redraw)
            XCTAssertNil(label.text)
            XCTAssertNil(label.attributedText)
        }
    }

    func testNilRestoresTheDefaultFontAndColour() {
        MainActor.assumeIsolated {
            let label = UILabel()
            label.font = .boldSystemFont(ofSize: 30)
            label.textColor = .red
            label.font = nil
            label.textColor = nil
            XCTAssertEqual(label.font, .systemFont(ofSize: 17))
            XCTAssertEqual(label.textColor, .label)
        }
    }

    func testTextAndAttributedTextReplaceEachOther() {
        MainActor.assumeIsolated {
            let label = UILabel()
            label.text = "plain"
            XCTAssertEqual(label.attributedText?.string, "plain")
            XCTAssertEqual(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, label.font)
            label.attributedText = NSAttributedString(string: "styled")
            XCTAssertEqual(label.text, "styled")
            label.text = "plain again"
            XCTAssertEqual(label.attributedText?.string, "plain again")
        }
    }

    func testAttributedTextSetsTheLabelsStyleFromItsFirstCharacter() {
        MainActor.assumeIsolated {
            let label = UILabel()
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            style.lineBreakMode = .byTruncatingHead
            let text = NSMutableAttributedString(
                string: "Big red",
                attributes: [
                    .font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.red, .paragraphStyle: style,
                ])
            text.append(NSAttributedString(string: " and plain"))
            label.attributedText = text
            XCTAssertEqual(label.font, .systemFont(ofSize: 30))
            XCTAssertEqual(label.textColor, .red)
            XCTAssertEqual(label.textAlignment, .center)
            XCTAssertEqual(label.lineBreakMode, .byTruncatingHead)
            let tail = label.attributedText!.attributes(at: 10, effectiveRange: nil)
            XCTAssertEqual(
                tail[.font] as? UIFont, .systemFont(ofSize: 17), "the label's former font where the text had none")
        }
    }

    func testStylingPropertiesApplyToTheWholeAttributedText() {
        MainActor.assumeIsolated {
            let label = UILabel()
            let text = NSMutableAttributedString(string: "small", attributes: [.font: UIFont.systemFont(ofSize: 10)])
            text.append(NSAttributedString(string: "large", attributes: [.font: UIFont.systemFont(ofSize: 40)]))
            label.attributedText = text
            label.font = .systemFont(ofSize: 20)
            label.textColor = .blue
            label.textAlignment = .right
            label.lineBreakMode = .byClipping
            let styled = label.attributedText!
            for offset in [0, 7] {
                let attributes = styled.attributes(at: offset, effectiveRange: nil)
                XCTAssertEqual(attributes[.font] as? UIFont, .systemFont(ofSize: 20))
                XCTAssertEqual(attributes[.foregroundColor] as? UIColor, .blue)
                let style = attributes[.paragraphStyle] as? NSParagraphStyle
                XCTAssertEqual(style?.alignment, .right)
                XCTAssertEqual(style?.lineBreakMode, .byClipping)
            }
        }
    }
}
