import Foundation
import XCTest

@testable import UIKit

/// Malformed formats and unknown names: the reason, and where the caret points. The public API
/// traps with the same message; these tests read it through the throwing entry point.
final class VisualFormatErrorTests: XCTestCase {
    /// The error a format raises over `a` and `b`, where only `a` has a superview.
    @MainActor
    private static func error(
        _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
    ) -> VisualFormatError? {
        let container = UIView()
        let a = UIView()
        container.addSubview(a)
        let views: [String: Any] = ["a": a, "b": UIView(), "notAView": "text"]
        do {
            _ = try NSLayoutConstraint.checkedConstraints(
                withVisualFormat: format, options: options, metrics: metrics, views: views)
            return nil
        } catch {
            return error
        }
    }

    func testMessageShowsTheReasonTheFormatAndACaretUnderThePlace() {
        MainActor.assumeIsolated {
            let error = Self.error("H:|-[b]-|")

            XCTAssertEqual(
                error?.message,
                "Unable to parse constraint format: \n'|' stands for the superview of 'b', but 'b' has no superview \nH:|-[b]-|\n   ^"
            )
        }
    }

    func testUnknownViewNameIsReportedJustPastTheName() {
        MainActor.assumeIsolated {
            let error = Self.error("[a]-[nope]")

            XCTAssertEqual(error?.reason, "'nope' is not a key of the views dictionary")
            XCTAssertEqual(error?.position, 9)
        }
    }

    func testUnknownMetricInASpacingIsReported() {
        MainActor.assumeIsolated {
            let error = Self.error("[a]-pad-[a]")

            XCTAssertEqual(error?.reason, "'pad' is not a key of the metrics dictionary")
            XCTAssertEqual(error?.position, 7)
        }
    }

    func testUnknownNameInAViewPredicateIsReported() {
        MainActor.assumeIsolated {
            let error = Self.error("[a(==w)]")

            XCTAssertEqual(error?.reason, "'w' is neither a key of the metrics dictionary nor of the views dictionary")
            XCTAssertEqual(error?.position, 6)
        }
    }

    func testViewNameAsASpacingIsRejected() {
        MainActor.assumeIsolated {
            let error = Self.error("[a]-b-[a]")

            XCTAssertEqual(error?.reason, "'b' is a view, but a spacing must be a number or a metric")
            XCTAssertEqual(error?.position, 5)
        }
    }

    func testMetricThatIsNotANumberIsRejected() {
        MainActor.assumeIsolated {
            let error = Self.error("[a(w)]", metrics: ["w": "wide"])

            XCTAssertEqual(error?.reason, "The metric 'w' is a String, not a number")
        }
    }

    func testValueThatIsNotAViewIsRejected() {
        MainActor.assumeIsolated {
            let error = Self.error("[notAView]")

            XCTAssertEqual(error?.reason, "'notAView' is a String, not a view or a layout guide")
            XCTAssertEqual(error?.position, 9)
        }
    }

    func testOrientationNeedsAColon() {
        MainActor.assumeIsolated {
            let error = Self.error("V|[a]|")

            XCTAssertEqual(error?.reason, "Expected ':' after 'V': an orientation is written 'H:' or 'V:'")
            XCTAssertEqual(error?.position, 1)
        }
    }

    func testUnclosedPredicatesAreReportedWhereTheParenthesisBelongs() {
        MainActor.assumeIsolated {
            let error = Self.error("|[a(50][b]|")

            XCTAssertEqual(error?.reason, "Expected ',' before another predicate, or ')' to close the predicates")
            XCTAssertEqual(error?.position, 6)
        }
    }

    func testUnclosedViewIsReported() {
        MainActor.assumeIsolated {
            let error = Self.error("[a")

            XCTAssertEqual(
                error?.reason, "Expected ']' to close the view, after its name and its size predicates in parentheses")
            XCTAssertEqual(error?.position, 2)
        }
    }

    func testSingleEqualsIsNotARelation() {
        MainActor.assumeIsolated {
            let error = Self.error("[a(=50)]")

            XCTAssertEqual(error?.reason, "Expected '==', '<=' or '>=' as a relation")
            XCTAssertEqual(error?.position, 4)
        }
    }

    func testSpacingMustBeClosedByADash() {
        MainActor.assumeIsolated {
            let error = Self.error("[a]-10[a]")

            XCTAssertEqual(error?.reason, "Expected '-' after the spacing, to close the connection")
            XCTAssertEqual(error?.position, 6)
        }
    }

    func testConnectionMustLeadSomewhere() {
        MainActor.assumeIsolated {
            let dangling = Self.error("[a]-")
            let doubled = Self.error("[a]--[a]")

            XCTAssertEqual(dangling?.reason, "Expected '[' to begin a view, or '|' for the superview, after '-'")
            XCTAssertEqual(dangling?.position, 4)
            XCTAssertEqual(
                doubled?.reason, "Expected a spacing after '-': a number, a metric name, or predicates in parentheses")
            XCTAssertEqual(doubled?.position, 4)
        }
    }

    func testNothingMayFollowTheClosingBar() {
        MainActor.assumeIsolated {
            let error = Self.error("|[a]|[a]")

            XCTAssertEqual(error?.reason, "Nothing may follow the '|' that closes the format")
            XCTAssertEqual(error?.position, 5)
        }
    }

    func testFormatMustHoldAView() {
        MainActor.assumeIsolated {
            let empty = Self.error("")
            let barOnly = Self.error("H:|-|")

            XCTAssertEqual(empty?.reason, "Expected '[' to begin a view, or '|' for the superview")
            XCTAssertEqual(barOnly?.reason, "Expected '[' to begin a view, or '|' for the superview")
            XCTAssertEqual(barOnly?.position, 4)
        }
    }

    func testPriorityOutOfRangeIsRejected() {
        MainActor.assumeIsolated {
            let number = Self.error("[a(50@1001)]")
            let metric = Self.error("[a(50@p)]", metrics: ["p": 0])

            XCTAssertEqual(number?.reason, "A priority must be more than 0 and at most 1000, not 1001")
            XCTAssertEqual(number?.position, 10)
            XCTAssertEqual(metric?.reason, "A priority must be more than 0 and at most 1000, not 0")
            XCTAssertEqual(metric?.position, 7)
        }
    }

    func testAlignmentAlongTheFormatsOwnAxisIsRejected() {
        MainActor.assumeIsolated {
            let row = Self.error("H:[a][a]", options: .alignAllLeading)
            let column = Self.error("V:[a][a]", options: .alignAllCenterY)

            XCTAssertEqual(
                row?.reason,
                "An H: format lays views out in a row, so its views can be aligned by top, bottom, centerY or a baseline, not by leading"
            )
            XCTAssertEqual(row?.position, 8)
            XCTAssertEqual(
                column?.reason,
                "A V: format lays views out in a column, so its views can be aligned by left, right, leading, trailing or centerX, not by centerY"
            )
        }
    }
}
