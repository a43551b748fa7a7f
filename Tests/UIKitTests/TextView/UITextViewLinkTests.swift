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

/// iOS 17's text items: a tag's primary action, a link's menu, and a delegate that swaps them.
final class UITextItemTests: XCTestCase {
    @MainActor
    private final class Items: NSObject, UITextViewDelegate {
        var log: [String] = []
        var replacesAction = true
        func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction)
            -> UIAction?
        {
            log.append("primary \(textItem.tagIdentifier ?? textItem.link?.absoluteString ?? "?") \(textItem.range)")
            guard replacesAction else { return nil }
            return UIAction(title: "Show") { [weak self] _ in self?.log.append("shown") }
        }
        func textView(
            _ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
            animator: any UIContextMenuInteractionAnimating
        ) { log.append("menu") }
    }

    private static func titles() -> [String] {
        MainActor.assumeIsolated {
            MenuPopup.shown?.listView.layout.rows.compactMap {
                if case .action(let action) = $0 { return action.title }
                return nil
            } ?? []
        }
    }

    func testAClickOnATaggedItemPerformsTheDelegatesAction() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            let items = Items()
            shown.textView.delegate = items
            let text = NSMutableAttributedString(string: "ask @casement now")
            text.addAttribute(.textItemTag, value: "user", range: NSRange(location: 4, length: 9))
            shown.textView.attributedText = text
            shown.textView.isEditable = false
            shown.app.runUntilIdle()

            shown.app.click(at: shown.point(atOffset: 7), in: shown.window)

            XCTAssertEqual(items.log, ["primary user {4, 9}", "shown"])
            withExtendedLifetime((shown, items)) {}
        }
    }

    func testALinksMenuOffersOpenAndCopyAndANilActionShowsIt() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            let items = Items()
            items.replacesAction = false
            shown.textView.delegate = items
            let text = NSMutableAttributedString(string: "see docs here")
            text.addAttribute(
                .link, value: URL(string: "https://casement.dev/docs")!, range: NSRange(location: 4, length: 4))
            shown.textView.attributedText = text
            shown.textView.isEditable = false
            shown.app.runUntilIdle()

            shown.app.pointerDown(at: shown.point(atOffset: 6), in: shown.window, button: 3)
            let rightClickTitles = Self.titles()
            for case .action(let action) in MenuPopup.shown?.listView.layout.rows ?? []
            where action.title == "Copy Link" {
                MenuPopup.shown?.listView.onChoose(action)
            }
            shown.app.advance(by: 1)
            shown.app.click(at: shown.point(atOffset: 6), in: shown.window)

            XCTAssertEqual(rightClickTitles, ["Open Link", "Copy Link"])
            XCTAssertEqual(UIPasteboard.general.url, URL(string: "https://casement.dev/docs"))
            XCTAssertEqual(items.log, ["menu", "primary https://casement.dev/docs {4, 4}", "menu"])
            XCTAssertEqual(Self.titles(), ["Open Link", "Copy Link"])
            withExtendedLifetime((shown, items)) {}
        }
    }
}
