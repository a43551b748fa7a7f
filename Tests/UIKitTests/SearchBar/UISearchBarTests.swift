import UIKitTesting
import XCTest

@testable import UIKit

/// The search bar's delegate calls in iOS's order, its buttons and keys, and its metrics.
final class UISearchBarTests: XCTestCase {
    func testTypingTellsTheDelegateInOrder() {
        MainActor.assumeIsolated {
            let shown = ShownSearchBar()

            shown.clickField()
            shown.type("ab")
            shown.press(.keyboardDeleteOrBackspace)

            XCTAssertEqual(
                shown.log.entries,
                [
                    "shouldBegin", "didBegin", "shouldChange 0,0 \"a\"", "textDidChange \"a\"",
                    "shouldChange 1,0 \"b\"", "textDidChange \"ab\"", "shouldChange 1,1 \"\"",
                    "textDidChange \"a\"",
                ])
            XCTAssertTrue(shown.bar.isFirstResponder)
            XCTAssertEqual(shown.bar.text, "a")
        }
    }

    func testSettingTextInCodeTellsNoDelegate() {
        MainActor.assumeIsolated {
            let shown = ShownSearchBar()

            shown.bar.text = "pear"

            XCTAssertEqual(shown.log.entries, [])
            XCTAssertEqual(shown.bar.searchTextField.text, "pear")
        }
    }

    func testRefusedChangeAndRefusedBeginning() {
        MainActor.assumeIsolated {
            let shown = ShownSearchBar()
            shown.log.refused = ["x"]
            shown.clickField()

            shown.type("xy")
            shown.bar.resignFirstResponder()
            shown.log.allowsBeginning = false
            shown.clickField()

            XCTAssertEqual(shown.bar.text, "y")
            XCTAssertEqual(
                shown.log.entries,
                [
                    "shouldBegin", "didBegin", "shouldChange 0,0 \"x\"", "shouldChange 0,0 \"y\"",
                    "textDidChange \"y\"", "shouldEnd", "didEnd", "shouldBegin",
                ])
            XCTAssertFalse(shown.bar.isFirstResponder)
        }
    }

    func testReturnClicksTheSearchButtonAndKeepsEditing() {
        MainActor.assumeIsolated {
            let shown = ShownSearchBar()
            shown.clickField()
            shown.type("fig")
            shown.log.entries.removeAll()

            shown.press(.keyboardReturnOrEnter)

            XCTAssertEqual(shown.log.entries, ["searchButton"])
            XCTAssertTrue(shown.bar.isFirstResponder)
        }
    }

    func testClearButtonTellsTextDidChange() {
        MainActor.assumeIsolated {
            let shown = ShownSearchBar()
            shown.clickField()
            shown.type("kiwi")
            shown.app.runUntilIdle()
            shown.log.entries.removeAll()
            let field = shown.bar.searchTextField

            let clear = field.clearButtonRect(forBounds: field.bounds)
            shown.app.click(
                at: field.convert(CGPoint(x: clear.midX, y: clear.midY), to: shown.window), in: shown.window)

            XCTAssertEqual(shown.log.entries, ["textDidChange \"\""])
            XCTAssertEqual(shown.bar.text, "")
        }
    }

    func testCancelButtonTellsTheDelegateAndEscapeDoesTheSame() {
        MainActor.assumeIsolated {
            let shown = ShownSearchBar { $0.showsCancelButton = true }
            shown.click(shown.bar.cancelButton)
            shown.clickField()
            shown.log.entries.removeAll()

            shown.press(.keyboardEscape)

            XCTAssertEqual(shown.log.entries, ["cancelButton"])
        }
    }

    func testEscapeWithoutTheCancelButtonIsNotCancel() {
        MainActor.assumeIsolated {
            let shown = ShownSearchBar()
            shown.clickField()
            shown.log.entries.removeAll()

            shown.press(.keyboardEscape)

            XCTAssertEqual(shown.log.entries, [])
        }
    }

    func testPickingAScopeTellsTheDelegateButSettingItDoesNot() {
        MainActor.assumeIsolated {
            let shown = ShownSearchBar {
                $0.scopeButtonTitles = ["All", "A–M", "N–Z"]
                $0.showsScopeBar = true
            }
            shown.bar.selectedScopeButtonIndex = 1
            let scopeBar = shown.bar.scopeBar
            let third = CGPoint(x: scopeBar.bounds.width * 5 / 6, y: scopeBar.bounds.midY)

            shown.app.click(at: scopeBar.convert(third, to: shown.window), in: shown.window)

            XCTAssertEqual(shown.log.entries, ["scope 2"])
            XCTAssertEqual(shown.bar.selectedScopeButtonIndex, 2)
        }
    }

