import GraphicsTestSupport
import UIKit
import UIKitTesting
import XCTest

/// Typing does not leak: the field keeps attributed strings (whose attributes swift-corelibs-foundation
/// never frees) off the paths every keystroke and every redraw take.
final class UITextFieldMemoryTests: XCTestCase {
    func testTypingAndRedrawingKeepsMemoryFlat() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()
            fillLayoutCache(typingInto: shown)
            let before = allocatedBytes()

            typeAndDelete(1000, into: shown)
            let growth = allocatedBytes() - before

            print("UITextFieldMemoryTests: plain text grew by \(growth) bytes over 2000 edits")
            XCTAssertEqual(shown.field.text, "")
            XCTAssertLessThan(growth, 1 << 20)
            withExtendedLifetime(shown) {}
        }
    }

    func testTypingIntoAttributedTextKeepsMemoryFlat() {
        MainActor.assumeIsolated {
            let field = UITextField()
            field.attributedText = NSAttributedString(
                string: "x", attributes: [.foregroundColor: UIColor.red, .kern: 1])
            let shown = ShownField(field)
            shown.tapField()
            fillLayoutCache(typingInto: shown)
            let before = allocatedBytes()

            typeAndDelete(1000, into: shown)
            let growth = allocatedBytes() - before

            print("UITextFieldMemoryTests: attributed text grew by \(growth) bytes over 2000 edits")
            XCTAssertEqual(shown.field.text, "x")
            XCTAssertLessThan(growth, 1 << 20)
            withExtendedLifetime(shown) {}
        }
    }
}

/// Types until the text layout cache is full, so what it keeps (a bounded number of layouts) is
/// not counted as growth: each typed prefix is a text of its own, so twice the cache's capacity fills it.
@MainActor
private func fillLayoutCache(typingInto shown: ShownField) {
    let cache = TextLayoutCache.current
    typeAndDelete(2 * cache.capacity, into: shown)
    XCTAssertEqual(cache.count, cache.capacity)
}

/// Types `count` characters into the field in bursts of 40, each burst deleted again with
/// Backspace, so the text (and the layouts the cache keeps) stay short; every key is one run loop
/// turn, with the field laid out and redrawn.
@MainActor
private func typeAndDelete(_ count: Int, into shown: ShownField) {
    let letters = Array("abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    var typed = 0
    while typed < count {
        let burst = min(40, count - typed)
        shown.type(String((0..<burst).map { letters[(typed + $0 * 7) % letters.count] }))
        for _ in 0..<burst { shown.press(.keyboardDeleteOrBackspace) }
        typed += burst
    }
}
