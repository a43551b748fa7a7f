import UIKit
import UIKitTesting
import XCTest

/// Hidden arranged views take no room and no spacing; hiding inside an animation block animates.
final class UIStackViewHidingTests: XCTestCase {
    func testHiddenViewCollapsesAndTheOthersShareItsRoom() {
        MainActor.assumeIsolated {
            let views = [UIView(), UIView(), UIView()]
            let stack = layOutStack(views, frame: CGRect(x: 0, y: 0, width: 320, height: 50)) {
                $0.distribution = .fillEqually
                $0.spacing = 10
            }

            views[1].isHidden = true
            stack.layoutIfNeeded()

            XCTAssertRectEqual(views[0].frame, CGRect(x: 0, y: 0, width: 155, height: 50))
            XCTAssertRectEqual(views[2].frame, CGRect(x: 165, y: 0, width: 155, height: 50))
            XCTAssertEqual(views[1].frame.width, 0)
            XCTAssertEqual(stack.arrangedSubviews.count, 3)
        }
    }

    func testShowingAHiddenViewGivesItsRoomBack() {
        MainActor.assumeIsolated {
            let views = [UIView(), UIView(), UIView()]
            views[1].isHidden = true
            let stack = layOutStack(views, frame: CGRect(x: 0, y: 0, width: 320, height: 50)) {
                $0.distribution = .fillEqually
                $0.spacing = 10
            }

            views[1].isHidden = false
            stack.layoutIfNeeded()

            XCTAssertEqual(views.map(\.frame.minX), [0, 110, 220])
            XCTAssertEqual(views.map(\.frame.width), [100, 100, 100])
        }
    }

    func testAFreeStackShrinksWhenAViewIsHiddenAndTheSpacingAfterTheLastVisibleViewCounts() {
        MainActor.assumeIsolated {
            let views = [IntrinsicView(30, 10), IntrinsicView(40, 10), IntrinsicView(50, 10)]
            let (container, stack) = layOutFreeStack(views) {
                $0.spacing = 5
                $0.setCustomSpacing(30, after: views[1])
            }

            views[1].isHidden = true
            container.layoutIfNeeded()

            XCTAssertEqual(views[2].frame.minX, 35)
            XCTAssertEqual(stack.frame.width, 85)
        }
    }

    func testAllViewsHiddenLeavesAnEmptyFreeStack() {
        MainActor.assumeIsolated {
            let views = [IntrinsicView(30, 10), IntrinsicView(40, 10)]
            let (container, stack) = layOutFreeStack(views)

            for view in views { view.isHidden = true }
            container.layoutIfNeeded()

            XCTAssertEqual(stack.frame.size, .zero)
        }
    }

    func testHidingAViewWithARequiredWidthLogsTheConflictLikeIOS() {
        MainActor.assumeIsolated {
            var log: [String] = []
            RuntimeWarning.capture = { log.append($0) }
            defer { RuntimeWarning.capture = nil }
            let fixed = UIView()
            let stack = layOutStack([fixed, UIView()])
            fixed.widthAnchor.constraint(equalToConstant: 40).isActive = true
            stack.layoutIfNeeded()

            fixed.isHidden = true
            stack.layoutIfNeeded()

            XCTAssertEqual(log.count, 1, log.joined(separator: "\n----\n"))
            XCTAssertTrue(log.first?.contains("'UISV-hiding'") == true)
        }
    }

    func testHidingInsideAnAnimationBlockSlidesTheOtherViews() {
        MainActor.assumeIsolated {
            let views = [UIView(), UIView(), UIView()]
            let stack = UIStackView(arrangedSubviews: views)
            stack.distribution = .fillEqually
            stack.spacing = 10
            let (app, window) = showStack(stack, width: 320, height: 50)
            withExtendedLifetime(window) {
                XCTAssertEqual(views[2].frame.minX, 220)

                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { views[1].isHidden = true }

                XCTAssertEqual(views[2].frame.minX, 165, "the model is at the end at once")
                XCTAssertNotNil(views[2].layer.animation(forKey: "position"))
                app.runUntilIdle()
                app.advance(by: 0.5)
                let start = CGFloat(220 + 50)
                let end = CGFloat(165 + 77.5)
                XCTAssertEqual(views[2].layer.presentation()!.position.x, (start + end) / 2, accuracy: 1e-6)
            }
        }
    }

    func testHidingOutsideAnAnimationBlockWaitsForTheNextLayout() {
        MainActor.assumeIsolated {
            let views = [UIView(), UIView()]
            let stack = UIStackView(arrangedSubviews: views)
            stack.distribution = .fillEqually
            let (app, window) = showStack(stack, width: 320, height: 50)
            withExtendedLifetime(window) {
                views[0].isHidden = true

                XCTAssertEqual(views[1].frame.minX, 160)
                app.runUntilIdle()
                XCTAssertRectEqual(views[1].frame, CGRect(x: 0, y: 0, width: 320, height: 50))
                XCTAssertNil(views[1].layer.animationKeys())
            }
        }
    }
}
