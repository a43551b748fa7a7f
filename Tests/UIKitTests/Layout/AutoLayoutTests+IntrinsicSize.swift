import UIKit
import UIKitTesting
import XCTest

/// Intrinsic sizes with hugging and compression resistance (seed 002 §3.6.6), and priorities.
final class AutoLayoutIntrinsicSizeTests: XCTestCase {
    /// Two views share a row too wide for them: the one that hugs harder keeps its size.
    func testHuggingContestGivesTheSlackToTheWeakerHugger() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let a = IntrinsicSizeView(CGSize(width: 50, height: 20))
            let b = IntrinsicSizeView(CGSize(width: 60, height: 20))
            container.addSubview(a)
            container.addSubview(b)
            a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
            NSLayoutConstraint.activate(Self.row(a, b, in: container))

            container.layoutIfNeeded()

            XCTAssertEqual(a.frame.width, 50)
            XCTAssertEqual(b.frame.width, 350)
        }
    }

    /// A form's label column: 120 labels of different widths made equally wide, each hugging its
    /// text harder than its field does. Every label takes the widest one's width and every field
    /// the rest. (120 equal-priority ties on one width once made the solver pivot through each.)
    func testLabelsSharingOneWidthTakeTheWidestLabelsWidth() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer(width: 800, height: 4000)
            var labels: [UIView] = []
            var fields: [UIView] = []
            for index in 0..<120 {
                let label = IntrinsicSizeView(CGSize(width: 40 + (index * 37) % 90, height: 20))
                let field = IntrinsicSizeView(CGSize(width: 100, height: 24))
                field.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
                container.addSubview(label)
                container.addSubview(field)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
                    label.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(30 * index)),
                    field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                    field.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
                    field.centerYAnchor.constraint(equalTo: label.centerYAnchor),
                ])
                if let first = labels.first { label.widthAnchor.constraint(equalTo: first.widthAnchor).isActive = true }
                labels.append(label)
                fields.append(field)
            }

            container.layoutIfNeeded()

            XCTAssertEqual(Set(labels.map(\.frame.width)), [129])
            XCTAssertEqual(Set(fields.map(\.frame.minX)), [157])
            XCTAssertEqual(Set(fields.map(\.frame.width)), [623])
        }
    }

    /// The same row too narrow: the one that resists compression less gives way.
    func testCompressionContestSqueezesTheWeakerResister() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer(width: 100)
            let a = IntrinsicSizeView(CGSize(width: 80, height: 20))
            let b = IntrinsicSizeView(CGSize(width: 60, height: 20))
            container.addSubview(a)
            container.addSubview(b)
            b.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
            NSLayoutConstraint.activate(Self.row(a, b, in: container))

            container.layoutIfNeeded()

            XCTAssertEqual(a.frame.width, 80)
            XCTAssertEqual(b.frame.width, 20)
            XCTAssertEqual(a.frame.height, 20, "height hugs the intrinsic height")
        }
    }

    /// Seed 002: a required-minus-one priority beats the default priorities in both contests.
    func testAConstraintAboveCompressionResistanceWins() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let view = IntrinsicSizeView(CGSize(width: 120, height: 20))
            container.addSubview(view)
            let narrow = view.widthAnchor.constraint(equalToConstant: 40)
            narrow.priority = .defaultHigh + 1
            NSLayoutConstraint.activate([
                narrow, view.leftAnchor.constraint(equalTo: container.leftAnchor),
                view.topAnchor.constraint(equalTo: container.topAnchor),
            ])
            container.layoutIfNeeded()
            XCTAssertEqual(view.frame.width, 40)

            narrow.priority = .defaultHigh - 1
            container.layoutIfNeeded()

            XCTAssertEqual(view.frame.width, 120)
        }
    }

    /// A required hugging priority cannot share the optional resistance's constraint: the axis gets
    /// two, and no optional pull stretches the view; changing the priority back merges them.
    func testRequiredHuggingHoldsAgainstTheStrongestOptionalPull() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let view = IntrinsicSizeView(CGSize(width: 50, height: 20))
            container.addSubview(view)
            view.setContentHuggingPriority(.required, for: .horizontal)
            let wide = view.widthAnchor.constraint(equalToConstant: 90)
            wide.priority = .required - 1
            NSLayoutConstraint.activate([
                wide, view.leftAnchor.constraint(equalTo: container.leftAnchor),
                view.topAnchor.constraint(equalTo: container.topAnchor),
            ])
            container.layoutIfNeeded()
            let sizes = {
                view.constraintsAffectingLayout(for: .horizontal).map(\.description).filter {
                    $0.hasPrefix("<NSContentSizeLayoutConstraint")
                }
            }

            XCTAssertEqual(view.frame.width, 50)
            XCTAssertEqual(sizes().count, 2, "\(sizes())")

            view.setContentHuggingPriority(.defaultLow, for: .horizontal)
            container.layoutIfNeeded()

            XCTAssertEqual(view.frame.width, 90)
            XCTAssertEqual(sizes().count, 1, "\(sizes())")
        }
    }

    func testInvalidatingTheIntrinsicSizeRelaysOut() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let view = IntrinsicSizeView(CGSize(width: 30, height: 30))
            root.addSubview(view)
            NSLayoutConstraint.activate([
                view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            app.runUntilIdle()

            view.size = CGSize(width: 70, height: 10)
            app.runUntilIdle()

            XCTAssertEqual(view.frame.size, CGSize(width: 70, height: 10))
            XCTAssertEqual(view.frame.midX, root.bounds.midX)
        }
    }

    func testLabelTextChangeResizesIt() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let label = UILabel()
            label.text = "Hi"
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            ])
            app.runUntilIdle()
            let short = label.frame.width

            label.text = "Hello there, a longer text"
            app.runUntilIdle()

            XCTAssertGreaterThan(label.frame.width, short * 3)
            XCTAssertEqual(label.frame.size, label.intrinsicContentSize)
        }
    }

    func testPriorityArithmeticAndDefaults() {
        MainActor.assumeIsolated {
            let view = UIView()

            XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultLow)
            XCTAssertEqual(view.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
            XCTAssertEqual(UILayoutPriority.required - 1, UILayoutPriority(999))
            XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
            XCTAssertEqual(
                NSLayoutConstraint(
                    item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 3
                ).priority, .required)
            XCTAssertTrue(view.translatesAutoresizingMaskIntoConstraints)
        }
    }

    /// `a` then `b` across `container`, 10 points apart and from the edges, at the top.
    @MainActor
    private static func row(_ a: UIView, _ b: UIView, in container: UIView) -> [NSLayoutConstraint] {
        [
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            b.topAnchor.constraint(equalTo: container.topAnchor),
        ]
    }
}

extension AutoLayoutIntrinsicSizeTests {
    /// iOS's automatic preferred width: a multi-line label pinned at both sides wraps at the width it
    /// is given and grows tall enough for its lines, in the same commit.
    func testMultilineLabelWrapsAtTheWidthConstraintsGiveIt() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let label = UILabel()
            label.numberOfLines = 0
            label.text = String(repeating: "wrap ", count: 30)
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                label.topAnchor.constraint(equalTo: root.topAnchor),
            ])

            app.runUntilIdle()

            let wrapped = label.sizeThatFits(CGSize(width: root.bounds.width - 20, height: 0))
            XCTAssertEqual(label.frame.width, root.bounds.width - 20)
            XCTAssertEqual(label.frame.height, wrapped.height)
            XCTAssertGreaterThan(label.frame.height, label.font.lineHeight * 3)
        }
    }
}
