import UIKit
import UIKitTesting
import XCTest

/// Arranging views: adding, inserting, removing, nesting stacks, and what a stack view is itself.
final class UIStackViewArrangementTests: XCTestCase {
    func testArrangedViewsBecomeSubviewsPlacedByConstraints() {
        MainActor.assumeIsolated {
            let a = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
            let b = UIView()

            let stack = UIStackView(arrangedSubviews: [a, b])

            XCTAssertEqual(identities(stack.arrangedSubviews), identities([a, b]))
            XCTAssertEqual(identities(stack.subviews), identities([a, b]))
            XCTAssertFalse(a.translatesAutoresizingMaskIntoConstraints)
            XCTAssertEqual(stack.axis, .horizontal)
            XCTAssertEqual(stack.distribution, .fill)
            XCTAssertEqual(stack.alignment, .fill)
            XCTAssertEqual(stack.spacing, 0)
        }
    }

    func testInsertingPutsTheViewAtThatPlaceAlongTheAxis() {
        MainActor.assumeIsolated {
            let a = IntrinsicView(30, 10)
            let b = IntrinsicView(40, 10)
            let inserted = IntrinsicView(20, 10)
            let (container, stack) = layOutFreeStack([a, b])

            stack.insertArrangedSubview(inserted, at: 1)
            container.layoutIfNeeded()

            XCTAssertEqual(identities(stack.arrangedSubviews), identities([a, inserted, b]))
            XCTAssertEqual([a, inserted, b].map(\.frame.minX), [0, 30, 50])
            XCTAssertEqual(stack.subviews.last, inserted)
        }
    }

    func testAddingAnArrangedViewAgainMovesItToTheEnd() {
        MainActor.assumeIsolated {
            let a = UIView()
            let b = UIView()
            let stack = UIStackView(arrangedSubviews: [a, b])

            stack.addArrangedSubview(a)

            XCTAssertEqual(identities(stack.arrangedSubviews), identities([b, a]))
            XCTAssertEqual(stack.subviews.count, 2)
        }
    }

    func testRemovingAnArrangedViewKeepsItAsASubviewWhereItWas() {
        MainActor.assumeIsolated {
            let a = IntrinsicView(30, 10)
            let b = IntrinsicView(40, 10)
            let c = IntrinsicView(50, 10)
            let (container, stack) = layOutFreeStack([a, b, c])

            stack.removeArrangedSubview(b)
            container.layoutIfNeeded()

            XCTAssertEqual(identities(stack.arrangedSubviews), identities([a, c]))
            XCTAssertTrue(b.superview === stack)
            XCTAssertRectEqual(b.frame, CGRect(x: 30, y: 0, width: 40, height: 10))
            XCTAssertEqual(c.frame.minX, 30)
            XCTAssertEqual(stack.frame.width, 80)
        }
    }

    func testRemovingAnArrangedViewFromItsSuperviewTakesItOutOfTheArrangement() {
        MainActor.assumeIsolated {
            let a = IntrinsicView(30, 10)
            let b = IntrinsicView(40, 10)
            let (container, stack) = layOutFreeStack([a, b])
            stack.setCustomSpacing(9, after: a)

            a.removeFromSuperview()
            container.layoutIfNeeded()

            XCTAssertEqual(identities(stack.arrangedSubviews), identities([b]))
            XCTAssertEqual(stack.customSpacing(after: a), UIStackView.spacingUseDefault)
            XCTAssertEqual(b.frame.minX, 0)
            XCTAssertEqual(stack.frame.width, 40)
        }
    }

    func testArrangingAViewOfAnotherStackMovesItOutOfThatStack() {
        MainActor.assumeIsolated {
            let view = UIView()
            let first = UIStackView(arrangedSubviews: [view])
            let second = UIStackView()

            second.addArrangedSubview(view)

            XCTAssertTrue(first.arrangedSubviews.isEmpty)
            XCTAssertEqual(identities(second.arrangedSubviews), identities([view]))
            XCTAssertTrue(view.superview === second)
        }
    }

