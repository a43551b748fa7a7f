import Foundation
import XCTest

@testable import UIKit

/// The format options: aligning the views of a row, the direction a row reads in, and spacing
/// between baselines.
final class VisualFormatOptionsTests: XCTestCase {
    func testAlignAllCenterYAlignsEachViewWithTheOneBefore() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let constraints = fixture.summaries("H:|[a]-[b]-[c]", options: .alignAllCenterY)

            XCTAssertEqual(
                constraints,
                [
                    "a.leading == super.leading", "b.leading == a.trailing + 8", "b.centerY == a.centerY",
                    "c.leading == b.trailing + 8", "c.centerY == b.centerY",
                ])
        }
    }

    func testEveryAlignmentInTheOptionsIsApplied() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let row = fixture.summaries("[a][b]", options: [.alignAllTop, .alignAllBottom, .alignAllLastBaseline])
            let column = fixture.summaries("V:[a][b]", options: [.alignAllLeading, .alignAllCenterX])

            XCTAssertEqual(
                row,
                [
                    "b.leading == a.trailing", "b.top == a.top", "b.bottom == a.bottom",
                    "b.lastBaseline == a.lastBaseline",
                ])
            XCTAssertEqual(column, ["b.top == a.bottom", "b.leading == a.leading", "b.centerX == a.centerX"])
        }
    }

    func testAlignmentNeedsTwoViews() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let constraints = fixture.summaries("|-[a]-|", options: .alignAllTop)

            XCTAssertEqual(constraints, ["a.leading == super.leading + 20", "super.trailing == a.trailing + 20"])
        }
    }

    func testDirectionLeftToRightUsesLeftAndRight() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let constraints = fixture.summaries("|-[a]-[b]-|", options: .directionLeftToRight)

            XCTAssertEqual(
                constraints,
                ["a.left == super.left + 20", "b.left == a.right + 8", "super.right == b.right + 20"])
        }
    }

    func testDirectionRightToLeftLaysTheRowOutFromTheRightEdge() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let constraints = fixture.summaries("|-[a]-(>=4)-[b]-|", options: .directionRightToLeft)

            XCTAssertEqual(
                constraints,
                ["super.right == a.right + 20", "a.left >= b.right + 4", "b.left == super.left + 20"])
        }
    }

    func testDirectionOptionsLeaveAVerticalFormatTopToBottom() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let constraints = fixture.summaries("V:|-[a]", options: .directionRightToLeft)

            XCTAssertEqual(constraints, ["a.top == super.top + 20"])
        }
    }

    func testBaselineSpacingMeasuresBetweenSiblingBaselinesButNotToTheSuperview() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let constraints = fixture.summaries("V:|-[a]-[b]-12-[c]-|", options: .spacingBaselineToBaseline)

            XCTAssertEqual(
                constraints,
                [
                    "a.top == super.top + 20", "b.firstBaseline == a.lastBaseline + 8",
                    "c.firstBaseline == b.lastBaseline + 12", "super.bottom == c.bottom + 20",
                ])
        }
    }
}
