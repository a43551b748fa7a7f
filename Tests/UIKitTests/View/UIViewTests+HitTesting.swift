import UIKit
import UIKitTesting
import XCTest

/// Hit-testing as seed 000 §四 2.1 writes it, with its two worked cases.
final class UIViewHitTestingTests: XCTestCase {
    /// A named view, so failures say which view was hit.
    final class Named: UIView {
        let name: String

        init(_ name: String, _ frame: CGRect) {
            self.name = name
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) { nil }
    }

    /// Seed 000 §四 case 1: a parent with button 1 and, added later so on top, button 2 overlapping it.
    @MainActor
    static func caseOne() -> (parent: Named, button1: Named, button2: Named) {
        let parent = Named("parent", CGRect(x: 0, y: 0, width: 300, height: 300))
        let button1 = Named("button1", CGRect(x: 50, y: 50, width: 100, height: 100))
        let button2 = Named("button2", CGRect(x: 100, y: 100, width: 100, height: 100))
        parent.addSubview(button1)
        parent.addSubview(button2)
        return (parent, button1, button2)
    }

    /// Seed 000 §四 case 2: parent.subviews = [B, A]; searched from the back: C, D, A, then E, F, B.
    @MainActor
    static func caseTwo() -> [String: Named] {
        let views = [
            "parent": Named("parent", CGRect(x: 0, y: 0, width: 300, height: 300)),
            "A": Named("A", CGRect(x: 100, y: 100, width: 200, height: 200)),
            "B": Named("B", CGRect(x: 0, y: 0, width: 200, height: 200)),
            "C": Named("C", CGRect(x: 50, y: 50, width: 100, height: 100)),
            "D": Named("D", CGRect(x: 0, y: 0, width: 100, height: 100)),
            "E": Named("E", CGRect(x: 50, y: 50, width: 100, height: 100)),
            "F": Named("F", CGRect(x: 0, y: 0, width: 100, height: 100)),
        ]
        views["parent"]!.addSubview(views["B"]!)
        views["parent"]!.addSubview(views["A"]!)
        views["A"]!.addSubview(views["D"]!)
        views["A"]!.addSubview(views["C"]!)
        views["B"]!.addSubview(views["F"]!)
        views["B"]!.addSubview(views["E"]!)
        return views
    }

    /// Seed 000 §四 case 1: where the buttons overlap, button 2 (later, on top) wins.
    func testTheLaterOfTwoOverlappingSubviewsIsHit() {
        MainActor.assumeIsolated {
            let (parent, button1, button2) = Self.caseOne()

            XCTAssertTrue(parent.hitTest(CGPoint(x: 120, y: 120), with: nil) === button2)
            XCTAssertTrue(parent.hitTest(CGPoint(x: 60, y: 60), with: nil) === button1)
            XCTAssertTrue(parent.hitTest(CGPoint(x: 250, y: 20), with: nil) === parent)
        }
    }

    /// Seed 000 §四 case 1: with the parent's userInteractionEnabled off, neither button responds.
    func testAParentWithInteractionDisabledHidesItsSubviews() {
        MainActor.assumeIsolated {
            let (parent, _, _) = Self.caseOne()

            parent.isUserInteractionEnabled = false

            XCTAssertNil(parent.hitTest(CGPoint(x: 120, y: 120), with: nil))
            XCTAssertNil(parent.hitTest(CGPoint(x: 60, y: 60), with: nil))
        }
    }

    /// Seed 000 §四 case 2: A is searched before B, and A's subviews (C, then D) before A.
    func testSubviewsAreSearchedLastToFirstAndDepthFirst() {
        MainActor.assumeIsolated {
            let views = Self.caseTwo()
            let parent = views["parent"]!

            XCTAssertTrue(parent.hitTest(CGPoint(x: 160, y: 160), with: nil) === views["C"])
            XCTAssertTrue(parent.hitTest(CGPoint(x: 120, y: 120), with: nil) === views["D"])
            XCTAssertTrue(parent.hitTest(CGPoint(x: 260, y: 260), with: nil) === views["A"])
            XCTAssertTrue(parent.hitTest(CGPoint(x: 20, y: 20), with: nil) === views["F"])
        }
    }

