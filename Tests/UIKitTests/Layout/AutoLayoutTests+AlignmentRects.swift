import UIKit
import UIKitTesting
import XCTest

/// Alignment rectangles (seed 002 §3.6.4), margins that follow the superview's, constraint
/// subclasses and removal through `removeConstraint`.
final class AutoLayoutAlignmentRectTests: XCTestCase {
    /// A view drawing a shadow outside its content: constraints place the content.
    final class ShadowedView: UIView {
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 10, right: 6) }
    }

    func testConstraintsPlaceTheAlignmentRectangle() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let view = ShadowedView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
                view.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
                view.widthAnchor.constraint(equalToConstant: 100),
                view.heightAnchor.constraint(equalToConstant: 50),
            ])

            container.layoutIfNeeded()

            XCTAssertEqual(view.frame, CGRect(x: 16, y: 18, width: 110, height: 62))
            XCTAssertEqual(view.alignmentRect(forFrame: view.frame), CGRect(x: 20, y: 20, width: 100, height: 50))
            XCTAssertEqual(view.frame(forAlignmentRect: CGRect(x: 20, y: 20, width: 100, height: 50)), view.frame)
        }
    }

    func testPreservedSuperviewMarginsReachIntoASubview() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            container.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
            let panel = UIView(frame: CGRect(x: 10, y: 0, width: 200, height: 100))
            panel.layoutMargins = .zero
            panel.preservesSuperviewLayoutMargins = true
            container.addSubview(panel)
            let view = constrainedView(in: panel)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
                view.topAnchor.constraint(equalTo: panel.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
            ])

            container.layoutIfNeeded()

            XCTAssertEqual(view.frame.minX, 30, "the superview's 40-point margin, 10 points into the panel")
        }
    }

    final class DoubledConstraint: NSLayoutConstraint {
        override var constant: CGFloat {
            get { super.constant * 2 }
            set { super.constant = newValue }
        }
    }

    /// NSLayoutConstraint is open: a subclass computing its constant is read when activated.
    func testAConstraintSubclassMayComputeItsConstant() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let view = constrainedView(in: container)
            let width = DoubledConstraint(
                item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 30)
            NSLayoutConstraint.activate([
                width, view.heightAnchor.constraint(equalToConstant: 5),
                view.leftAnchor.constraint(equalTo: container.leftAnchor),
                view.topAnchor.constraint(equalTo: container.topAnchor),
            ])

            container.layoutIfNeeded()

            XCTAssertEqual(view.frame.width, 60)
        }
    }

    func testRemoveConstraintOnlyRemovesConstraintsInstalledThere() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let view = constrainedView(in: container)
            let width = view.widthAnchor.constraint(equalToConstant: 30)
            view.addConstraint(width)
            XCTAssertEqual(view.constraints, [width])

            container.removeConstraint(width)
            XCTAssertTrue(width.isActive)
            view.removeConstraints([width])

            XCTAssertFalse(width.isActive)
            XCTAssertTrue(view.constraints.isEmpty)
        }
    }

    func testVisualFormatConstraintsAreInactiveUntilActivated() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let a = constrainedView(in: container)

            let constraints = NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-(pad)-[a(==80)]", options: [], metrics: ["pad": 12], views: ["a": a])
            XCTAssertFalse(constraints.contains(where: \.isActive))
            NSLayoutConstraint.activate(
                constraints + [
                    a.topAnchor.constraint(equalTo: container.topAnchor), a.heightAnchor.constraint(equalToConstant: 4),
                ])
            container.layoutIfNeeded()

            XCTAssertEqual(a.frame, CGRect(x: 12, y: 0, width: 80, height: 4))
        }
    }
}
