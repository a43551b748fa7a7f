import UIKit
import UIKitTesting
import XCTest

/// Every attribute, relation and multiplier, solved and compared with frames computed by hand.
final class NSLayoutConstraintAttributeTests: XCTestCase {
    func testEdgesAndCentresOfTheSuperview() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let view = constrainedView(in: container)
            NSLayoutConstraint.activate([
                NSLayoutConstraint(
                    item: view, attribute: .left, relatedBy: .equal, toItem: container, attribute: .left,
                    multiplier: 1, constant: 10),
                NSLayoutConstraint(
                    item: view, attribute: .right, relatedBy: .equal, toItem: container, attribute: .centerX,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: view, attribute: .centerY, relatedBy: .equal, toItem: container, attribute: .centerY,
                    multiplier: 1, constant: 5),
                NSLayoutConstraint(
                    item: view, attribute: .height, relatedBy: .equal, toItem: container, attribute: .height,
                    multiplier: 0.25, constant: 0),
            ])

            container.layoutIfNeeded()

            // 112.5 + 5 lands on the pixel grid, the height kept.
            let top = (117.5 * UIScreen.main.scale).rounded() / UIScreen.main.scale
            XCTAssertRectEqual(view.frame, CGRect(x: 10, y: top, width: 190, height: 75))
        }
    }

    func testLeadingTrailingTopBottomAreLeftRightTopBottom() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let view = constrainedView(in: container)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12),
                view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
                view.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
                view.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -30),
            ])

            container.layoutIfNeeded()

            XCTAssertRectEqual(view.frame, CGRect(x: 12, y: 20, width: 380, height: 250))
            XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .leftToRight)
        }
    }

    func testMarginAttributesUseTheLayoutMargins() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
            let view = constrainedView(in: container)
            NSLayoutConstraint.activate([
                NSLayoutConstraint(
                    item: view, attribute: .leading, relatedBy: .equal, toItem: container,
                    attribute: .leadingMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: view, attribute: .trailing, relatedBy: .equal, toItem: container,
                    attribute: .trailingMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: view, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: view, attribute: .bottom, relatedBy: .equal, toItem: container,
                    attribute: .bottomMargin, multiplier: 1, constant: 0),
            ])

            container.layoutIfNeeded()

            XCTAssertRectEqual(view.frame, CGRect(x: 20, y: 10, width: 340, height: 260))
        }
    }

    func testCentreWithinMarginsAndChangingMarginsMovesViews() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            container.layoutMargins = UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 0)
            let view = constrainedView(in: container)
            NSLayoutConstraint.activate([
                NSLayoutConstraint(
                    item: view, attribute: .centerX, relatedBy: .equal, toItem: container,
                    attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: view, attribute: .centerY, relatedBy: .equal, toItem: container,
                    attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
                view.widthAnchor.constraint(equalToConstant: 20),
                view.heightAnchor.constraint(equalToConstant: 20),
            ])
            container.layoutIfNeeded()
            XCTAssertRectEqual(view.frame, CGRect(x: 240, y: 140, width: 20, height: 20))

            container.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
            container.layoutIfNeeded()

            XCTAssertRectEqual(view.frame, CGRect(x: 190, y: 90, width: 20, height: 20))
        }
    }

    func testRelationsBoundAnOptionalWish() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let view = constrainedView(in: container)
            let wish = view.widthAnchor.constraint(equalToConstant: 500)
            wish.priority = .defaultHigh
            NSLayoutConstraint.activate([
                wish,
                view.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor, constant: -100),
                view.heightAnchor.constraint(greaterThanOrEqualToConstant: 40),
                view.heightAnchor.constraint(equalToConstant: 10).withPriority(.defaultLow),
                view.leftAnchor.constraint(equalTo: container.leftAnchor),
                view.topAnchor.constraint(equalTo: container.topAnchor),
            ])

            container.layoutIfNeeded()

            XCTAssertEqual(view.frame.size, CGSize(width: 300, height: 40))
        }
    }

    func testMultiplierOnSizesAndLocations() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let view = constrainedView(in: container)
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: 10),
                view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
                NSLayoutConstraint(
                    item: view, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                    multiplier: 0.5, constant: 0),
                NSLayoutConstraint(
                    item: view, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottom,
                    multiplier: 1, constant: 0),
            ])

            container.layoutIfNeeded()

            XCTAssertRectEqual(view.frame, CGRect(x: -5, y: 195, width: 210, height: 105))
        }
    }

    func testSiblingsCousinsAndAnchorOffsets() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            let right = UIView(frame: CGRect(x: 200, y: 50, width: 200, height: 250))
            container.addSubview(left)
            container.addSubview(right)
            let a = constrainedView(in: left)
            let b = constrainedView(in: right)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 150),
                a.topAnchor.constraint(equalTo: left.topAnchor, constant: 100),
                a.widthAnchor.constraint(equalToConstant: 20),
                a.heightAnchor.constraint(equalToConstant: 20),
                // b sits 10 points right of a and level with it, across the two superviews.
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
                b.topAnchor.constraint(equalTo: a.topAnchor),
                b.heightAnchor.constraint(equalTo: a.heightAnchor),
                a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(
                    equalTo: b.widthAnchor, multiplier: 2),
            ])

            container.layoutIfNeeded()

            XCTAssertRectEqual(b.frame, CGRect(x: -20, y: 50, width: 15, height: 20))
            XCTAssertRectEqual(b.convert(b.bounds, to: container), CGRect(x: 180, y: 100, width: 15, height: 20))
        }
    }

    func testSystemSpacingIsEightPointsTimesTheMultiplier() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let a = constrainedView(in: container)
            let b = constrainedView(in: container)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                a.widthAnchor.constraint(equalToConstant: 50),
                b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
                b.widthAnchor.constraint(equalToConstant: 50),
                a.topAnchor.constraint(equalTo: container.topAnchor),
                a.heightAnchor.constraint(equalToConstant: 10),
                b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
                b.heightAnchor.constraint(equalToConstant: 10),
            ])

            container.layoutIfNeeded()

            XCTAssertRectEqual(b.frame, CGRect(x: 66, y: 18, width: 50, height: 10))
        }
    }

    func testFramesLandOnPixelEdges() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer(width: 100)
            let views = (0..<3).map { _ in constrainedView(in: container) }
            var constraints = [
                views[0].leadingAnchor.constraint(equalTo: container.leadingAnchor),
                views[2].trailingAnchor.constraint(equalTo: container.trailingAnchor),
            ]
            for (index, view) in views.enumerated() {
                constraints += [
                    view.topAnchor.constraint(equalTo: container.topAnchor),
                    view.heightAnchor.constraint(equalToConstant: 10),
                    view.widthAnchor.constraint(equalTo: views[0].widthAnchor),
                ]
                if index > 0 {
                    constraints.append(view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor))
                }
            }
            NSLayoutConstraint.activate(constraints)

            container.layoutIfNeeded()

            let scale = UIScreen.main.scale
            let edges = views.flatMap { [$0.frame.minX * scale, $0.frame.maxX * scale] }
            XCTAssertEqual(edges, edges.map { $0.rounded() })
            XCTAssertEqual(views[2].frame.maxX, 100)
            XCTAssertEqual(views[1].frame.minX, views[0].frame.maxX)
        }
    }
}

extension NSLayoutConstraint {
    fileprivate func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
