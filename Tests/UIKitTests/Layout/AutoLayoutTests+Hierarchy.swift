import UIKit
import UIKitTesting
import XCTest

/// Constraints and the view hierarchy: where they are installed, what removing a view takes with it,
/// subtrees moving between engines, one engine per window, and memory.
final class AutoLayoutHierarchyTests: XCTestCase {
    func testActivationInstallsOnTheClosestCommonAncestor() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let group = constrainedView(in: container)
            let a = constrainedView(in: group)
            let b = constrainedView(in: container)
            let across = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
            let size = a.widthAnchor.constraint(equalToConstant: 4)
            let siblings = a.topAnchor.constraint(equalTo: group.topAnchor)
            // An ancestor and a view two levels down, either way round, and their guides.
            let down = container.leadingAnchor.constraint(equalTo: a.leadingAnchor)
            let up = a.bottomAnchor.constraint(equalTo: container.bottomAnchor)
            let guides = a.layoutMarginsGuide.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor)

            NSLayoutConstraint.activate([across, size, siblings, down, up, guides])

            XCTAssertTrue(container.constraints.contains(across))
            XCTAssertTrue(a.constraints.contains(size))
            XCTAssertTrue(group.constraints.contains(siblings))
            for reaching in [down, up, guides] { XCTAssertTrue(container.constraints.contains(reaching)) }
            across.isActive = false
            XCTAssertFalse(container.constraints.contains(across))
        }
    }

    /// `NSLayoutConstraint()` relates nothing; activating it changes nothing and does not stop the app.
    func testAnEmptyConstraintRelatesNothingAndStaysInactive() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let empty = NSLayoutConstraint()

            empty.isActive = true

            XCTAssertNil(empty.firstItem)
            XCTAssertEqual(empty.firstAttribute, .notAnAttribute)
            XCTAssertFalse(empty.isActive)
            XCTAssertFalse(container.constraints.contains(empty))
        }
    }

    /// Seed 002 §3.6.3: removing a view removes the constraints from outside that name it, while
    /// those inside its subtree stay and keep working.
    func testRemovingAViewRemovesConstraintsThatReachIntoIt() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let card = constrainedView(in: container)
            let inner = constrainedView(in: card)
            let outside = card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
            let reachingIn = inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 5)
            let inside = [
                inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 3),
                inner.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
                card.widthAnchor.constraint(equalToConstant: 100),
                card.heightAnchor.constraint(equalToConstant: 50),
            ]
            NSLayoutConstraint.activate([outside, reachingIn] + inside)
            container.layoutIfNeeded()

            card.removeFromSuperview()
            card.layoutIfNeeded()

            XCTAssertFalse(outside.isActive)
            XCTAssertFalse(reachingIn.isActive)
            XCTAssertTrue(inside.allSatisfy(\.isActive))
            XCTAssertEqual(inner.frame.minX, 3)
            XCTAssertEqual(inner.frame.width, 50)
        }
    }

    func testASubtreeBuiltOffscreenKeepsItsConstraintsWhenAdded() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let card = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            let label = UILabel()
            label.text = "Card"
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
                label.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
                label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -4),
            ])

            root.addSubview(card)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            ])
            app.runUntilIdle()

            let text = label.intrinsicContentSize
            XCTAssertEqual(card.frame, CGRect(x: 10, y: 10, width: text.width + 16, height: text.height + 8))
            XCTAssertEqual(label.frame.origin, CGPoint(x: 8, y: 4))
        }
    }

    /// One solver per window: an unsatisfiable system in one window leaves the other alone.
    func testWindowsHaveSeparateEngines() {
        MainActor.assumeIsolated {
            let (app, window, root) = makeViewTestApp()
            var log: [String] = []
            RuntimeWarning.capture = { log.append($0) }
            defer { RuntimeWarning.capture = nil }
            let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            other.isHidden = false
            let a = constrainedView(in: root)
            let b = constrainedView(in: other)
            NSLayoutConstraint.activate([
                a.widthAnchor.constraint(equalToConstant: 30), b.widthAnchor.constraint(equalToConstant: 60),
                a.leftAnchor.constraint(equalTo: root.leftAnchor), b.leftAnchor.constraint(equalTo: other.leftAnchor),
            ])

            app.runUntilIdle()

            XCTAssertEqual(a.frame.width, 30)
            XCTAssertEqual(b.frame.width, 60)
            XCTAssertTrue(log.isEmpty)
            XCTAssertNotIdentical(a.window, b.window)
            _ = window
        }
    }

    func testConstrainedViewsAndTheirConstraintsAreReleased() {
        MainActor.assumeIsolated {
            weak var weakCard: UIView?
            weak var weakConstraint: NSLayoutConstraint?
            let container = makeLayoutContainer()
            do {
                let card = constrainedView(in: container)
                let constraint = card.widthAnchor.constraint(equalTo: container.widthAnchor)
                NSLayoutConstraint.activate([
                    constraint, card.heightAnchor.constraint(equalToConstant: 10),
                    card.topAnchor.constraint(equalTo: container.topAnchor),
                    card.leftAnchor.constraint(equalTo: container.leftAnchor),
                ])
                container.layoutIfNeeded()
                weakCard = card
                weakConstraint = constraint
                card.removeFromSuperview()
            }

            XCTAssertNil(weakCard)
            XCTAssertNil(weakConstraint)
        }
    }

    func testAViewThatTranslatesItsMaskIsHeldAtItsFrame() {
        MainActor.assumeIsolated {
            let container = makeLayoutContainer()
            let fixed = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
            container.addSubview(fixed)
            let follower = constrainedView(in: container)
            NSLayoutConstraint.activate([
                follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 5),
                follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
                follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
                follower.heightAnchor.constraint(equalToConstant: 5),
            ])
            container.layoutIfNeeded()
            XCTAssertEqual(follower.frame, CGRect(x: 85, y: 100, width: 50, height: 5))

            fixed.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            container.layoutIfNeeded()

            XCTAssertEqual(follower.frame, CGRect(x: 25, y: 20, width: 20, height: 5))
            XCTAssertEqual(fixed.frame, CGRect(x: 0, y: 0, width: 20, height: 20))
        }
    }

    func testForgettingToTurnOffTranslationLogsTheAutoresizingConstraints() {
        MainActor.assumeIsolated {
            var log: [String] = []
            RuntimeWarning.capture = { log.append($0) }
            defer { RuntimeWarning.capture = nil }
            let container = makeLayoutContainer()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            container.addSubview(view)

            view.widthAnchor.constraint(equalToConstant: 80).isActive = true
            container.layoutIfNeeded()

            XCTAssertEqual(view.frame.width, 10)
            XCTAssertEqual(log.count, 1)
            XCTAssertTrue(log[0].contains("<NSAutoresizingMaskLayoutConstraint:"))
            XCTAssertTrue(log[0].contains(".width == 10"))
        }
    }
}

