import Foundation
import XCTest

@testable import UIKit

/// What each element of the visual format language produces: items, attributes, relations,
/// constants and priorities, compared with constraints written by hand.
final class VisualFormatTests: XCTestCase {
    func testLoneDashBetweenSiblingsIsTheStandardSpacingOfEight() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let constraints = fixture.summaries("[a]-[b]")

            XCTAssertEqual(constraints, ["b.leading == a.trailing + 8"])
        }
    }

    func testLoneDashToTheSuperviewIsTheStandardSpacingOfTwenty() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let constraints = fixture.summaries("|-[a]-|")

            XCTAssertEqual(constraints, ["a.leading == super.leading + 20", "super.trailing == a.trailing + 20"])
        }
    }

    func testViewsWithoutAConnectionAreFlush() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let constraints = fixture.summaries("|[a][b]|")

            XCTAssertEqual(
                constraints,
                ["a.leading == super.leading", "b.leading == a.trailing", "super.trailing == b.trailing"])
        }
    }

    func testNumbersAndMetricsBetweenDashesAreFixedSpacings() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let constraints = fixture.summaries("H:|-50-[a]-pad-[b]-0.5-|", metrics: ["pad": 12])

            XCTAssertEqual(
                constraints,
                [
                    "a.leading == super.leading + 50", "b.leading == a.trailing + 12",
                    "super.trailing == b.trailing + 0.5",
                ])
        }
    }

    func testVerticalFormatUsesTopBottomAndHeight() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let constraints = fixture.summaries("V:|-[a(44)]-10-[b]|")

            XCTAssertEqual(
                constraints,
                [
                    "a.top == super.top + 20", "a.height == 44", "b.top == a.bottom + 10",
                    "super.bottom == b.bottom",
                ])
        }
    }

    func testFormatWithoutOrientationIsHorizontal() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let implicit = fixture.summaries("|-[a(10)]")
            let explicit = fixture.summaries("H:|-[a(10)]")

            XCTAssertEqual(implicit, ["a.leading == super.leading + 20", "a.width == 10"])
            XCTAssertEqual(implicit, explicit)
        }
    }

    func testViewPredicatesConstrainTheWidthWithEachRelation() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let constraints = fixture.summaries("[a(>=70,<=100)][b(==30)]")

            XCTAssertEqual(
                constraints, ["a.width >= 70", "a.width <= 100", "b.width == 30", "b.leading == a.trailing"])
        }
    }

    func testViewNameInAViewPredicateRelatesTheTwoSizes() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let horizontal = fixture.summaries("[a]-[b(==a)]")
            let vertical = fixture.summaries("V:[a(<=c)]")

            XCTAssertEqual(horizontal, ["b.width == a.width", "b.leading == a.trailing + 8"])
            XCTAssertEqual(vertical, ["a.height <= c.height"])
        }
    }

    func testPriorityAfterAtIsANumberOrAMetric() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let constraints = fixture.summaries(
                "[a(100@750)]-(>=pad@low)-[b(==a@999)]", metrics: ["pad": 4, "low": 250])

            XCTAssertEqual(
                constraints, ["a.width == 100 @750", "b.width == a.width @999", "b.leading >= a.trailing + 4 @250"])
        }
    }

    func testParenthesizedSpacingMakesOneConstraintPerPredicate() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let constraints = fixture.summaries("|-(>=8,<=20@500)-[a]-(==-5)-[b]-(pad)-|", metrics: ["pad": 6])

            XCTAssertEqual(
                constraints,
                [
                    "a.leading >= super.leading + 8", "a.leading <= super.leading + 20 @500",
                    "b.leading == a.trailing - 5", "super.trailing == b.trailing + 6",
                ])
        }
    }

    func testSpacesBetweenTokensAreIgnored() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let spaced = fixture.summaries("H: | - [a( >= 10 , <= 20 @ 300 )] - 4 - [ b ] |")

            XCTAssertEqual(spaced, fixture.summaries("H:|-[a(>=10,<=20@300)]-4-[b]|"))
            XCTAssertEqual(spaced.count, 5)
        }
    }

    func testMetricsAcceptSwiftNumbersAndNSNumber() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()
            let metrics: [String: Any] = [
                "int": 1, "double": 2.5, "cgfloat": CGFloat(3), "float": Float(4.5), "number": NSNumber(value: 6),
                "byte": UInt8(7),
            ]

            let constraints = fixture.summaries("[a(int,double,cgfloat,float,number,byte)]", metrics: metrics)

            XCTAssertEqual(
                constraints,
                ["a.width == 1", "a.width == 2.5", "a.width == 3", "a.width == 4.5", "a.width == 6", "a.width == 7"])
        }
    }

    func testLayoutGuideTakesPartLikeAViewAndItsOwnerIsTheSuperview() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()
            let guide = UILayoutGuide()
            fixture.container.addLayoutGuide(guide)

            let constraints = NSLayoutConstraint.constraints(
                withVisualFormat: "|-[guide]-[a]", metrics: nil, views: ["guide": guide, "a": fixture.a])

            XCTAssertEqual(
                constraints.map { summary($0, names: ["guide": guide, "a": fixture.a, "super": fixture.container]) },
                ["guide.leading == super.leading + 20", "a.leading == guide.trailing + 8"])
        }
    }

    func testConstraintsComeBackInactive() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            let constraints = NSLayoutConstraint.constraints(
                withVisualFormat: "|-[a]-[b]-|", metrics: nil, views: fixture.views)

            XCTAssertEqual(constraints.count, 3)
            XCTAssertTrue(constraints.allSatisfy { !$0.isActive })
            XCTAssertTrue(fixture.container.constraints.isEmpty)
        }
    }
}
