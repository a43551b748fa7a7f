import UIKit
import UIKitTesting
import XCTest

/// Constraints among views not in a window: recorded when activated, solved when the hierarchy's
/// layout is needed or when it joins a window, and recorded again when it leaves one.
final class AutoLayoutOffWindowTests: XCTestCase {
    func testAFormBuiltOffWindowLaysOutRightWhenAdded() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let form = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let column = UILayoutGuide()
            form.addLayoutGuide(column)
            let label = UILabel()
            label.text = "Name"
            let field = constrainedView(in: form)
            label.translatesAutoresizingMaskIntoConstraints = false
            form.addSubview(label)
            NSLayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: form.leadingAnchor, constant: 8),
                column.widthAnchor.constraint(equalTo: form.widthAnchor, multiplier: 0.5),
                label.trailingAnchor.constraint(equalTo: column.leadingAnchor, constant: 100),
                label.topAnchor.constraint(equalTo: form.topAnchor, constant: 10),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: column.trailingAnchor),
                field.topAnchor.constraint(equalTo: label.topAnchor),
                field.heightAnchor.constraint(equalToConstant: 24),
            ])

            root.addSubview(form)
            app.runUntilIdle()

            let text = label.intrinsicContentSize
            XCTAssertRectEqual(label.frame, CGRect(x: 108 - text.width, y: 10, width: text.width, height: text.height))
            XCTAssertRectEqual(field.frame, CGRect(x: 116, y: 10, width: 150 - 108, height: 24))
            XCTAssertRectEqual(column.layoutFrame, CGRect(x: 8, y: 0, width: 150, height: 0), accuracy: 1e-6)
        }
    }

    func testAConstantChangedOffWindowIsSolvedWhenTheViewJoinsAWindow() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let box = constrainedView(in: card)
            let left = box.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 5)
            let wide = box.widthAnchor.constraint(equalToConstant: 20)
            let optional = box.widthAnchor.constraint(equalToConstant: 80)
            optional.priority = .defaultLow
            NSLayoutConstraint.activate([
                left, wide, optional, box.topAnchor.constraint(equalTo: card.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
            ])

            left.constant = 30
            wide.isActive = false
            root.addSubview(card)
            app.runUntilIdle()

            XCTAssertEqual(box.frame, CGRect(x: 30, y: 0, width: 80, height: 10))
        }
    }

    /// UIKit's log comes when the constraints are solved: for a hierarchy built off-window, once it
    /// joins one.
    func testAConflictAmongConstraintsActivatedOffWindowIsReportedWhenItJoinsAWindow() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            var log: [String] = []
            RuntimeWarning.capture = { log.append($0) }
            defer { RuntimeWarning.capture = nil }
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let box = constrainedView(in: card)
            let wide = box.widthAnchor.constraint(equalToConstant: 100)
            wide.identifier = "wide"
            let narrow = box.widthAnchor.constraint(equalToConstant: 50)
            narrow.identifier = "narrow"
            NSLayoutConstraint.activate([
                wide, narrow, box.leftAnchor.constraint(equalTo: card.leftAnchor),
                box.topAnchor.constraint(equalTo: card.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
            ])
            app.runUntilIdle()
            XCTAssertEqual(log, [])

            root.addSubview(card)
            app.runUntilIdle()

            XCTAssertEqual(log.count, 1)
            XCTAssertTrue(
                log.first?.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.") == true)
            XCTAssertTrue(log.first?.contains("'wide'") == true)
            XCTAssertTrue(
                log.first?.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint:") == true)
            XCTAssertEqual(box.frame.width, 100)
        }
    }

    /// A table cell measures itself out of any window; a view that left one does the same.
    func testAViewRemovedFromItsWindowMeasuresItselfWithFitting() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let card = constrainedView(in: root)
            let label = UILabel()
            label.text = "Card"
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
            NSLayoutConstraint.activate([
                card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
                label.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
                label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -4),
            ])
            app.runUntilIdle()

            card.removeFromSuperview()
            let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)

            let text = label.intrinsicContentSize
            XCTAssertEqual(size, CGSize(width: text.width + 16, height: text.height + 8))
            XCTAssertEqual(card.constraints.count, 4)
        }
    }

    func testAViewRemovedFromItsWindowLaysOutWhenAsked() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            root.addSubview(card)
            let inner = constrainedView(in: card)
            NSLayoutConstraint.activate([
                inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
                inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
                inner.topAnchor.constraint(equalTo: card.topAnchor), inner.heightAnchor.constraint(equalToConstant: 10),
            ])
            app.runUntilIdle()

            card.removeFromSuperview()
            card.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
            card.layoutIfNeeded()

            XCTAssertEqual(inner.frame, CGRect(x: 4, y: 0, width: 292, height: 10))
        }
    }

    /// Constraints left in the window keep working after a constrained subtree leaves, and a window
    /// whose every constraint left takes new ones, and the constraints that left when they come back.
    func testTheWindowKeepsSolvingAfterASubtreeLeaves() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let staying = constrainedView(in: root)
            let leaving = constrainedView(in: root)
            let stayingWidth = staying.widthAnchor.constraint(equalToConstant: 30)
            NSLayoutConstraint.activate([
                stayingWidth, staying.heightAnchor.constraint(equalToConstant: 10),
                staying.leftAnchor.constraint(equalTo: root.leftAnchor),
                staying.topAnchor.constraint(equalTo: root.topAnchor),
                leaving.widthAnchor.constraint(equalToConstant: 20),
                leaving.heightAnchor.constraint(equalToConstant: 20),
                leaving.leftAnchor.constraint(equalTo: staying.rightAnchor),
            ])
            app.runUntilIdle()

            leaving.removeFromSuperview()
            stayingWidth.constant = 60
            app.runUntilIdle()
            XCTAssertEqual(staying.frame, CGRect(x: 0, y: 0, width: 60, height: 10))

            staying.removeFromSuperview()
            let next = constrainedView(in: root)
            NSLayoutConstraint.activate([
                next.widthAnchor.constraint(equalToConstant: 40), next.heightAnchor.constraint(equalToConstant: 5),
                next.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 7),
                next.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.addSubview(staying)
            NSLayoutConstraint.activate([
                staying.leftAnchor.constraint(equalTo: next.rightAnchor),
                staying.topAnchor.constraint(equalTo: root.topAnchor, constant: 3),
            ])
            app.runUntilIdle()

            XCTAssertEqual(next.frame, CGRect(x: 7, y: 0, width: 40, height: 5))
            XCTAssertEqual(staying.frame, CGRect(x: 47, y: 3, width: 60, height: 10))
            XCTAssertEqual(leaving.constraints.count, 2)
        }
    }

    func testDebuggingMethodsAnswerOffWindow() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let box = constrainedView(in: container)
            let width = box.widthAnchor.constraint(equalToConstant: 40)
            NSLayoutConstraint.activate([
                width, box.heightAnchor.constraint(equalToConstant: 10),
                box.topAnchor.constraint(equalTo: container.topAnchor),
            ])

            let ambiguous = box.hasAmbiguousLayout
            let affecting = box.constraintsAffectingLayout(for: .horizontal)

            XCTAssertTrue(ambiguous)
            XCTAssertTrue(affecting.contains { $0 === width })
        }
    }

    /// A subtree that leaves a hierarchy built off-window takes its own constraints along and loses
    /// those from outside that name it.
    func testASubtreeLeavingAnOffWindowHierarchyTakesItsConstraints() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            container.addSubview(card)
            let inner = constrainedView(in: card)
            let reachingIn = inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 5)
            NSLayoutConstraint.activate([
                reachingIn, inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 3),
                inner.widthAnchor.constraint(equalToConstant: 20), inner.heightAnchor.constraint(equalToConstant: 20),
            ])

            card.removeFromSuperview()
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 2).isActive = true
            card.layoutIfNeeded()

            XCTAssertFalse(reachingIn.isActive)
            XCTAssertEqual(inner.frame, CGRect(x: 3, y: 2, width: 20, height: 20))
        }
    }
}
