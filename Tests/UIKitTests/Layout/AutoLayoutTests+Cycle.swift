import UIKit
import UIKitTesting
import XCTest

/// Seed 002 §3.7: constraints update bottom-up, then layout runs top-down applying solved frames,
/// all in one commit.
final class AutoLayoutCycleTests: XCTestCase {
    final class LoggingConstraintsView: UIView {
        let name: String
        let log: (String) -> Void

        init(_ name: String, log: @escaping (String) -> Void) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
        }

        required init?(coder: NSCoder) { nil }

        override func updateConstraints() {
            log("\(name).updateConstraints")
            super.updateConstraints()
        }

        override func layoutSubviews() {
            log("\(name).layoutSubviews")
            super.layoutSubviews()
        }
    }

    func testConstraintsUpdateChildrenFirstThenLayoutParentsFirst() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            app.runUntilIdle()
            var log: [String] = []
            let outer = LoggingConstraintsView("outer") { log.append($0) }
            let inner = LoggingConstraintsView("inner") { log.append($0) }
            outer.addSubview(inner)
            root.addSubview(outer)
            NSLayoutConstraint.activate([
                outer.topAnchor.constraint(equalTo: root.topAnchor),
                outer.leftAnchor.constraint(equalTo: root.leftAnchor),
                outer.widthAnchor.constraint(equalToConstant: 100), outer.heightAnchor.constraint(equalToConstant: 100),
                inner.topAnchor.constraint(equalTo: outer.topAnchor),
                inner.leftAnchor.constraint(equalTo: outer.leftAnchor),
                inner.widthAnchor.constraint(equalToConstant: 50), inner.heightAnchor.constraint(equalToConstant: 50),
            ])

            app.runUntilIdle()

            XCTAssertEqual(
                log,
                ["inner.updateConstraints", "outer.updateConstraints", "outer.layoutSubviews", "inner.layoutSubviews"])
            XCTAssertEqual(inner.frame.size, CGSize(width: 50, height: 50))
        }
    }

    func testSetNeedsUpdateConstraintsRunsUpdateConstraintsOnceBeforeTheNextLayout() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            var log: [String] = []
            let view = LoggingConstraintsView("view") { log.append($0) }
            root.addSubview(view)
            app.runUntilIdle()
            log = []

            view.setNeedsUpdateConstraints()
            view.setNeedsUpdateConstraints()
            XCTAssertTrue(view.needsUpdateConstraints())
            app.runUntilIdle()

            XCTAssertEqual(log, ["view.updateConstraints"])
            XCTAssertFalse(view.needsUpdateConstraints())
        }
    }

    func testUpdateConstraintsIfNeededRunsNow() {
        MainActor.assumeIsolated {
            var log: [String] = []
            let view = LoggingConstraintsView("view") { log.append($0) }

            view.updateConstraintsIfNeeded()
            view.updateConstraintsIfNeeded()

            XCTAssertEqual(log, ["view.updateConstraints"])
        }
    }

    /// A subclass may adjust after `super.layoutSubviews()` has applied the solution.
    func testLayoutSubviewsAppliesTheSolutionThenTheSubclassAdjusts() {
        MainActor.assumeIsolated {
            final class Nudging: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    subviews.first?.frame.origin.x += 5
                }
            }
            let container = Nudging(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let child = constrainedView(in: container)
            NSLayoutConstraint.activate([
                child.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
                child.topAnchor.constraint(equalTo: container.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
            ])

            container.layoutIfNeeded()

            XCTAssertEqual(child.frame.minX, 15)
        }
    }

    /// The usual way to animate a constraint: change it in the block and lay out there.
    func testConstantChangeAnimatesThroughLayoutIfNeededInAnAnimationBlock() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let box = constrainedView(in: root)
            let left = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 0)
            NSLayoutConstraint.activate([
                left, box.topAnchor.constraint(equalTo: root.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
            ])
            app.runUntilIdle()

            UIView.animate(withDuration: 1) {
                left.constant = 100
                root.layoutIfNeeded()
            }
            app.advance(by: 0.5)

            XCTAssertEqual(box.frame.minX, 100, "the model is at the end at once")
            let shown = box.layer.presentation()?.frame.minX ?? -1
            XCTAssertGreaterThan(shown, 5)
            XCTAssertLessThan(shown, 95)
        }
    }

    func testViewControllerUpdateViewConstraintsRunsBeforeItsLayout() {
        MainActor.assumeIsolated {
            final class Controller: UIViewController {
                var log: [String] = []
                let child = UIView()
                override func viewDidLoad() {
                    child.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(child)
                }
                override func updateViewConstraints() {
                    log.append("updateViewConstraints")
                    if child.constraints.isEmpty {
                        NSLayoutConstraint.activate([
                            child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                            child.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                            child.widthAnchor.constraint(equalToConstant: 64),
                            child.heightAnchor.constraint(equalTo: child.widthAnchor),
                        ])
                    }
                    super.updateViewConstraints()
                }
                override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
                override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews \(child.frame)") }
            }
            let controller = Controller()
            let delegate = LoggingAppDelegate()
            delegate.onLaunch = { delegate in
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
                window.rootViewController = controller
                window.makeKeyAndVisible()
                delegate.window = window
            }
            let app = HeadlessApp(delegate: delegate)

            app.runUntilIdle()

            XCTAssertEqual(controller.log.first, "updateViewConstraints")
            XCTAssertEqual(controller.log.dropFirst().first, "viewWillLayoutSubviews")
            XCTAssertEqual(controller.child.frame, CGRect(x: 20, y: 20, width: 64, height: 64))
        }
    }
}
