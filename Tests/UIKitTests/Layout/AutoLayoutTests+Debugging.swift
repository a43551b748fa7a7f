import UIKit
import UIKitTesting
import XCTest

/// The debugging aids: ambiguity, exercising it, the constraints affecting a view, descriptions,
/// baselines and fitting sizes.
final class AutoLayoutDebuggingTests: XCTestCase {
    func testAViewWithoutAHorizontalPositionIsAmbiguousUntilOneIsGiven() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let view = constrainedView(in: container)
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(equalToConstant: 40),
                view.topAnchor.constraint(equalTo: container.topAnchor),
            ])
            container.layoutIfNeeded()
            XCTAssertTrue(view.hasAmbiguousLayout)
            let before = view.frame

            view.exerciseAmbiguityInLayout()
            container.layoutIfNeeded()
            XCTAssertNotEqual(view.frame.minX, before.minX)
            XCTAssertEqual(view.frame.size, before.size)

            view.leftAnchor.constraint(equalTo: container.leftAnchor).isActive = true
            container.layoutIfNeeded()
            XCTAssertFalse(view.hasAmbiguousLayout)
        }
    }

    func testConstraintsAffectingLayoutListsOneAxis() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let view = IntrinsicSizeView(CGSize(width: 10, height: 10))
            container.addSubview(view)
            let left = view.leftAnchor.constraint(equalTo: container.leftAnchor)
            let top = view.topAnchor.constraint(equalTo: container.topAnchor)
            NSLayoutConstraint.activate([left, top])

            let horizontal = view.constraintsAffectingLayout(for: .horizontal)

            XCTAssertTrue(horizontal.contains(left))
            XCTAssertFalse(horizontal.contains(top))
            // One per axis, as on iOS, with both priorities.
            let contentSize = horizontal.filter { "\($0)".hasPrefix("<NSContentSizeLayoutConstraint") }
            XCTAssertEqual(contentSize.count, 1)
            XCTAssertTrue(
                "\(contentSize.first!)".hasSuffix(".width == 10 Hug:250 CompressionResistance:750   (active)>"),
                "\(contentSize.first!)")
            XCTAssertTrue(view.widthAnchor.constraintsAffectingLayout.contains { $0 === left })
        }
    }

    func testDescriptionReadsLikeUIKits() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let view = constrainedView(in: container)
            let constraint = view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8)
            constraint.identifier = "inset"
            constraint.priority = .defaultHigh

            let text = constraint.description

            XCTAssertTrue(text.hasPrefix("<NSLayoutConstraint:0x"))
            XCTAssertTrue(text.contains(" 'inset' UIView:0x"))
            XCTAssertTrue(
                text.hasSuffix(
                    ".leading == UIView:0x\(String(UInt(bitPattern: ObjectIdentifier(container)), radix: 16)).leading + 8 @750   (inactive)>"
                ))
        }
    }

    /// Labels of different fonts on one baseline: the baselines meet however tall each label is.
    func testFirstBaselinesOfMixedFontsLineUp() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let big = UILabel()
            big.font = .systemFont(ofSize: 36)
            big.text = "Big"
            let small = UILabel()
            small.font = .systemFont(ofSize: 12)
            small.text = "small"
            for label in [big, small] {
                label.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(label)
            }
            NSLayoutConstraint.activate([
                big.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                big.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
                small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
                small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
            ])

            container.layoutIfNeeded()

            let bigBaseline = big.frame.minY + big.font.ascender
            let smallBaseline = small.frame.minY + small.font.ascender
            XCTAssertEqual(bigBaseline, smallBaseline, accuracy: 1.5)
            XCTAssertGreaterThan(small.frame.minY, big.frame.minY + 10)
        }
    }

    func testFittingPrioritiesChooseWhichDimensionIsFree() {
        MainActor.assumeIsolated {
            let card = UIView()
            let label = UILabel()
            label.numberOfLines = 0
            label.text = String(repeating: "word ", count: 40)
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
            ])

            let fixedWidth = card.systemLayoutSizeFitting(
                CGSize(width: 123, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)

            XCTAssertEqual(fixedWidth.width, 123)
            XCTAssertEqual(
                fixedWidth.height, label.sizeThatFits(CGSize(width: 123, height: 0)).height + 20,
                "the text wraps at the width the fixed width leaves it")
            XCTAssertEqual(card.frame.size, .zero, "fitting leaves the view as it was")
        }
    }
}
