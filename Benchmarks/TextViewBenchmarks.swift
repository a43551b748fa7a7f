import Foundation
import UIKit
import UIKitTesting

/// `UITextView` editing `TextViewDocument` (10 000 lines, the caret at the end of the middle one) in an
/// 800×600 headless window (scale 1), each figure against the least the same work needs, measured
/// in the same run:
/// - A keystroke: a letter typed at the end of the middle line, then Backspace, in turn (so the line keeps its
///   length), each a key press and release through the app, the edit, and the commit that lays the
///   line out again and draws it; against Pango alone laying that line out once
///   (`ReferenceParagraphLayout`). Goal ≤ 3×.
/// - A paste of 1 MB of lines with Ctrl+V, from the key to the end of its commit; against the one
///   pass over the pasted text any paragraph storage makes (see `measurePaste`). Also in
///   milliseconds, with no goal line.
/// The key press to the glyph on screen is measured on X11 (`TextViewBenchmarks+Typing.swift`).
@MainActor
func runTextViewEditingBenchmarks() {
    print(
        "Text view (headless 800×600 window, 10 000 lines of 40 to 90 characters, typing at the end of the middle one)")
    let app = HeadlessApp(delegate: BenchDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    window.makeKeyAndVisible()
    let textView = TextViewDocument.makeTextView(in: window)
    app.runUntilIdle()
    measureKeystroke(app: app, window: window, textView: textView)
    measurePaste(app: app, window: window, textView: textView)
    window.isHidden = true
    app.runUntilIdle()
}

@MainActor
private func measureKeystroke(app: HeadlessApp, window: UIWindow, textView: UITextView) {
    let line = TextViewDocument.line(TextViewDocument.editedLine)
    let typedLine = line + "x"
    let width = textView.bounds.width - 2 * textView.textContainer.lineFragmentPadding
    let pango = ReferenceParagraphLayout(font: "DejaVu Sans 17px", width: Double(width))
    var typed = false
    var referenceTyped = false
    let figures = measureInterleaved(
        budget: 2,
        [
            {
                pango.layOut(referenceTyped ? typedLine : line)
                referenceTyped.toggle()
            },
            {
                app.typeKey(typed ? .keyboardDeleteOrBackspace : .keyboardX, in: window)
                typed.toggle()
            },
        ])
    guard textView.text.utf16.count == TextViewDocument.text.utf16.count + (typed ? 1 : 0) else {
        print("    keystroke: NOT measured (the keys did not edit the text)")
        return
    }
    report("reference: Pango lays the edited line out once", seconds: figures[0], reference: figures[0])
    report("keystroke: key, edit, commit drawing the line", seconds: figures[1], ratio: figures.ratio(1, to: 0))
}

/// The reference is what putting this text into any paragraph storage takes at the least: one pass
/// over every byte to find the line breaks and copy each line out, and the whole text kept as one
/// string (as `UITextView`'s storage keeps it, for offsets). After that the view lays out only the
/// screenful it scrolls to, the same work whatever was pasted, so the ratio says how much more than
/// that one pass the paste costs.
@MainActor
private func measurePaste(app: HeadlessApp, window: UIWindow, textView: UITextView) {
    let pasted = TextViewDocument.text(bytes: 1 << 20)
    UIPasteboard.general.string = pasted
    var kept = 0
    let reference = measureRuns {
        let whole = NSMutableString(string: pasted)
        let lines = pasted.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        kept = whole.length + lines.count
    }
    let paste = measureRuns(
        prepare: {
            TextViewDocument.reset(textView)
            app.runUntilIdle()
        },
        { app.typeKey(.keyboardV, modifiers: .control, in: window) })
    guard kept > 0, textView.text.utf16.count == TextViewDocument.text.utf16.count + pasted.utf16.count else {
        print("    paste: NOT measured (Ctrl+V did not paste the text)")
        return
    }
    report("reference: 1 MB split into lines, kept whole", seconds: reference, reference: reference)
    report("paste of 1 MB (Ctrl+V) until its commit is done", seconds: paste, reference: reference)
    print(String(format: "    %.1f ms from the key to the pasted text on screen", paste * 1e3))
}
