import UIKit
import UIKitTesting
import XCTest

/// UILabel as far as the controls need it: defaults, sizing, vertical centring, truncation, states.
final class UILabelTests: XCTestCase {
    func testDefaultsAreUIKits() {
        MainActor.assumeIsolated {
            let label = UILabel()
            XCTAssertEqual(label.font.pointSize, 17)
            XCTAssertEqual(label.textColor, .label)
            XCTAssertEqual(label.textAlignment, .natural)
            XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
            XCTAssertEqual(label.numberOfLines, 1)
            XCTAssertFalse(label.isUserInteractionEnabled)
            XCTAssertNil(label.text)
            XCTAssertEqual(label.intrinsicContentSize, .zero)
        }
    }

    func testTextAndAttributedTextReplaceEachOther() {
        MainActor.assumeIsolated {
            let label = UILabel()
            label.text = "plain"
            XCTAssertEqual(label.attributedText?.string, "plain")
            label.attributedText = NSAttributedString(string: "styled")
            XCTAssertEqual(label.text, "styled")
        }
    }

    func testIntrinsicSizeIsTheTextsSizeInWholePointsAndGrowsWithLines() {
        MainActor.assumeIsolated {
            let label = UILabel()
            label.text = "Hello"
            let measured = ("Hello" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
            XCTAssertEqual(
                label.intrinsicContentSize, CGSize(width: ceil(measured.width), height: ceil(measured.height)))

            label.text = "one two three four five six seven"
            label.numberOfLines = 0
            label.preferredMaxLayoutWidth = 80
            let wrapped = label.intrinsicContentSize
            XCTAssertLessThanOrEqual(wrapped.width, 80)
            XCTAssertGreaterThan(wrapped.height, 2 * label.font.lineHeight)
            label.numberOfLines = 2
            XCTAssertEqual(label.intrinsicContentSize.height, ceil(2 * label.font.lineHeight), accuracy: 1)
        }
    }

    func testSizeToFitWrapsToTheWidthGiven() {
        MainActor.assumeIsolated {
            let label = UILabel(frame: CGRect(x: 5, y: 5, width: 60, height: 10))
            label.numberOfLines = 0
            label.text = "wrapping words here"
            let fits = label.sizeThatFits(CGSize(width: 60, height: 0))
            XCTAssertLessThanOrEqual(fits.width, 60)
            XCTAssertGreaterThan(fits.height, label.font.lineHeight)
            label.sizeToFit()
            XCTAssertEqual(label.frame.origin, CGPoint(x: 5, y: 5))
        }
    }

    func testTextIsDrawnCentredVerticallyInTheLabelsColour() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            let label = UILabel(frame: window.bounds)
            label.text = "██████"
            label.textColor = .red
            window.addSubview(label)
            app.runUntilIdle()
            var inkRows: [Int] = []
            for y in 0..<100 {
                for x in 0..<200
                where app.pixel(in: window, at: CGPoint(x: x, y: y))?.isClose(to: RGBA(255, 0, 0), tolerance: 40)
                    == true
                {
                    inkRows.append(y)
                    break
                }
            }
            XCTAssertFalse(inkRows.isEmpty)
            let middle = CGFloat(inkRows.first! + inkRows.last!) / 2
            XCTAssertEqual(middle, 50, accuracy: 4, "centred vertically")
        }
    }

    func testALongSingleLineIsTruncatedToTheWidth() {
        MainActor.assumeIsolated {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
            label.text = "a rather long piece of text"
            let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
            XCTAssertLessThanOrEqual(rect.width, 50)
            XCTAssertEqual(rect.height, ceil(label.font.lineHeight), accuracy: 1)
        }
    }

    func testHighlightedAndDisabledLabelsChangeTheirTextColour() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            let label = UILabel(frame: window.bounds)
            label.font = .systemFont(ofSize: 30)
            label.text = "█"
            label.textColor = .blue
            label.highlightedTextColor = .green
            window.addSubview(label)
            app.runUntilIdle()
            let ink = CGPoint(x: 8, y: 20)
            XCTAssertEqual(app.pixel(in: window, at: ink)?.isClose(to: RGBA(0, 0, 255), tolerance: 10), true)
            label.isHighlighted = true
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: ink)?.isClose(to: RGBA(0, 255, 0), tolerance: 10), true)
            label.isHighlighted = false
            label.isEnabled = false
            app.runUntilIdle()
            let dimmed = app.pixel(in: window, at: ink)!
            XCTAssertTrue(dimmed.blue > 200 && dimmed.red > 100, "blue at 30% over white")
        }
    }
}