extension AutoLayoutHierarchyTests {
    /// A view being set up before it is added somewhere, with no size yet, is not held at its size: a
    /// size constraint on it (the usual first step before arranging it in a stack) is no conflict.
    func testSizeConstraintOnAViewWithoutSuperviewIsNoConflict() {
        MainActor.assumeIsolated {
            var log: [String] = []
            RuntimeWarning.capture = { log.append($0) }
            defer { RuntimeWarning.capture = nil }
            let view = UIView()

            view.widthAnchor.constraint(equalToConstant: 40).isActive = true
            view.layoutIfNeeded()

            XCTAssertEqual(log, [])
        }
    }

    /// As iOS solves in its update pass, a conflict that is gone by then (the view stopped translating
    /// its frame in the same turn) is neither logged nor broken.
    func testAConflictResolvedBeforeLayoutIsNotLoggedAndTheConstraintHolds() {
        MainActor.assumeIsolated {
            var log: [String] = []
            RuntimeWarning.capture = { log.append($0) }
            defer { RuntimeWarning.capture = nil }
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            container.addSubview(box)
            box.widthAnchor.constraint(equalToConstant: 40).isActive = true
            box.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                box.topAnchor.constraint(equalTo: container.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
            ])

            container.layoutIfNeeded()

            XCTAssertEqual(box.frame.width, 40)
            XCTAssertEqual(log, [])
        }
    }
}
