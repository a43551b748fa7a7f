import UIKitTesting
import XCTest

@testable import UIKit

/// The edit menu a secondary click opens on text: what it offers, the app's additions, choosing.
final class TextEditMenuTests: XCTestCase {
    func testASecondaryClickOnASelectionOffersCutCopyAndTheRest() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.field.text = "menu text"
            shown.tapField()
            shown.app.typeKey(.keyboardLeftArrow, modifiers: [.shift, .control], in: shown.window)
            let inSelection = shown.point(atOffset: 7)

            shown.app.pointerDown(at: inSelection, in: shown.window, button: 3)
            let titles = shownTitles
            choose("Copy")
            shown.app.runUntilIdle()

            XCTAssertEqual(titles, ["Cut", "Copy", "Delete", "Select All"])
            XCTAssertEqual(UIPasteboard.general.string, "text")
            XCTAssertNil(MenuPopup.shown)
            withExtendedLifetime(shown) {}
        }
    }

    func testASecondaryClickOutsideTheSelectionMovesTheCaretAndOffersPasteAndUndo() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()
            shown.type("typed")
            UIPasteboard.general.string = "clip"

            shown.app.pointerDown(at: shown.point(atOffset: 2), in: shown.window, button: 3)
            let titles = shownTitles
            choose("Paste")

            XCTAssertEqual(titles, ["Undo Typing", "Paste", "Select", "Select All"])
            XCTAssertEqual(shown.field.text, "tyclipped")
            withExtendedLifetime(shown) {}
        }
    }

    func testAFingersLongPressOpensTheMenuAndTheMousesDoesNot() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.field.text = "press"
            shown.tapField()
            let point = shown.point(atOffset: 2)

            shown.app.pointerDown(at: point, in: shown.window)
            shown.app.advance(by: 0.8)
            let afterMouse = MenuPopup.shown
            shown.app.pointerUp(at: point, in: shown.window)
            shown.app.advance(by: 1)
            shown.app.touchDown(1, at: point, in: shown.window)
            shown.app.advance(by: 0.8)
            let titles = shownTitles
            shown.app.touchUp(1, at: point, in: shown.window)

            XCTAssertNil(afterMouse)
            XCTAssertEqual(titles, ["Select", "Select All"])
            XCTAssertEqual(shown.field.selectedRange, NSRange(location: 2, length: 0))
            withExtendedLifetime(shown) {}
        }
    }

    func testTheDelegateAddsToTheTextViewsMenu() {
        MainActor.assumeIsolated {
            final class Adding: NSObject, UITextViewDelegate {
                var asked: NSRange?
                func textView(
                    _ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]
                ) -> UIMenu? {
                    asked = range
                    return UIMenu(children: suggestedActions + [UIAction(title: "Look Up") { _ in }])
                }
            }
            let shown = ShownTextView()
            let delegate = Adding()
            shown.textView.delegate = delegate
            shown.textView.text = "words here"
            shown.textView.isEditable = false

            shown.app.pointerDown(at: shown.point(atOffset: 3), in: shown.window, button: 3)

            XCTAssertEqual(delegate.asked, NSRange(location: 3, length: 0))
            XCTAssertEqual(shownTitles, ["Select", "Select All", "Look Up"])
            withExtendedLifetime((shown, delegate)) {}
        }
    }

    func testAnAppPresentsTheEditMenuForItsOwnResponder() {
        MainActor.assumeIsolated {
            final class Copyable: UIView, UIEditMenuInteractionDelegate {
                var copied = 0
                var presented: [String] = []
                override var canBecomeFirstResponder: Bool { true }
                override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                    action == Selector("copy:")
                }
                override func copy(_ sender: Any?) { copied += 1 }
                func editMenuInteraction(
                    _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                    animator: any UIEditMenuInteractionAnimating
                ) { presented.append("present") }
                func editMenuInteraction(
                    _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                    animator: any UIEditMenuInteractionAnimating
                ) { presented.append("dismiss") }
            }
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let view = Copyable(frame: CGRect(x: 20, y: 20, width: 100, height: 50))
            window.addSubview(view)
            window.makeKeyAndVisible()
            let interaction = UIEditMenuInteraction(delegate: view)
            view.addInteraction(interaction)
            view.becomeFirstResponder()
            app.runUntilIdle()

            interaction.presentEditMenu(
                with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 10, y: 10)))
            let titles = shownTitles
            let location = interaction.location(in: view)
            choose("Copy")

            XCTAssertEqual(titles, ["Copy"])
            XCTAssertEqual(location, CGPoint(x: 10, y: 10))
            XCTAssertEqual(view.copied, 1)
            XCTAssertEqual(view.presented, ["present", "dismiss"])
            withExtendedLifetime((app, window)) {}
        }
    }
}

/// The titles of the actions in the popup showing.
@MainActor private var shownTitles: [String] {
    MenuPopup.shown?.listView.layout.rows.compactMap {
        if case .action(let action) = $0 { return action.title }
        return nil
    } ?? []
}

@MainActor private func choose(_ title: String) {
    for case .action(let action) in MenuPopup.shown?.listView.layout.rows ?? [] where action.title == title {
        MenuPopup.shown?.listView.onChoose(action)
    }
}
