import UIKit
import UIKitTesting
import XCTest

/// Sizes and places across the axis, by alignment, worked out by hand.
final class UIStackViewAlignmentTests: XCTestCase {
    /// Two views of 50×20 and 60×40 in a horizontal stack of 300×100 aligned by `alignment`.
    @MainActor
    private static func row(_ alignment: UIStackView.Alignment) -> (UIView, UIView) {
        let a = IntrinsicView(50, 20)
        let b = IntrinsicView(60, 40)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        _ = layOutStack([a, b]) { $0.alignment = alignment }
        return (a, b)
    }

    /// Two views of 50×20 and 80×30 in a vertical stack of 200×100 aligned by `alignment`.
    @MainActor
    private static func column(_ alignment: UIStackView.Alignment) -> (UIView, UIView) {
        let a = IntrinsicView(50, 20)
        let b = IntrinsicView(80, 30)
        b.setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        _ = layOutStack([a, b], frame: CGRect(x: 0, y: 0, width: 200, height: 100)) {
            $0.axis = .vertical
            $0.alignment = alignment
        }
        return (a, b)
    }

    func testFillStretchesEveryViewAcrossTheAxis() {
        MainActor.assumeIsolated {
            let (a, b) = Self.row(.fill)

            XCTAssertRectEqual(a.frame, CGRect(x: 0, y: 0, width: 50, height: 100))
            XCTAssertRectEqual(b.frame, CGRect(x: 50, y: 0, width: 250, height: 100))
        }
    }

    func testTopCentreAndBottomKeepIntrinsicHeightsInARow() {
        MainActor.assumeIsolated {
            let (topA, topB) = Self.row(.top)
            let (centreA, centreB) = Self.row(.center)
            let (bottomA, bottomB) = Self.row(.bottom)

            XCTAssertRectEqual(topA.frame, CGRect(x: 0, y: 0, width: 50, height: 20))
            XCTAssertRectEqual(topB.frame, CGRect(x: 50, y: 0, width: 250, height: 40))
            XCTAssertEqual([centreA.frame.minY, centreB.frame.minY], [40, 30])
            XCTAssertEqual([bottomA.frame.minY, bottomB.frame.minY], [80, 60])
            XCTAssertEqual([bottomA.frame.height, bottomB.frame.height], [20, 40])
        }
    }

    func testLeadingCentreTrailingAndFillInAColumn() {
        MainActor.assumeIsolated {
            let (leadingA, leadingB) = Self.column(.leading)
            let (centreA, centreB) = Self.column(.center)
            let (trailingA, trailingB) = Self.column(.trailing)
            let (fillA, fillB) = Self.column(.fill)

            XCTAssertRectEqual(leadingA.frame, CGRect(x: 0, y: 0, width: 50, height: 20))
            XCTAssertRectEqual(leadingB.frame, CGRect(x: 0, y: 20, width: 80, height: 80))
            XCTAssertEqual([centreA.frame.minX, centreB.frame.minX], [75, 60])
            XCTAssertEqual([trailingA.frame.minX, trailingB.frame.minX], [150, 120])
            XCTAssertEqual([fillA.frame.width, fillB.frame.width], [200, 200])
        }
    }

    func testFirstBaselineAlignmentLinesUpFirstBaselinesWithTheRowAtTheTop() {
        MainActor.assumeIsolated {
            let text = BaselineView(50, 40, firstBaseline: 10)
            let plain = IntrinsicView(60, 20)
            plain.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)

            _ = layOutStack([text, plain]) { $0.alignment = .firstBaseline }

            XCTAssertRectEqual(text.frame, CGRect(x: 0, y: 10, width: 50, height: 40))
            XCTAssertRectEqual(plain.frame, CGRect(x: 50, y: 0, width: 250, height: 20))
        }
    }

    func testLastBaselineAlignmentLinesUpLastBaselines() {
        MainActor.assumeIsolated {
            let text = BaselineView(50, 40, firstBaseline: 10)
            let plain = IntrinsicView(60, 20)
            plain.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)

            _ = layOutStack([text, plain]) { $0.alignment = .lastBaseline }

            XCTAssertRectEqual(text.frame, CGRect(x: 0, y: 0, width: 50, height: 40))
            XCTAssertRectEqual(plain.frame, CGRect(x: 50, y: 20, width: 250, height: 20))
        }
    }

    func testBaselineAlignmentOfAVerticalStackFills() {
        MainActor.assumeIsolated {
            let (a, b) = Self.column(.firstBaseline)

            XCTAssertEqual([a.frame.minX, b.frame.minX], [0, 0])
            XCTAssertEqual([a.frame.width, b.frame.width], [200, 200])
        }
    }

    func testANonFillingFreeStackIsAsTallAsItsTallestView() {
        MainActor.assumeIsolated {
            let views = [IntrinsicView(30, 20), IntrinsicView(40, 36)]

            let (_, stack) = layOutFreeStack(views) { $0.alignment = .center }

            XCTAssertRectEqual(stack.frame, CGRect(x: 10, y: 20, width: 70, height: 36))
            XCTAssertEqual(views.map(\.frame.minY), [8, 0])
        }
    }
}
