import UIKit
import UIKitTesting
import XCTest

/// Input and accessory views show in a panel under the field while it edits; keys still go to it.
final class InputPanelTests: XCTestCase {
    func testTheAccessoryAndInputViewsShowUnderTheFieldWhileItEdits() {
        MainActor.assumeIsolated {
            let field = UITextField()
            let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            let pad = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 120))
            field.inputAccessoryView = accessory
            field.inputView = pad
            let shown = ShownField(field)

            shown.tapField()
            shown.app.runUntilIdle()
            let panel = accessory.window
            let padWindow = pad.window
            shown.type("ok")
            let panelFrame = panel?.frame ?? .zero
            field.resignFirstResponder()
            shown.app.runUntilIdle()

            XCTAssertNotNil(panel)
            XCTAssertFalse(panel === shown.window)
            XCTAssertTrue(padWindow === panel)
            XCTAssertEqual(accessory.frame.minY, 0)
            XCTAssertEqual(pad.frame.minY, 44)
            XCTAssertEqual(panelFrame.height, 164)
            XCTAssertEqual(panelFrame.minY, shown.window.convert(field.frame, to: nil).maxY, accuracy: 8)
            XCTAssertEqual(field.text, "ok")
            XCTAssertTrue(shown.window.isKeyWindow)
            XCTAssertNil(accessory.window)
            withExtendedLifetime(shown) {}
        }
    }

    func testTheKeyboardNotificationsExistAndAreNeverPosted() {
        MainActor.assumeIsolated {
            final class Count: @unchecked Sendable { var value = 0 }
            let posted = Count()
            let observer = NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
            ) { _ in posted.value += 1 }
            let shown = ShownField()
            shown.tapField()
            shown.app.runUntilIdle()
            NotificationCenter.default.removeObserver(observer)

            XCTAssertEqual(posted.value, 0)
            XCTAssertEqual(UIResponder.keyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")
            withExtendedLifetime(shown) {}
        }
    }
}
