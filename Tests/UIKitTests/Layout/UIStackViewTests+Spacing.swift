import UIKit
import UIKitTesting
import XCTest

/// Spacing, custom spacing and arranging inside the layout margins.
final class UIStackViewSpacingTests: XCTestCase {
    func testCustomSpacingReplacesTheSpacingAfterOneView() {
        MainActor.assumeIsolated {
            let views = [IntrinsicView(30, 10), IntrinsicView(40, 10), IntrinsicView(50, 10)]

            let (_, stack) = layOutFreeStack(views) {
                $0.spacing = 5
                $0.setCustomSpacing(20, after: views[0])
            }

            XCTAssertEqual(views.map(\.frame.minX), [0, 50, 95])
            XCTAssertEqual(stack.frame.width, 145)
        }
    }

    func testSystemSpacingIsTheStandardEightPoints() {
        MainActor.assumeIsolated {
            let views = [IntrinsicView(30, 10), IntrinsicView(40, 10), IntrinsicView(50, 10)]

            _ = layOutFreeStack(views) {
                $0.spacing = UIStackView.spacingUseSystem
                $0.setCustomSpacing(2, after: views[0])
            }

            XCTAssertEqual(views.map(\.frame.minX), [0, 32, 80])
        }
    }

    func testCustomSpacingReadsBackAndResetsToTheDefault() {
        MainActor.assumeIsolated {
            let a = UIView()
            let b = UIView()
            let stack = UIStackView(arrangedSubviews: [a, b])

            stack.setCustomSpacing(12, after: a)
            let set = stack.customSpacing(after: a)
            stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)

            XCTAssertEqual(set, 12)
            XCTAssertEqual(stack.customSpacing(after: a), UIStackView.spacingUseDefault)
            XCTAssertEqual(stack.customSpacing(after: b), UIStackView.spacingUseDefault)
        }
    }

    func testChangingTheSpacingOfALaidOutStackMovesTheViews() {
        MainActor.assumeIsolated {
            let views = [IntrinsicView(30, 10), IntrinsicView(40, 10)]
            let (container, stack) = layOutFreeStack(views)

            stack.spacing = 25
            container.layoutIfNeeded()

            XCTAssertEqual(views.map(\.frame.minX), [0, 55])
            XCTAssertEqual(stack.frame.width, 95)
        }
    }

    func testMarginsRelativeArrangementLaysOutInsideTheMargins() {
        MainActor.assumeIsolated {
            let a = IntrinsicView(50, 20)

            _ = layOutStack([a]) {
                $0.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 30)
                $0.isLayoutMarginsRelativeArrangement = true
            }

            XCTAssertRectEqual(a.frame, CGRect(x: 20, y: 10, width: 250, height: 80))
        }
    }

    func testChangingTheMarginsOfAMarginsRelativeStackMovesTheViews() {
        MainActor.assumeIsolated {
            let a = IntrinsicView(50, 20)
            let stack = layOutStack([a]) { $0.isLayoutMarginsRelativeArrangement = true }

            stack.layoutMargins = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
            stack.layoutIfNeeded()

            XCTAssertRectEqual(a.frame, CGRect(x: 5, y: 5, width: 290, height: 90))
        }
    }

    func testMarginsAreIgnoredUnlessTheArrangementIsMarginsRelative() {
        MainActor.assumeIsolated {
            let a = IntrinsicView(50, 20)

            _ = layOutStack([a]) { $0.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 30) }

            XCTAssertRectEqual(a.frame, CGRect(x: 0, y: 0, width: 300, height: 100))
        }
    }

    func testBaselineRelativeArrangementSpacesFromBaselineToBaseline() {
        MainActor.assumeIsolated {
            let first = BaselineView(50, 40, firstBaseline: 10)
            let second = BaselineView(50, 40, firstBaseline: 10)

            _ = layOutFreeStack([first, second]) {
                $0.axis = .vertical
                $0.spacing = 30
                $0.isBaselineRelativeArrangement = true
            }

            XCTAssertEqual(first.frame.minY, 0)
            XCTAssertEqual(second.frame.minY, 40 + 30 - 10)
        }
    }
}
