import UIKit
import XCTest

final class UIViewHierarchyTests: XCTestCase {
    /// The subviews' layers, in the order the superview's layer holds them.
    @MainActor
    static func layerOrder(of view: UIView) -> [CALayer] {
        (view.layer.sublayers ?? []).filter { layer in view.subviews.contains { $0.layer === layer } }
    }

    @MainActor
    static func makeParent(with count: Int) -> (UIView, [UIView]) {
        let parent = UIView()
        let children = (0..<count).map { _ in UIView() }
        for child in children { parent.addSubview(child) }
        return (parent, children)
    }

    func testAddSubviewAppendsTheViewAndItsLayer() {
        MainActor.assumeIsolated {
            let (parent, children) = Self.makeParent(with: 2)

            XCTAssertEqual(parent.subviews, children)
            XCTAssertTrue(children[1].superview === parent)
            XCTAssertEqual(identities(parent.layer.sublayers), identities(children.map(\.layer)))
        }
    }

    func testInsertAboveAndBelowASubview() {
        MainActor.assumeIsolated {
            let (parent, children) = Self.makeParent(with: 3)
            let above = UIView()
            let below = UIView()

            parent.insertSubview(above, aboveSubview: children[0])
            parent.insertSubview(below, belowSubview: children[0])

            XCTAssertEqual(parent.subviews, [below, children[0], above, children[1], children[2]])
            XCTAssertEqual(identities(Self.layerOrder(of: parent)), identities(parent.subviews.map(\.layer)))
        }
    }

    func testInsertAboveAndBelowMoveAnExistingSubview() {
        MainActor.assumeIsolated {
            let (parent, children) = Self.makeParent(with: 3)

            parent.insertSubview(children[0], aboveSubview: children[2])
            parent.insertSubview(children[2], belowSubview: children[1])

            XCTAssertEqual(parent.subviews, [children[2], children[1], children[0]])
            XCTAssertEqual(identities(parent.layer.sublayers), identities(parent.subviews.map(\.layer)))
        }
    }

    func testInsertAtAnIndexMovesAnExistingSubview() {
        MainActor.assumeIsolated {
            let (parent, children) = Self.makeParent(with: 3)

            parent.insertSubview(children[2], at: 0)

            XCTAssertEqual(parent.subviews, [children[2], children[0], children[1]])
            XCTAssertEqual(identities(parent.layer.sublayers), identities(parent.subviews.map(\.layer)))
        }
    }

    func testExchangeSubviewSwapsTheViewsAndTheirLayers() {
        MainActor.assumeIsolated {
            let (parent, children) = Self.makeParent(with: 4)

            parent.exchangeSubview(at: 0, withSubviewAt: 2)
            parent.exchangeSubview(at: 3, withSubviewAt: 2)

            XCTAssertEqual(parent.subviews, [children[2], children[1], children[3], children[0]])
            XCTAssertEqual(identities(parent.layer.sublayers), identities(parent.subviews.map(\.layer)))
        }
    }

    func testBringToFrontAndSendToBackMoveTheLayersWithTheViews() {
        MainActor.assumeIsolated {
            let (parent, children) = Self.makeParent(with: 3)

            parent.bringSubviewToFront(children[0])
            parent.sendSubviewToBack(children[2])

            XCTAssertEqual(parent.subviews, [children[2], children[1], children[0]])
            XCTAssertEqual(identities(parent.layer.sublayers), identities(parent.subviews.map(\.layer)))
        }
    }

    func testReorderingKeepsLayersThatBelongToNoViewInPlace() {
        MainActor.assumeIsolated {
            let (parent, children) = Self.makeParent(with: 2)
            let decoration = CALayer()
            parent.layer.addSublayer(decoration)

            parent.sendSubviewToBack(children[1])

            XCTAssertEqual(
                identities(parent.layer.sublayers), identities([children[1].layer, children[0].layer, decoration]))
        }
    }

    func testIsDescendantOfIncludesTheViewItself() {
        MainActor.assumeIsolated {
            let (parent, children) = Self.makeParent(with: 1)
            let grandchild = UIView()
            children[0].addSubview(grandchild)

            XCTAssertTrue(grandchild.isDescendant(of: parent))
            XCTAssertTrue(parent.isDescendant(of: parent))
            XCTAssertFalse(parent.isDescendant(of: grandchild))
            XCTAssertFalse(UIView().isDescendant(of: parent))
        }
    }

    /// Seed 001: viewWithTag searches the receiver first, then its subtree depth-first, never upwards.
    func testViewWithTagSearchesTheReceiverThenDepthFirst() {
        MainActor.assumeIsolated {
            let (parent, children) = Self.makeParent(with: 2)
            let grandchild = UIView()
            grandchild.tag = 5
            children[0].addSubview(grandchild)
            children[1].tag = 5
            parent.tag = 9

            XCTAssertTrue(parent.viewWithTag(5) === grandchild)
            XCTAssertTrue(parent.viewWithTag(9) === parent)
            XCTAssertNil(children[1].viewWithTag(9))
            XCTAssertNil(parent.viewWithTag(42))
        }
    }

    func testRemoveFromSuperviewDetachesTheViewAndItsLayer() {
        MainActor.assumeIsolated {
            let (parent, children) = Self.makeParent(with: 2)

            children[0].removeFromSuperview()

            XCTAssertEqual(parent.subviews, [children[1]])
            XCTAssertNil(children[0].superview)
            XCTAssertNil(children[0].layer.superlayer)
        }
    }

    /// Seed 002 (UIView 的关键函数): willRemoveSubview is sent when a subview's superview changes.
    func testMovingAViewToAnotherSuperviewTellsBothSuperviews() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let first = RecordingView("first", log: log)
            let second = RecordingView("second", log: log)
            let child = RecordingView("child", log: log)
            first.addSubview(child)
            log.entries = []

            second.addSubview(child)

            XCTAssertEqual(
                log.entries,
                [
                    "child.willMoveToSuperview(view)", "first.willRemoveSubview(child)", "child.didMoveToSuperview",
                    "second.didAddSubview(child)",
                ])
            XCTAssertTrue(first.subviews.isEmpty)
            XCTAssertTrue(child.layer.superlayer === second.layer)
        }
    }

    func testReorderingASubviewSendsNoCallbacks() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let parent = RecordingView("parent", log: log)
            let child = RecordingView("child", log: log)
            parent.addSubview(child)
            parent.addSubview(UIView())
            log.entries = []

            parent.bringSubviewToFront(child)
            parent.addSubview(child)

            XCTAssertEqual(log.entries, [])
            XCTAssertTrue(parent.subviews.last === child)
        }
    }
}
