import UIKit
import UIKitTesting
import XCTest

/// A view controller that performs "copy:" and records it.
final class CopyingController: UIViewController {
    var performed: [String] = []

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == "copy:"
    }

    override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) -> Bool {
        guard action == "copy:" else { return false }
        performed.append("\(action) from \(sender.map { String(describing: type(of: $0)) } ?? "nil")")
        return true
    }
}

final class UIControlNamedActionTests: XCTestCase {
    func testANilTargetedActionFindsAResponderUpTheFirstRespondersChain() {
        MainActor.assumeIsolated {
            let controller = CopyingController()
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let field = FocusableView()
            controller.view.addSubview(field)
            app.runUntilIdle()
            XCTAssertTrue(field.becomeFirstResponder())

            let handled = UIApplication.shared.sendAction("copy:", to: nil, from: nil, for: nil)

            XCTAssertTrue(handled)
            XCTAssertEqual(controller.performed, ["copy: from nil"])
            XCTAssertFalse(UIApplication.shared.sendAction("paste:", to: nil, from: nil, for: nil))
            XCTAssertTrue(field.target(forAction: "copy:", withSender: nil) as AnyObject === controller)
            withExtendedLifetime(window) {}
        }
    }

    func testWithoutAFirstResponderTheSendersChainIsSearched() {
        MainActor.assumeIsolated {
            let controller = CopyingController()
            let (app, window, control) = controlWindow()
            window.rootViewController = controller
            controller.view.addSubview(control)
            app.runUntilIdle()
            control.addTarget(nil, action: "copy:", for: .touchUpInside)

            app.click(at: CGPoint(x: 100, y: 100), in: window)

            XCTAssertEqual(controller.performed, ["copy: from UIControl"])
        }
    }

    func testANamedActionWithATargetGoesToThatTarget() {
        MainActor.assumeIsolated {
            let controller = CopyingController()
            let control = UIControl()
            control.addTarget(controller, action: Selector("copy:"), for: .valueChanged)
            control.addTarget(controller, action: Selector("copy:"), for: .touchDown)

            control.sendActions(for: [.valueChanged, .touchDown])

            XCTAssertEqual(controller.performed, ["copy: from UIControl"])
            XCTAssertEqual(control.actions(forTarget: controller, forControlEvent: .touchDown), ["copy:"])
            XCTAssertEqual(control.allTargets, [AnyHashable(controller)])
        }
    }

    func testResponderDefaultsPerformNothing() {
        MainActor.assumeIsolated {
            let view = UIView()

            XCTAssertFalse(view.canPerformAction("copy:", withSender: nil))
            XCTAssertNil(view.target(forAction: "copy:", withSender: nil))
            XCTAssertFalse(view.perform("copy:", withSender: nil, for: nil))
        }
    }
}
