import UIKit
import XCTest

/// Autoresizing arithmetic: along each axis the flexible parts (margins and size) of a subview share
/// the superview's size change in proportion to their current lengths (seed 001; the rule).
final class UIViewAutoresizingTests: XCTestCase {
    /// A 300×200 superview holding a subview at `frame` with `mask`.
    @MainActor
    static func arrange(_ frame: CGRect, _ mask: UIView.AutoresizingMask) -> (UIView, UIView) {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let subview = UIView(frame: frame)
        subview.autoresizingMask = mask
        superview.addSubview(subview)
        return (superview, subview)
    }

    func testTheDefaultMaskIsNoneAndKeepsTheFrame() {
        MainActor.assumeIsolated {
            let (superview, subview) = Self.arrange(CGRect(x: 10, y: 10, width: 100, height: 50), [])

            superview.frame.size = CGSize(width: 400, height: 300)

            XCTAssertEqual(subview.autoresizingMask, [])
            XCTAssertTrue(superview.autoresizesSubviews)
            XCTAssertEqual(subview.frame, CGRect(x: 10, y: 10, width: 100, height: 50))
        }
    }

    func testAFlexibleWidthTakesTheWholeChange() {
        MainActor.assumeIsolated {
            let (superview, subview) = Self.arrange(CGRect(x: 10, y: 10, width: 100, height: 50), .flexibleWidth)

            superview.frame.size.width = 400

            XCTAssertEqual(subview.frame, CGRect(x: 10, y: 10, width: 200, height: 50))
        }
    }

    func testAFlexibleLeftMarginMovesTheViewByTheChange() {
        MainActor.assumeIsolated {
            let (superview, subview) = Self.arrange(CGRect(x: 10, y: 10, width: 100, height: 50), .flexibleLeftMargin)

            superview.frame.size.width = 250

            XCTAssertEqual(subview.frame, CGRect(x: -40, y: 10, width: 100, height: 50))
        }
    }

    /// Left margin 50 and right margin 150 share a change of 100 as 25 and 75.
    func testFlexibleMarginsShareTheChangeInProportion() {
        MainActor.assumeIsolated {
            let (superview, subview) = Self.arrange(
                CGRect(x: 50, y: 0, width: 100, height: 50), [.flexibleLeftMargin, .flexibleRightMargin])

            superview.frame.size.width = 400

            XCTAssertEqual(subview.frame, CGRect(x: 75, y: 0, width: 100, height: 50))
        }
    }

    /// Margins 50 and 150 and width 100 (300 in all) grow with the superview from 300 to 600: doubled.
    func testAllThreeFlexiblePartsScaleTogether() {
        MainActor.assumeIsolated {
            let (superview, subview) = Self.arrange(
                CGRect(x: 50, y: 0, width: 100, height: 50),
                [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])

            superview.frame.size.width = 600

            XCTAssertEqual(subview.frame, CGRect(x: 100, y: 0, width: 200, height: 50))
        }
    }

    /// Top margin 20 and height 60 (bottom fixed at 120) share a shrink of 40 as 10 and 30.
    func testTheVerticalAxisFollowsTheSameRule() {
        MainActor.assumeIsolated {
            let (superview, subview) = Self.arrange(
                CGRect(x: 0, y: 20, width: 10, height: 60), [.flexibleTopMargin, .flexibleHeight])

            superview.frame.size.height = 160

            XCTAssertEqual(subview.frame, CGRect(x: 0, y: 10, width: 10, height: 30))
        }
    }

    /// Seed 001: several flexible parts share the change evenly when their lengths give no proportion.
    func testZeroLengthFlexibleMarginsShareTheChangeEvenly() {
        MainActor.assumeIsolated {
            let (superview, subview) = Self.arrange(
                CGRect(x: 0, y: 0, width: 300, height: 50), [.flexibleLeftMargin, .flexibleRightMargin])

            superview.frame.size.width = 400

            XCTAssertEqual(subview.frame, CGRect(x: 50, y: 0, width: 300, height: 50))
        }
    }

    func testAShrinkingFlexibleWidthStopsAtZero() {
        MainActor.assumeIsolated {
            let (superview, subview) = Self.arrange(CGRect(x: 10, y: 0, width: 100, height: 50), .flexibleWidth)

            superview.frame.size.width = 100

            XCTAssertEqual(subview.frame.width, 0)
        }
    }

    func testAutoresizesSubviewsFalseKeepsTheSubviews() {
        MainActor.assumeIsolated {
            let (superview, subview) = Self.arrange(CGRect(x: 10, y: 10, width: 100, height: 50), .flexibleWidth)
            superview.autoresizesSubviews = false

            superview.frame.size.width = 400

            XCTAssertEqual(subview.frame.width, 100)
        }
    }

    func testMovingTheSuperviewResizesNothing() {
        MainActor.assumeIsolated {
            let (superview, subview) = Self.arrange(CGRect(x: 10, y: 10, width: 100, height: 50), .flexibleWidth)

            superview.frame.origin = CGPoint(x: 40, y: 40)

            XCTAssertEqual(subview.frame, CGRect(x: 10, y: 10, width: 100, height: 50))
        }
    }

    /// Seed 001: "同样的规则对subview的subview同样有效" — the rule applies down the tree.
    func testAutoresizingCascadesToNestedSubviews() {
        MainActor.assumeIsolated {
            let (superview, subview) = Self.arrange(CGRect(x: 0, y: 0, width: 300, height: 200), .flexibleWidth)
            let nested = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 10))
            nested.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
            subview.addSubview(nested)

            superview.frame.size.width = 600

            XCTAssertEqual(subview.frame.width, 600)
            XCTAssertEqual(nested.frame, CGRect(x: 250, y: 0, width: 100, height: 10))
        }
    }

    func testAResizedSubviewIsAskedToLayOut() {
        MainActor.assumeIsolated {
            let (superview, subview) = Self.arrange(CGRect(x: 10, y: 10, width: 100, height: 50), .flexibleWidth)
            superview.layoutIfNeeded()

            superview.frame.size.width = 400

            XCTAssertTrue(subview.layer.needsLayout())
        }
    }
}