    func testNestedStacksLayOutInsideEachOther() {
        MainActor.assumeIsolated {
            let a = IntrinsicView(30, 20)
            let b = IntrinsicView(50, 10)
            let c = IntrinsicView(60, 40)
            let row = UIStackView(arrangedSubviews: [a, b])
            row.spacing = 10
            row.alignment = .center
            let column = UIStackView(arrangedSubviews: [row, c])
            column.axis = .vertical
            column.spacing = 5
            column.alignment = .leading

            let (container, _) = layOutFreeStack([column])

            XCTAssertRectEqual(column.frame, CGRect(x: 0, y: 0, width: 90, height: 65))
            XCTAssertRectEqual(row.frame, CGRect(x: 0, y: 0, width: 90, height: 20))
            XCTAssertRectEqual(b.frame, CGRect(x: 40, y: 5, width: 50, height: 10))
            XCTAssertRectEqual(c.frame, CGRect(x: 0, y: 25, width: 60, height: 40))
            XCTAssertRectEqual(c.convert(c.bounds, to: container), CGRect(x: 10, y: 45, width: 60, height: 40))
        }
    }

    func testANestedStackAlignsByItsFirstViewsBaseline() {
        MainActor.assumeIsolated {
            let inner = UIStackView(arrangedSubviews: [BaselineView(40, 30, firstBaseline: 12)])
            inner.axis = .vertical
            let plain = IntrinsicView(20, 20)

            _ = layOutStack([inner, plain]) { $0.alignment = .firstBaseline }

            XCTAssertEqual(inner.frame.minY, 8)
            XCTAssertEqual(plain.frame.minY, 0)
        }
    }

    func testSystemLayoutSizeFittingMeasuresTheArrangement() {
        MainActor.assumeIsolated {
            let stack = UIStackView(arrangedSubviews: [IntrinsicView(30, 20), IntrinsicView(40, 36)])
            stack.spacing = 6
            stack.alignment = .center
            stack.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            stack.isLayoutMarginsRelativeArrangement = true

            let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)

            XCTAssertEqual(size, CGSize(width: 2 + 30 + 6 + 40 + 4, height: 1 + 36 + 3))
        }
    }

    func testSystemLayoutSizeFittingAVerticalStackAtAFixedWidth() {
        MainActor.assumeIsolated {
            let stack = UIStackView(arrangedSubviews: [IntrinsicView(30, 20), IntrinsicView(40, 36)])
            stack.axis = .vertical
            stack.spacing = 4

            let size = stack.systemLayoutSizeFitting(
                CGSize(width: 250, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)

            XCTAssertEqual(size, CGSize(width: 250, height: 60))
        }
    }

    func testManagedConstraintsCarryUIKitIdentifiersAndAreInstalledOnTheStack() {
        MainActor.assumeIsolated {
            let stack = layOutStack([UIView(), UIView()]) {
                $0.distribution = .fillEqually
                $0.alignment = .center
            }

            let identifiers = Set(stack.constraints.compactMap(\.identifier))

            XCTAssertEqual(
                identifiers,
                [
                    "UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally", "UISV-alignment",
                    "UISV-spanning-boundary",
                    "UISV-canvas-fit",
                ])
        }
    }

    func testChangesInOneTurnRebuildTheConstraintsOnceBeforeLayout() {
        MainActor.assumeIsolated {
            let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
            let (app, window) = showStack(stack)
            withExtendedLifetime(window) {
                let before = identities(stack.constraints)

                stack.spacing = 4
                stack.distribution = .fillEqually
                stack.axis = .vertical
                let pending = identities(stack.constraints)
                app.runUntilIdle()

                XCTAssertEqual(pending, before)
                XCTAssertNotEqual(identities(stack.constraints), before)
                XCTAssertEqual(stack.arrangedSubviews.map(\.frame.height), [48, 48])
            }
        }
    }

    func testAStackViewDrawsNothingButItsBackgroundColour() {
        MainActor.assumeIsolated {
            let stack = UIStackView(arrangedSubviews: [UIView()])
            let (app, window) = showStack(stack)
            withExtendedLifetime(window) {
                stack.backgroundColor = .red
                app.runUntilIdle()

                XCTAssertNil(stack.layer.backingStore)
                XCTAssertEqual(stack.layer.backgroundColor, UIColor.red.cgColor)
            }
        }
    }
}

extension UIStackViewArrangementTests {
    func testAViewArrivingWithASizeConstraintKeepsIt() {
        MainActor.assumeIsolated {
            let fixed = UIView()
            fixed.widthAnchor.constraint(equalToConstant: 40).isActive = true
            let other = UIView()

            _ = layOutStack([fixed, other])

            XCTAssertRectEqual(fixed.frame, CGRect(x: 0, y: 0, width: 40, height: 100))
            XCTAssertRectEqual(other.frame, CGRect(x: 40, y: 0, width: 260, height: 100))
        }
    }
}
