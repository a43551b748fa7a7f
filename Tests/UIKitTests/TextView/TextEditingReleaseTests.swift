import UIKitTesting
import XCTest

@testable import UIKit

/// A text field and a text view that were clicked, typed into, selected, copied, undone and given an
/// edit menu are freed once the app lets them go: nothing the editing set up (the undo manager's
/// actions, the primary selection's provider, the edit menu, the tokenizer) holds them.
final class TextEditingReleaseTests: XCTestCase {
    func testAFieldAndATextViewAreFreedAfterRealEditing() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            window.makeKeyAndVisible()
            weak var weakField: UITextField?
            weak var weakTextView: UITextView?
            do {
                let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
                let textView = UITextView(frame: CGRect(x: 10, y: 60, width: 300, height: 200))
                field.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
                window.addSubview(field)
                window.addSubview(textView)
                app.runUntilIdle()
                for (view, point) in [(field as UIView, CGPoint(x: 50, y: 25)), (textView, CGPoint(x: 50, y: 80))] {
                    app.click(at: point, in: window)
                    app.typeText("hello world", in: window)
                    app.typeKey(.keyboardA, modifiers: .control, in: window)
                    app.typeKey(.keyboardC, modifiers: .control, in: window)
                    app.pointerDown(at: point, in: window, button: 3)
                    MenuPopup.shown?.close()
                    app.typeKey(.keyboardZ, modifiers: .control, in: window)
                    _ = view.tokenizerForTest
                    app.advance(by: 1)
                }
                _ = field.resignFirstResponder()
                _ = textView.resignFirstResponder()
                weakField = field
                weakTextView = textView
                field.removeFromSuperview()
                textView.removeFromSuperview()
            }
            app.runUntilIdle()

            XCTAssertNil(weakField)
            XCTAssertNil(weakTextView)
            withExtendedLifetime((app, window)) {}
        }
    }
}

extension UIView {
    /// The view's tokenizer, made if it was not, so that its reference is in play.
    @MainActor fileprivate var tokenizerForTest: AnyObject? { (self as? UITextInput)?.tokenizer }
}