    func testBookmarkAndResultsListButtonsShowInTheEmptyField() {
        MainActor.assumeIsolated {
            let shown = ShownSearchBar { $0.showsBookmarkButton = true }
            shown.click(shown.bar.accessoryButton)
            shown.bar.showsSearchResultsButton = true
            shown.app.runUntilIdle()

            shown.click(shown.bar.accessoryButton)
            shown.bar.text = "plum"
            shown.bar.resignFirstResponder()
            shown.app.runUntilIdle()

            XCTAssertEqual(
                shown.log.entries.filter { $0.hasSuffix("Button") }, ["bookmarkButton", "resultsListButton"])
            XCTAssertFalse(shown.bar.accessoryButton.isHidden, "no clear button shows while not editing")
        }
    }

    func testHeightsAsIOS17() {
        MainActor.assumeIsolated {
            let bar = UISearchBar()
            let offered = CGSize(width: 390, height: 1000)
            let plain = bar.sizeThatFits(offered)
            bar.scopeButtonTitles = ["One", "Two"]
            bar.showsScopeBar = true
            let withScope = bar.sizeThatFits(offered)
            bar.prompt = "Pick"
            let withPrompt = bar.sizeThatFits(offered)

            XCTAssertEqual(plain, CGSize(width: 390, height: 56))
            XCTAssertEqual(withScope.height, 100)
            XCTAssertEqual(withPrompt.height, 124)
        }
    }

    func testFieldAndCancelButtonPlacement() {
        MainActor.assumeIsolated {
            let shown = ShownSearchBar()
            let idleField = shown.bar.searchTextField.frame

            shown.bar.setShowsCancelButton(true, animated: false)
            shown.bar.layoutIfNeeded()

            XCTAssertEqual(idleField, CGRect(x: 8, y: 10, width: 384, height: 36))
            let cancel = shown.bar.cancelButton.frame
            XCTAssertEqual(cancel.maxX, 392)
            XCTAssertEqual(shown.bar.searchTextField.frame.maxX, cancel.minX - 8)
            XCTAssertEqual(cancel.midY, 28)
        }
    }

    func testTextInputTraitsAndAccessoryViewAreTheField() {
        MainActor.assumeIsolated {
            let bar = UISearchBar()

            bar.keyboardType = .emailAddress
            bar.autocapitalizationType = .none
            bar.searchTextField.autocorrectionType = .no
            let accessory = UIView()
            bar.inputAccessoryView = accessory

            XCTAssertEqual(bar.searchTextField.keyboardType, .emailAddress)
            XCTAssertEqual(bar.searchTextField.autocapitalizationType, UITextAutocapitalizationType.none)
            XCTAssertEqual(bar.autocorrectionType, .no)
            XCTAssertEqual(bar.returnKeyType, .search)
            XCTAssertTrue(bar.searchTextField.inputAccessoryView === accessory)
        }
    }

    /// The bar's grey background, the field's rounded box darker over it, the glass in grey at its
    /// leading end and the placeholder's grey text after it.
    func testBarDrawsItsBackgroundFieldGlassAndPlaceholder() {
        MainActor.assumeIsolated {
            let shown = ShownSearchBar { $0.placeholder = "Search" }
            let app = shown.app
            let window = shown.window

            let background = app.pixel(in: window, at: CGPoint(x: 3, y: 28))
            let field = app.pixel(in: window, at: CGPoint(x: 200, y: 28))
            let belowBar = app.pixel(in: window, at: CGPoint(x: 200, y: 70))
            let glassInk = app.pixelCount(in: window, within: CGRect(x: 16, y: 20, width: 16, height: 16)) {
                $0.red < 160
            }
            let placeholderInk = app.pixelCount(in: window, within: CGRect(x: 38, y: 14, width: 70, height: 28)) {
                $0.red < 180
            }

            XCTAssertEqual(belowBar?.red, 255)
            XCTAssertEqual(Double(background?.red ?? 0), 247, accuracy: 3)
            // tertiarySystemFill (118, 118, 128 at 12 %) over the bar's 247.
            XCTAssertEqual(Double(field?.red ?? 0), 247 * 0.88 + 118 * 0.12, accuracy: 3)
            XCTAssertTrue(shown.bar.searchTextField.leftView is UIImageView, "the glass is the left view, as on iOS")
            XCTAssertGreaterThan(glassInk, 10)
            XCTAssertGreaterThan(placeholderInk, 20)
            XCTAssertEqual(
                app.pixelCount(in: window, within: CGRect(x: 120, y: 14, width: 200, height: 28)) { $0.red < 180 }, 0,
                "nothing drawn past the placeholder")
        }
    }
}
