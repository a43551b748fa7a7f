import UIKit
import UIKitTesting
import XCTest

/// A control subclass, to check that senders keep their precise type.
final class TestControl: UIControl {}

/// A target with actions of each shape.
@MainActor
final class ActionTarget {
    var log: [String] = []
    static var deinits = 0

    func noArgument() { log.append("noArgument") }
    func withSender(_ sender: TestControl) { log.append("withSender \(type(of: sender))") }
    func withSenderAndEvent(_ sender: TestControl, _ event: UIEvent?) {
        log.append("withSenderAndEvent \(event?.type == .touches)")
    }
    func withAnySender(_ sender: Any) { log.append("withAnySender") }

    isolated deinit { ActionTarget.deinits += 1 }
}

final class UIControlTargetActionTests: XCTestCase {
    func testTargetsGetNoArgumentTheSenderOrTheSenderAndEvent() {
        MainActor.assumeIsolated {
            let control = TestControl()
            let (app, window, _) = controlWindow(control)
            let target = ActionTarget()
            control.addTarget(target, action: ActionTarget.noArgument, for: .touchUpInside)
            control.addTarget(target, action: ActionTarget.withSender, for: .touchUpInside)
            control.addTarget(target, action: ActionTarget.withSenderAndEvent, for: .touchUpInside)
            control.addTarget(target, action: ActionTarget.withAnySender, for: .touchUpInside)

            app.click(at: CGPoint(x: 100, y: 100), in: window)

            XCTAssertEqual(
                target.log, ["noArgument", "withSender TestControl", "withSenderAndEvent true", "withAnySender"])
        }
    }

    func testSendActionsPerformsTheMatchingRegistrationsOnceWithNoEvent() {
        MainActor.assumeIsolated {
            let control = TestControl()
            let target = ActionTarget()
            control.addTarget(target, action: ActionTarget.withSenderAndEvent, for: [.valueChanged, .touchDown])
            control.addTarget(target, action: ActionTarget.noArgument, for: .editingChanged)

            control.sendActions(for: [.valueChanged, .touchDown])

            XCTAssertEqual(target.log, ["withSenderAndEvent false"])
        }
    }

    func testTargetsAreHeldWeaklyAndADeallocatedTargetIsNotCalled() {
        MainActor.assumeIsolated {
            let control = TestControl()
            let before = ActionTarget.deinits
            var target: ActionTarget? = ActionTarget()
            control.addTarget(target!, action: ActionTarget.noArgument, for: .valueChanged)
            XCTAssertEqual(control.allTargets.count, 1)

            target = nil

            XCTAssertEqual(ActionTarget.deinits, before + 1)
            control.sendActions(for: .valueChanged)
            XCTAssertEqual(control.allTargets, [])
            XCTAssertEqual(control.allControlEvents, [])
        }
    }

    func testAControlOwnedByItsTargetDoesNotKeepTheTargetAlive() {
        MainActor.assumeIsolated {
            weak var weakControl: TestControl?
            let before = ActionTarget.deinits
            do {
                let owner = OwningTarget()
                weakControl = owner.control
                owner.control.addTarget(owner, action: OwningTarget.tapped, for: .touchUpInside)
            }
            XCTAssertNil(weakControl)
            XCTAssertEqual(ActionTarget.deinits, before)
        }
    }

    func testNamedActionsAreListedAndRemovedByName() {
        MainActor.assumeIsolated {
            let control = TestControl()
            let target = ActionTarget()
            control.addTarget(target, action: ActionTarget.withSender, named: "withSender:", for: .touchUpInside)
            control.addTarget(target, action: ActionTarget.noArgument, for: [.touchUpInside, .valueChanged])

            XCTAssertEqual(
                control.actions(forTarget: target, forControlEvent: .touchUpInside), ["withSender:", "action"])
            XCTAssertEqual(control.actions(forTarget: target, forControlEvent: .valueChanged), ["action"])
            XCTAssertEqual(control.allControlEvents, [.touchUpInside, .valueChanged])
            XCTAssertEqual(control.allTargets, [AnyHashable(ObjectIdentifier(target))])

            control.removeTarget(target, action: Selector("withSender:"), for: .touchUpInside)
            XCTAssertEqual(control.actions(forTarget: target, forControlEvent: .touchUpInside), ["action"])

            control.removeTarget(target, action: nil, for: .touchUpInside)
            XCTAssertNil(control.actions(forTarget: target, forControlEvent: .touchUpInside))
            control.sendActions(for: .valueChanged)
            XCTAssertEqual(target.log, ["noArgument"])

            control.removeTarget(nil, action: nil, for: .allEvents)
            XCTAssertEqual(control.allControlEvents, [])
        }
    }

    func testUIActionsRunWithTheControlAsSenderAndCanBeRemoved() {
        MainActor.assumeIsolated {
            let control = TestControl()
            var log: [String] = []
            let action = UIAction(title: "Go", identifier: UIAction.Identifier("go")) { action in
                log.append("\(action.title) \(action.sender is TestControl)")
            }
            control.addAction(action, for: [.touchUpInside, .valueChanged])

            control.sendActions(for: .valueChanged)
            control.removeAction(action, for: .valueChanged)
            control.sendActions(for: .valueChanged)
            control.sendActions(for: .touchUpInside)
            control.removeAction(identifiedBy: UIAction.Identifier("go"), for: .touchUpInside)
            control.sendActions(for: .allEvents)

            XCTAssertEqual(log, ["Go true", "Go true"])
            XCTAssertEqual(control.allControlEvents, [])
        }
    }

    func testAnActionWithTheSameIdentifierReplacesTheFirst() {
        MainActor.assumeIsolated {
            let control = TestControl()
            var log: [String] = []
            control.addAction(UIAction(identifier: .init("a")) { _ in log.append("first") }, for: .valueChanged)
            control.addAction(UIAction(identifier: .init("a")) { _ in log.append("second") }, for: .valueChanged)

            control.sendActions(for: .valueChanged)

            XCTAssertEqual(log, ["second"])
        }
    }

    func testPrimaryActionInitializerRegistersForPrimaryActionTriggered() {
        MainActor.assumeIsolated {
            var performed = 0
            let control = UIControl(frame: .zero, primaryAction: UIAction { _ in performed += 1 })

            control.sendActions(for: .touchUpInside)
            control.sendActions(for: .primaryActionTriggered)

            XCTAssertEqual(performed, 1)
            XCTAssertEqual(control.allControlEvents, .primaryActionTriggered)
        }
    }

    func testSendActionWithAUIActionSetsItsSender() {
        MainActor.assumeIsolated {
            let control = TestControl()
            var sender: Any?
            let action = UIAction { sender = $0.sender }

            control.sendAction(action)

            XCTAssertTrue(sender as AnyObject === control)
        }
    }
}

/// Owns a control whose target it is.
@MainActor
final class OwningTarget {
    let control = TestControl()
    func tapped() {}
}
