import UIKitTesting
import XCTest

@testable import UIKit

/// Links in a text view that is not editable: detected web addresses and `.link` text, drawn in the
/// link colour, opened by a click after the delegate's leave.
final class UITextViewLinkTests: XCTestCase {
    @MainActor
    private final class Refusing: NSObject, UITextViewDelegate {
        var asked: [URL] = []
        var allows = true
        func textView(
            _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
            interaction: UITextItemInteraction
        ) -> Bool {
            asked.append(URL)
            return allows
        }
    }

    func testADetectedAddressOpensOnAClickWhenTheDelegateAllows() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            var opened: [URL] = []
            UIApplication.shared.urlOpener = {
                opened.append($0); return true
            }
            let delegate = Refusing()
            shown.textView.delegate = delegate
            shown.textView.isEditable = false
            shown.textView.dataDetectorTypes = .link
            shown.textView.text = "Visit www.example.com/docs, then rest."
            shown.app.runUntilIdle()
            let onLink = shown.point(atOffset: 12)

            shown.app.click(at: onLink, in: shown.window)
            delegate.allows = false
            shown.app.advance(by: 1)
            shown.app.click(at: onLink, in: shown.window)
            shown.app.advance(by: 1)
            shown.app.click(at: shown.point(atOffset: 31), in: shown.window)

            XCTAssertEqual(opened, [URL(string: "http://www.example.com/docs")!])
            XCTAssertEqual(delegate.asked.count, 2)
            withExtendedLifetime((shown, delegate)) {}
        }
    }

    func testLinkTextIsDrawnInTheLinkColourAndAnEditableViewDetectsNothing() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            let text = NSMutableAttributedString(string: "plain linked")
            text.addAttribute(
                .link, value: URL(string: "https://casement.dev")!, range: NSRange(location: 6, length: 6))
            shown.textView.attributedText = text
            shown.textView.isEditable = false
            shown.app.runUntilIdle()
            let blue = { (pixel: RGBA) in pixel.blue > 150 && pixel.red < 100 }

            let linkInk = shown.app.pixelCount(in: shown.window, within: shown.textView.frame, where: blue)
            shown.textView.isEditable = true
            shown.textView.dataDetectorTypes = .link
            shown.textView.text = "see https://example.com"
            shown.app.runUntilIdle()
            let detectedWhileEditable = shown.textView.links(inParagraph: 0)

            XCTAssertGreaterThan(linkInk, 30)
            XCTAssertTrue(detectedWhileEditable.isEmpty)
            withExtendedLifetime(shown) {}
        }
    }
}
