import UIKitTesting
import XCTest

@testable import UIKit

/// A primary column at the trailing edge: the columns tile from the right, and hiding the primary
/// slides it out past the right edge.
extension SplitViewControllerTests {
    func testATrailingPrimaryTilesAtTheRightEdge() {
        MainActor.assumeIsolated {
            let split = SplitScene { $0.primaryEdge = .trailing }

            XCTAssertEqual(split.frame(split.primary), CGRect(x: 680, y: 0, width: 320, height: 700))
            XCTAssertEqual(split.frame(split.secondary)?.minX, 0)
            XCTAssertEqual(split.frame(split.secondary)?.maxX, 679)
        }
    }

    func testATrailingTripleColumnPutsTheSupplementaryBesideThePrimary() {
        MainActor.assumeIsolated {
            let split = SplitScene(.tripleColumn, width: 1200) { $0.primaryEdge = .trailing }

            XCTAssertEqual(split.frame(split.primary)?.maxX, 1200)
            XCTAssertEqual(split.frame(split.supplementary)?.maxX, 879)
            XCTAssertEqual(split.frame(split.secondary)?.minX, 0)
            XCTAssertEqual(split.frame(split.secondary)?.maxX, 558)
        }
    }

    func testHidingATrailingPrimarySlidesItOutPastTheRightEdge() {
        MainActor.assumeIsolated {
            let split = SplitScene { $0.primaryEdge = .trailing }
            let primaryView = split.primary.navigationController!.view!

            split.split.hide(.primary)
            split.scene.app.advance(by: 0.15)
            let midway = primaryView.layer.presentation()?.frame.minX ?? primaryView.frame.minX
            split.scene.run(seconds: 0.5)

            XCTAssertGreaterThan(midway, 680)
            XCTAssertLessThan(midway, 1000)
            XCTAssertNil(primaryView.superview)
            XCTAssertEqual(split.frame(split.secondary), split.split.view.bounds)
        }
    }
}
