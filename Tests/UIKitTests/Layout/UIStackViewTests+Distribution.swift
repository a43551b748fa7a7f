import UIKit
import UIKitTesting
import XCTest

/// Sizes and places along the axis, by distribution, worked out by hand.
final class UIStackViewDistributionTests: XCTestCase {
    func testFillStretchesTheViewThatHugsLeast() {
        MainActor.assumeIsolated {
            let a = IntrinsicView(50, 20)
            let b = IntrinsicView(70, 30)
            b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)

            _ = layOutStack([a, b]) { $0.spacing = 10 }

            XCTAssertRectEqual(a.frame, CGRect(x: 0, y: 0, width: 50, height: 100))
            XCTAssertRectEqual(b.frame, CGRect(x: 60, y: 0, width: 240, height: 100))
        }
    }

    func testFillShrinksTheViewThatResistsCompressionLeast() {
        MainActor.assumeIsolated {
            let a = IntrinsicView(80, 20)
            let b = IntrinsicView(60, 20)
            b.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)

            _ = layOutStack([a, b], frame: CGRect(x: 0, y: 0, width: 100, height: 20))

            XCTAssertRectEqual(a.frame, CGRect(x: 0, y: 0, width: 80, height: 20))
            XCTAssertRectEqual(b.frame, CGRect(x: 80, y: 0, width: 20, height: 20))
        }
    }

    func testFillEquallyGivesEveryViewTheSameWidth() {
        MainActor.assumeIsolated {
            let views = [IntrinsicView(10, 10), IntrinsicView(40, 10), UIView()]

            _ = layOutStack(views) {
                $0.distribution = .fillEqually
                $0.spacing = 15
            }

            XCTAssertEqual(views.map(\.frame.minX), [0, 105, 210])
            XCTAssertEqual(views.map(\.frame.width), [90, 90, 90])
        }
    }

    func testFillEquallyInAFreeStackMatchesTheWidestView() {
        MainActor.assumeIsolated {
            let views = [IntrinsicView(30, 10), IntrinsicView(70, 10)]

            let (_, stack) = layOutFreeStack(views) { $0.distribution = .fillEqually }

            XCTAssertEqual(views.map(\.frame.width), [70, 70])
            XCTAssertRectEqual(stack.frame, CGRect(x: 10, y: 20, width: 140, height: 10))
        }
    }

    func testFillProportionallySharesTheRoomLeftBySpacingByIntrinsicWidth() {
        MainActor.assumeIsolated {
            let a = IntrinsicView(100, 20)
            let b = IntrinsicView(50, 20)

            _ = layOutStack([a, b], frame: CGRect(x: 0, y: 0, width: 330, height: 20)) {
                $0.distribution = .fillProportionally
                $0.spacing = 30
            }

            XCTAssertRectEqual(a.frame, CGRect(x: 0, y: 0, width: 200, height: 20))
            XCTAssertRectEqual(b.frame, CGRect(x: 230, y: 0, width: 100, height: 20))
        }
    }

    func testFillProportionallyFollowsAChangedIntrinsicSize() {
        MainActor.assumeIsolated {
            let a = IntrinsicView(100, 20)
            let b = IntrinsicView(50, 20)
            let stack = layOutStack([a, b]) { $0.distribution = .fillProportionally }

            b.size = CGSize(width: 200, height: 20)
            stack.layoutIfNeeded()

            XCTAssertEqual(a.frame.width, 100)
            XCTAssertEqual(b.frame.width, 200)
        }
    }

    func testEqualSpacingKeepsIntrinsicWidthsAndSharesTheRestBetweenTheGaps() {
        MainActor.assumeIsolated {
            let views = [IntrinsicView(40, 10), IntrinsicView(60, 10), IntrinsicView(20, 10)]

            _ = layOutStack(views) { $0.distribution = .equalSpacing }

            XCTAssertEqual(views.map(\.frame.minX), [0, 130, 280])
            XCTAssertEqual(views.map(\.frame.width), [40, 60, 20])
        }
    }

    func testEqualSpacingInAFreeStackUsesTheSpacing() {
        MainActor.assumeIsolated {
            let views = [IntrinsicView(40, 10), IntrinsicView(60, 10)]

            let (_, stack) = layOutFreeStack(views) {
                $0.distribution = .equalSpacing
                $0.spacing = 12
            }

            XCTAssertEqual(views.map(\.frame.minX), [0, 52])
            XCTAssertEqual(stack.frame.width, 112)
        }
    }

    func testEqualCenteringSpacesTheCentresEqually() {
        MainActor.assumeIsolated {
            let views = [IntrinsicView(40, 10), IntrinsicView(60, 10), IntrinsicView(20, 10)]

            _ = layOutStack(views) { $0.distribution = .equalCentering }

            XCTAssertEqual(views.map(\.frame.midX), [20, 155, 290])
            XCTAssertEqual(views.map(\.frame.width), [40, 60, 20])
        }
    }

    func testEqualCenteringKeepsTheSpacingWhenTheCentresCannotBeEqual() {
        MainActor.assumeIsolated {
            let views = [IntrinsicView(150, 10), IntrinsicView(100, 10), IntrinsicView(10, 10)]

            _ = layOutStack(views) {
                $0.distribution = .equalCentering
                $0.spacing = 10
            }

            XCTAssertEqual(views.map(\.frame.minX), [0, 160, 290])
            XCTAssertEqual(views.map(\.frame.width), [150, 100, 10])
        }
    }

    func testVerticalFillStacksTopToBottom() {
        MainActor.assumeIsolated {
            let a = IntrinsicView(10, 30)
            let b = IntrinsicView(10, 20)
            a.setContentHuggingPriority(.defaultLow - 1, for: .vertical)

            _ = layOutStack([a, b], frame: CGRect(x: 0, y: 0, width: 80, height: 200)) {
                $0.axis = .vertical
                $0.spacing = 4
            }

            XCTAssertRectEqual(a.frame, CGRect(x: 0, y: 0, width: 80, height: 176))
            XCTAssertRectEqual(b.frame, CGRect(x: 0, y: 180, width: 80, height: 20))
        }
    }

    func testVerticalFillEquallyAndEqualSpacing() {
        MainActor.assumeIsolated {
            let equal = [UIView(), UIView()]
            let spaced = [IntrinsicView(10, 20), IntrinsicView(10, 40), IntrinsicView(10, 20)]
            let frame = CGRect(x: 0, y: 0, width: 50, height: 200)

            _ = layOutStack(equal, frame: frame) {
                $0.axis = .vertical
                $0.distribution = .fillEqually
                $0.spacing = 10
            }
            _ = layOutStack(spaced, frame: frame) {
                $0.axis = .vertical
                $0.distribution = .equalSpacing
            }

            XCTAssertEqual(equal.map(\.frame.minY), [0, 105])
            XCTAssertEqual(equal.map(\.frame.height), [95, 95])
            XCTAssertEqual(spaced.map(\.frame.minY), [0, 80, 180])
        }
    }

    func testVerticalFillProportionallyAndEqualCentering() {
        MainActor.assumeIsolated {
            let proportional = [IntrinsicView(10, 10), IntrinsicView(10, 30)]
            let centred = [IntrinsicView(10, 20), IntrinsicView(10, 40), IntrinsicView(10, 20)]
            let frame = CGRect(x: 0, y: 0, width: 50, height: 200)

            _ = layOutStack(proportional, frame: frame) {
                $0.axis = .vertical
                $0.distribution = .fillProportionally
            }
            _ = layOutStack(centred, frame: frame) {
                $0.axis = .vertical
                $0.distribution = .equalCentering
            }

            XCTAssertEqual(proportional.map(\.frame.height), [50, 150])
            XCTAssertEqual(proportional.map(\.frame.minY), [0, 50])
            XCTAssertEqual(centred.map(\.frame.midY), [10, 100, 190])
        }
    }
}
