import UIKitTesting
import XCTest

@testable import UIKit

/// Where a legacy cell's labels and image go in each style, at an iPhone SE's width (320) and an
/// iPhone 15's (390): 16-point margins, 11 above and below, iOS 17's per-style rules.
final class UITableViewCellLegacyLayoutTests: XCTestCase {
    private static let widths: [CGFloat] = [320, 390]

    func testADefaultCellsTextLabelFillsTheRowBetweenTheMargins() {
        MainActor.assumeIsolated {
            for width in Self.widths {
                let cell = ListTestSupport.legacyCell(.default, text: "General", width: width)

                XCTAssertEqual(cell.frame.height, 44)
                XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: width, height: 44))
                XCTAssertEqual(cell.contentView.layoutMargins, UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
                XCTAssertEqual(cell.textLabel?.frame, CGRect(x: 16, y: 0, width: width - 32, height: 44))
                XCTAssertNil(cell.detailTextLabel, "a default cell has no detail label")
            }
        }
    }

    func testAnImagePushesTheTextFifteenPointsPastIt() {
        MainActor.assumeIsolated {
            for width in Self.widths {
                let cell = ListTestSupport.legacyCell(.default, text: "General", width: width) { cell in
                    cell.imageView?.image = ListTestSupport.image(.systemGray, size: CGSize(width: 29, height: 30))
                }

                XCTAssertEqual(cell.imageView?.frame, CGRect(x: 16, y: 7, width: 29, height: 30))
                XCTAssertEqual(cell.textLabel?.frame, CGRect(x: 60, y: 0, width: width - 60 - 16, height: 44))
            }
        }
    }

    func testValue1PutsTheDetailAtTheTrailingMarginOnTheTextsLine() {
        MainActor.assumeIsolated {
            for width in Self.widths {
                let cell = ListTestSupport.legacyCell(.value1, text: "Wi-Fi", detail: "Home", width: width)
                let text = cell.textLabel!.frame
                let detail = cell.detailTextLabel!.frame
                let body = ListTestSupport.lineHeight(.systemFont(ofSize: 17))

                XCTAssertEqual(text.minX, 16)
                XCTAssertEqual(detail.maxX, width - 16)
                XCTAssertEqual(text.minY, ((44 - body) / 2).rounded(.up))
                XCTAssertEqual(detail.minY, text.minY, "same font: same baseline, same top")
                XCTAssertEqual(cell.detailTextLabel?.textColor, .secondaryLabel)
                XCTAssertEqual(cell.detailTextLabel?.font, .systemFont(ofSize: 17))
            }
        }
    }

    func testValue1GivesALongTextPriorityOverTheDetail() {
        MainActor.assumeIsolated {
            let cell = ListTestSupport.legacyCell(
                .value1, text: String(repeating: "Long title ", count: 6), detail: "Detail", width: 320)

            XCTAssertEqual(cell.textLabel?.frame.width, 288, "the text takes the whole width it needs")
            XCTAssertEqual(cell.detailTextLabel?.frame.width, 0, "less 6 points, nothing is left for the detail")
        }
    }

    func testValue2RightAlignsASmallTintedTextInA91PointColumn() {
        MainActor.assumeIsolated {
            for width in Self.widths {
                let cell = ListTestSupport.legacyCell(.value2, text: "mobile", detail: "555-0100", width: width)
                let text = cell.textLabel!
                let detail = cell.detailTextLabel!

                XCTAssertEqual(text.frame.minX, 16)
                XCTAssertEqual(text.frame.width, 91)
                XCTAssertEqual(text.textAlignment, .right)
                XCTAssertEqual(text.font, .systemFont(ofSize: 13))
                XCTAssertEqual(text.textColor, cell.tintColor)
                XCTAssertEqual(detail.frame.minX, 16 + 91 + 6)
                XCTAssertEqual(detail.font, .systemFont(ofSize: 13))
                XCTAssertNil(cell.imageView, "value 2 cells have no image view")
            }
        }
    }

    func testSubtitleStacksTheDetailRightUnderTheTextCentredAsAPair() {
        MainActor.assumeIsolated {
            for width in Self.widths {
                let cell = ListTestSupport.legacyCell(.subtitle, text: "Title", detail: "Subtitle", width: width)
                let text = cell.textLabel!.frame
                let detail = cell.detailTextLabel!.frame
                let body = ListTestSupport.lineHeight(.systemFont(ofSize: 17))
                let caption = ListTestSupport.lineHeight(.systemFont(ofSize: 12))

                XCTAssertEqual(cell.frame.height, 44)
                XCTAssertEqual(cell.layoutMargins.top, 4, "subtitle rows keep 4 points above and below")
                XCTAssertEqual(text.minX, 16)
                XCTAssertEqual(detail.minX, 16)
                XCTAssertEqual(text.minY, ((44 - body - caption) / 2).rounded(.up))
                XCTAssertEqual(detail.minY, text.maxY)
                XCTAssertEqual(cell.detailTextLabel?.font, .systemFont(ofSize: 12))
                XCTAssertEqual(cell.detailTextLabel?.textColor, .label)
            }
        }
    }

    func testIndentationMovesTheContentOver() {
        MainActor.assumeIsolated {
            let cell = ListTestSupport.legacyCell(.default, text: "Nested", width: 390) { cell in
                cell.indentationLevel = 2
            }

            XCTAssertEqual(cell.contentView.frame.minX, 20)
            XCTAssertEqual(ListTestSupport.frame(of: cell.textLabel!, in: cell).minX, 36)
        }
    }
}
