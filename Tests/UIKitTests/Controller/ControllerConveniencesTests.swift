import UIKit
import UIKitTesting
import XCTest

/// `show(_:sender:)`, editing mode and its bar button, and the status-bar and orientation overrides
/// ported code carries.
final class ControllerConveniencesTests: XCTestCase {
    func testShowPushesInsideANavigationControllerAndPresentsOutside() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { _ in UINavigationController(rootViewController: UIViewController()) }
            let navigation = scene.window.rootViewController as! UINavigationController
            let pushed = UIViewController()

            navigation.topViewController!.show(pushed, sender: nil)
            scene.run(seconds: 0.5)
            XCTAssertTrue(navigation.topViewController === pushed)

            let plain = ControllerScene { _ in UIViewController() }
            let presented = UIViewController()
            plain.window.rootViewController!.show(presented, sender: nil)
            plain.run(seconds: 0.6)
            XCTAssertTrue(plain.window.rootViewController!.presentedViewController === presented)
        }
    }

    func testEditButtonTogglesEditing() {
        MainActor.assumeIsolated {
            final class Editor: UIViewController {
                var changes: [Bool] = []
                override func setEditing(_ editing: Bool, animated: Bool) {
                    super.setEditing(editing, animated: animated)
                    changes.append(editing)
                }
            }
            let editor = Editor()
            let scene = ControllerScene { _ in UINavigationController(rootViewController: editor) }
            editor.navigationItem.rightBarButtonItem = editor.editButtonItem
            scene.app.runUntilIdle()
            XCTAssertEqual(editor.editButtonItem.title, "Edit")

            scene.app.click(at: CGPoint(x: 380, y: 22), in: scene.window)

            XCTAssertTrue(editor.isEditing)
            XCTAssertEqual(editor.changes, [true])
            XCTAssertEqual(editor.editButtonItem.title, "Done")
            XCTAssertEqual(editor.editButtonItem.style, .done)
        }
    }

    func testStatusBarAndOrientationOverridesCompileAndAreHarmless() {
        MainActor.assumeIsolated {
            final class Ported: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                override var prefersStatusBarHidden: Bool { true }
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                override var shouldAutorotate: Bool { false }
            }
            let ported = Ported()
            ported.edgesForExtendedLayout = []
            ported.setNeedsStatusBarAppearanceUpdate()

            XCTAssertEqual(ported.preferredStatusBarStyle, .lightContent)
            XCTAssertEqual(ported.supportedInterfaceOrientations, .portrait)
            XCTAssertEqual(UIViewController().supportedInterfaceOrientations, .all)
        }
    }
}