    /// Seed 000 §四 case 2: when A cannot take events (alpha ≤ 0.01, hidden or interaction off), B's
    /// subtree is searched next.
    func testASubviewThatCannotTakeEventsPassesTheSearchToTheNextOne() {
        MainActor.assumeIsolated {
            for disable in [
                { (view: UIView) in view.alpha = 0.01 }, { $0.isHidden = true },
                { $0.isUserInteractionEnabled = false },
            ] {
                let views = Self.caseTwo()
                disable(views["A"]!)

                let hit = views["parent"]!.hitTest(CGPoint(x: 120, y: 120), with: nil)

                XCTAssertTrue(hit === views["E"], "hit \((hit as? Named)?.name ?? "nil")")
            }
        }
    }

    /// Seed 000 §四 case 2: when C returns nil, D is tried.
    func testWhenTheTopmostSubviewDeclinesTheNextSiblingIsTried() {
        MainActor.assumeIsolated {
            let views = Self.caseTwo()

            views["C"]!.isHidden = true

            XCTAssertTrue(views["parent"]!.hitTest(CGPoint(x: 160, y: 160), with: nil) === views["D"])
        }
    }

    func testAnAlphaJustAboveTheThresholdStillTakesEvents() {
        MainActor.assumeIsolated {
            let (parent, _, button2) = Self.caseOne()

            button2.alpha = 0.02

            XCTAssertTrue(parent.hitTest(CGPoint(x: 180, y: 180), with: nil) === button2)
        }
    }

    /// Seed 000 §四 2.1.1: a touch outside a view's bounds skips the view and all its subviews, even a
    /// subview sticking out when clipsToBounds is false.
    func testAPointOutsideTheBoundsMissesSubviewsThatStickOut() {
        MainActor.assumeIsolated {
            let root = Named("root", CGRect(x: 0, y: 0, width: 300, height: 300))
            let parent = Named("parent", CGRect(x: 0, y: 0, width: 100, height: 100))
            let overhang = Named("overhang", CGRect(x: 80, y: 80, width: 100, height: 100))
            parent.addSubview(overhang)
            root.addSubview(parent)

            XCTAssertFalse(parent.clipsToBounds)
            XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
            XCTAssertTrue(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === overhang)
        }
    }

    /// Seed 000 §四 2.1.2: overriding point(inside:with:) widens the touch area by 10 points.
    func testOverridingPointInsideWidensTheTouchArea() {
        MainActor.assumeIsolated {
            final class WideButton: UIView {
                override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                    bounds.insetBy(dx: -10, dy: -10).contains(point)
                }
            }
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let button = WideButton(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
            parent.addSubview(button)

            XCTAssertTrue(parent.hitTest(CGPoint(x: 95, y: 95), with: nil) === button)
            XCTAssertTrue(parent.hitTest(CGPoint(x: 85, y: 95), with: nil) === parent)
        }
    }

    func testPointInsideIsTheBoundsIncludingTheirOrigin() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
            view.bounds.origin = CGPoint(x: 100, y: 0)

            XCTAssertTrue(view.point(inside: CGPoint(x: 105, y: 5), with: nil))
            XCTAssertFalse(view.point(inside: CGPoint(x: 5, y: 5), with: nil))
            XCTAssertTrue(view.isUserInteractionEnabled)
        }
    }

    func testHitTestingFollowsTransformsAndScrolledBounds() {
        MainActor.assumeIsolated {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let rotated = UIView(frame: CGRect(x: 100, y: 125, width: 100, height: 50))
            rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
            parent.addSubview(rotated)
            let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            scroller.bounds.origin = CGPoint(x: 0, y: 100)
            let content = UIView(frame: CGRect(x: 0, y: 110, width: 50, height: 10))
            scroller.addSubview(content)
            parent.addSubview(scroller)

            XCTAssertTrue(parent.hitTest(CGPoint(x: 150, y: 105), with: nil) === rotated)
            XCTAssertTrue(parent.hitTest(CGPoint(x: 110, y: 150), with: nil) === parent)
            XCTAssertTrue(parent.hitTest(CGPoint(x: 20, y: 15), with: nil) === content)
            XCTAssertTrue(parent.hitTest(CGPoint(x: 20, y: 45), with: nil) === scroller)
        }
    }

    func testAWindowHitTestsItsViews() {
        MainActor.assumeIsolated {
            let (_, window, root) = makeViewTestApp()
            let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            root.addSubview(child)

            XCTAssertTrue(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === child)
            XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 50), with: nil) === root)
            XCTAssertNil(window.hitTest(CGPoint(x: 500, y: 50), with: nil))
        }
    }
}
