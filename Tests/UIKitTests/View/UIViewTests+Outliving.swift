import UIKit
import UIKitTesting
import XCTest

/// Views, layers, guides and constraints hold their owners as plain pointers, not weak references
/// (weak references give objects reference-count side tables, which slow every retain and
/// release): whatever outlives its owner must find nil where the owner was, as a weak reference
/// would have given.
final class UIViewOutlivingTests: XCTestCase {
    func testASubviewOutlivingItsSuperviewHasNoSuperviewOrSuperlayer() {
        MainActor.assumeIsolated {
            let child = UIView()
            weak var weakParent: UIView?
            do {
                let parent = UIView()
                parent.addSubview(child)
                weakParent = parent
                XCTAssertTrue(child.superview === parent)
                XCTAssertTrue(child.layer.superlayer === parent.layer)
            }

            XCTAssertNil(weakParent)
            XCTAssertNil(child.superview)
            XCTAssertNil(child.layer.superlayer)
            let other = UIView()
            other.addSubview(child)
            XCTAssertTrue(child.superview === other)
            XCTAssertEqual(other.subviews.count, 1)
        }
    }

    func testALayerOutlivingItsViewHasNoDelegate() {
        MainActor.assumeIsolated {
            let layer: CALayer
            weak var weakView: UIView?
            do {
                let view = UIView()
                layer = view.layer
                weakView = view
                XCTAssertTrue(layer.delegate === view)
            }

            XCTAssertNil(weakView)
            XCTAssertNil(layer.delegate)
            layer.setNeedsDisplay()
            layer.displayIfNeeded()
        }
    }

    func testALayersDelegateSetByCodeIsHeldWeakly() {
        MainActor.assumeIsolated {
            final class Painter: NSObject, CALayerDelegate {}
            let layer = CALayer()
            weak var weakPainter: Painter?
            do {
                let painter = Painter()
                layer.delegate = painter
                weakPainter = painter
                XCTAssertTrue(layer.delegate === painter)
            }

            XCTAssertNil(weakPainter)
            XCTAssertNil(layer.delegate)
        }
    }

    func testASublayerAndAMaskOutlivingTheirLayerForgetIt() {
        MainActor.assumeIsolated {
            let sublayer = CALayer()
            let mask = CALayer()
            do {
                let owner = CALayer()
                owner.addSublayer(sublayer)
                owner.mask = mask
                XCTAssertTrue(sublayer.superlayer === owner)
            }

            XCTAssertNil(sublayer.superlayer)
            let other = CALayer()
            other.mask = mask
            XCTAssertTrue(other.mask === mask)
            other.addSublayer(sublayer)
            XCTAssertEqual(other.sublayers?.count, 1)
        }
    }

    func testAGuideAndAConstraintOutlivingTheirViewsForgetThem() {
        MainActor.assumeIsolated {
            let guide = UILayoutGuide()
            let constraint: NSLayoutConstraint
            let anchor: NSLayoutXAxisAnchor
            do {
                let view = UIView()
                let child = UIView()
                child.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(child)
                view.addLayoutGuide(guide)
                anchor = child.leadingAnchor
                constraint = child.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 4)
                constraint.isActive = true
                XCTAssertTrue(guide.owningView === view)
                XCTAssertTrue(constraint.firstItem === child)
            }

            XCTAssertNil(guide.owningView)
            XCTAssertNil(constraint.firstItem)
            XCTAssertTrue(constraint.secondItem === guide)
            XCTAssertNil(anchor.item)
            constraint.isActive = false
            XCTAssertFalse(constraint.isActive)
        }
    }

    /// A view waiting for its first `updateConstraints()` when it leaves its window is not kept
    /// past the turn by the queue of constraint updates, which holds views strongly.
    func testAViewRemovedBeforeItsConstraintUpdateIsDeallocatedByTheEndOfTheTurn() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            weak var weakView: UIView?
            do {
                let view = UIView()
                root.addSubview(view)
                weakView = view
                view.removeFromSuperview()
            }

            app.runUntilIdle()
            XCTAssertNil(weakView)
        }
    }
}
