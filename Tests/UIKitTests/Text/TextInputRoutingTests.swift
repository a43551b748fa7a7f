import HeadlessBackend
import TextInputTestSupport
import UIKit
import UIKitTesting
import XCTest

/// A key window at scale 2 holding a recording text view at (20, 30), made first responder. The
/// window is returned to be kept: the app holds its windows weakly.
@MainActor
private func editing() -> (HeadlessApp, HeadlessWindow, RecordingTextInputView, UIWindow) {
    let app = HeadlessApp(delegate: LoggingAppDelegate(), environment: ["CASEMENT_SCALE": "2"])
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    window.makeKeyAndVisible()
    let view = RecordingTextInputView(frame: CGRect(x: 20, y: 30, width: 150, height: 30))
    window.addSubview(view)
    XCTAssertTrue(view.becomeFirstResponder())
    app.runUntilIdle()
    return (app, app.platformWindow(of: window)!, view, window)
}

/// Input method text reaches the key window's first responder through `UITextInput` as iOS's text
/// system sends it, and the platform follows the responder and its caret.
final class TextInputRoutingTests: XCTestCase {
    func testPreeditBecomesMarkedTextWithTheSelectionAtTheInputMethodsCaret() {
        MainActor.assumeIsolated {
            let (app, _, view, window) = editing()

            app.textInput(.preeditChanged(text: "ｎ", caret: 1), in: window)
            app.textInput(.preeditChanged(text: "ｎ𠀋", caret: 3), in: window)
            app.textInput(.preeditChanged(text: "ｎ𠀋", caret: 1), in: window)

            XCTAssertEqual(
                view.log, [#"setMarkedText("ｎ", 1+0)"#, #"setMarkedText("ｎ𠀋", 3+0)"#, #"setMarkedText("ｎ𠀋", 1+0)"#])
            XCTAssertEqual(view.text, "ｎ𠀋")
            XCTAssertEqual(view.marked, NSRange(location: 0, length: 3))
            XCTAssertEqual(view.selection, NSRange(location: 1, length: 0))
        }
    }

    func testACommitReplacesTheMarkedTextThenIsInserted() {
        MainActor.assumeIsolated {
            let (app, _, view, window) = editing()
            app.textInput(.preeditChanged(text: "ni", caret: 2), in: window)

            app.textInput(.commit("你"), in: window)
            app.textInput(.preeditEnded, in: window)

            XCTAssertEqual(
                view.log,
                [#"setMarkedText("ni", 2+0)"#, #"setMarkedText("", 0+0)"#, "unmarkText", #"insertText("你")"#])
            XCTAssertEqual(view.text, "你")
            XCTAssertNil(view.marked)
        }
    }

    /// iOS removes a cancelled composition's marked text by marking nothing, then unmarking (which
    /// alone would keep the marked text as typed).
    func testACancelledPreeditRemovesTheMarkedText() {
        MainActor.assumeIsolated {
            let (app, _, view, window) = editing()
            view.insertText("a")
            app.textInput(.preeditChanged(text: "ni", caret: 2), in: window)

            app.textInput(.preeditEnded, in: window)

            XCTAssertEqual(
                Array(view.log.dropFirst()), [#"setMarkedText("ni", 2+0)"#, #"setMarkedText("", 0+0)"#, "unmarkText"])
            XCTAssertEqual(view.text, "a")
            XCTAssertNil(view.marked)
        }
    }

    func testAnEmptyPreeditWithNothingMarkedIsIgnored() {
        MainActor.assumeIsolated {
            let (app, _, view, window) = editing()

            app.textInput(.preeditChanged(text: "", caret: 0), in: window)
            app.textInput(.preeditEnded, in: window)

            XCTAssertEqual(view.log, [])
        }
    }

    private final class KeyInputView: UIView, UIKeyInput {
        var inserted: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !inserted.isEmpty }
        func insertText(_ text: String) { inserted.append(text) }
        func deleteBackward() {}
    }

    func testAKeyInputResponderGetsCommitsAndNoPreedit() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            let view = KeyInputView(frame: window.bounds)
            window.addSubview(view)
            view.becomeFirstResponder()
            app.runUntilIdle()
            let platform = app.platformWindow(of: window)!

            app.textInput(.preeditChanged(text: "ni", caret: 2), in: window)
            app.textInput(.commit("你"), in: window)

            XCTAssertTrue(platform.isTextInputActive)
            XCTAssertEqual(view.inserted, ["你"])
        }
    }

    func testTextInputBeginsAndEndsWithTheTextResponder() {
        MainActor.assumeIsolated {
            let (app, platform, view, window) = editing()
            defer { withExtendedLifetime(window) {} }
            XCTAssertTrue(platform.isTextInputActive)

            view.resignFirstResponder()
            app.runUntilIdle()

            XCTAssertFalse(platform.isTextInputActive)
        }
    }

    func testTheCaretRectangleFollowsTheCaretInWindowPixels() {
        MainActor.assumeIsolated {
            let (app, platform, view, window) = editing()
            // The caret at offset 0: (20 + 10, 30 + 4) points, 2 by 20, at scale 2.
            XCTAssertEqual(platform.textInputRect, PixelRect(x: 60, y: 68, width: 4, height: 40))

            app.textInput(.preeditChanged(text: "ｎｉ", caret: 2), in: window)
            XCTAssertEqual(platform.textInputRect, PixelRect(x: 92, y: 68, width: 4, height: 40))

            view.frame.origin.y = 40
            app.runUntilIdle()
            XCTAssertEqual(platform.textInputRect, PixelRect(x: 92, y: 88, width: 4, height: 40))
        }
    }

    /// A click that moves the caret makes the text view unmark its text (it keeps it as typed): the
    /// input method drops its composition.
    func testMarkedTextTheViewUnmarksItselfResetsTheInputMethod() {
        MainActor.assumeIsolated {
            let (app, platform, view, window) = editing()
            app.textInput(.preeditChanged(text: "ni", caret: 2), in: window)
            XCTAssertEqual(platform.textInputResetCount, 0)

            view.moveCaret(to: 0)
            app.runUntilIdle()

            XCTAssertEqual(platform.textInputResetCount, 1)
            XCTAssertEqual(view.text, "ni")
        }
    }
}
