import Foundation
import XCTest

@testable import UIKit

/// Visual formats as real layouts: the frames the engine solves for them in a 300×200 container.
final class VisualFormatLayoutTests: XCTestCase {
    func testEqualWidthRowWithStandardSpacingSharesTheContainer() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            fixture.layOut(["H:|-[a]-[b(==a)]-|", "V:|-[a]-|", "V:|-[b]-|"])

            XCTAssertRectEqual(fixture.a.frame, CGRect(x: 20, y: 20, width: 126, height: 160))
            XCTAssertRectEqual(fixture.b.frame, CGRect(x: 154, y: 20, width: 126, height: 160))
        }
    }

    func testFlexibleGapTakesTheSlackBetweenFixedWidths() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            fixture.layOut(
                ["H:|-pad-[a(100)]-(>=pad)-[b(50)]-pad-|", "V:|[a(30)]", "V:|[b(==a)]"], metrics: ["pad": 10])

            XCTAssertRectEqual(fixture.a.frame, CGRect(x: 10, y: 0, width: 100, height: 30))
            XCTAssertRectEqual(fixture.b.frame, CGRect(x: 240, y: 0, width: 50, height: 30))
        }
    }

    func testOptionalWidthGivesWayToARequiredEdge() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            fixture.layOut(["H:|-[a(400@750)]-|", "V:|[a(10)]"])

            XCTAssertRectEqual(fixture.a.frame, CGRect(x: 20, y: 0, width: 260, height: 10))
        }
    }

    func testRightToLeftRowStartsAtTheRightEdge() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            fixture.layOut(["H:|-[a(50)]-[b(50)]", "V:|[a(10)]", "V:|[b(10)]"], options: .directionRightToLeft)

            XCTAssertRectEqual(fixture.a.frame, CGRect(x: 230, y: 0, width: 50, height: 10))
            XCTAssertRectEqual(fixture.b.frame, CGRect(x: 172, y: 0, width: 50, height: 10))
        }
    }

    func testAlignAllCenterYCentresTheRowOnItsFirstView() {
        MainActor.assumeIsolated {
            let fixture = VisualFormatFixture()

            fixture.layOut(["V:|-[a(40)]", "V:[b(20)]", "V:[c(60)]"])
            fixture.layOut(["H:|-[a(40)]-[b(60)]-[c(10)]"], options: .alignAllCenterY)

            XCTAssertRectEqual(fixture.a.frame, CGRect(x: 20, y: 20, width: 40, height: 40))
            XCTAssertRectEqual(fixture.b.frame, CGRect(x: 68, y: 30, width: 60, height: 20))
            XCTAssertRectEqual(fixture.c.frame, CGRect(x: 136, y: 10, width: 10, height: 60))
        }
    }
}
