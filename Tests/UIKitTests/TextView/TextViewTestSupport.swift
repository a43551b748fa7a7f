import UIKitTesting
import XCTest

@testable import UIKit

/// A text view on screen: `textView` at (10, 10), 300×200, in a white 400×300 key window.
@MainActor
struct ShownTextView {
    let app: HeadlessApp
    let window: UIWindow
    let textView: UITextView

    init(_ textView: UITextView = UITextView(), size: CGSize = CGSize(width: 300, height: 200)) {
        app = HeadlessApp(delegate: LoggingAppDelegate())
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.backgroundColor = .white
        textView.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: size)
        textView.font = .systemFont(ofSize: 15)
        window.addSubview(textView)
        window.makeKeyAndVisible()
        app.runUntilIdle()
        self.textView = textView
    }

    func type(_ text: String) {
        app.typeText(text, in: window)
    }

    func press(_ key: UIKeyboardHIDUsage, text: String? = nil, modifiers: KeyModifiers = []) {
        app.typeKey(key, text: text, modifiers: modifiers, in: window)
    }

    /// Where the caret before the character at `offset` stands, in the window.
    func point(atOffset offset: Int) -> CGPoint {
        guard let position = textView.position(from: textView.beginningOfDocument, offset: offset) else { return .zero }
        let caret = textView.caretRect(for: position)
        return textView.convert(CGPoint(x: caret.minX, y: caret.midY), to: window)
    }

    /// The paragraph views on screen, top first.
    var paragraphViews: [TextParagraphView] {
        textView.subviews.compactMap { $0 as? TextParagraphView }.filter { !$0.isHidden }
            .sorted { $0.frame.minY < $1.frame.minY }
    }
}

/// Records what a text view tells its delegate and observers, in order.
@MainActor
final class TextViewLog: NSObject, UITextViewDelegate {
    var entries: [String] = []
    var allowsBeginning = true
    var refused: String?
    private var observers: [NSObjectProtocol] = []

    init(_ textView: UITextView) {
        super.init()
        textView.delegate = self
        let notifications: [(Notification.Name, String)] = [
            (UITextView.textDidBeginEditingNotification, "note didBegin"),
            (UITextView.textDidChangeNotification, "note changed"),
            (UITextView.textDidEndEditingNotification, "note didEnd"),
        ]
        for (name, entry) in notifications {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: textView, queue: nil) {
                    [unowned self] _ in
                    MainActor.assumeIsolated { entries.append(entry) }
                })
        }
    }

    isolated deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        entries.append("shouldBegin")
        return allowsBeginning
    }

    func textViewDidBeginEditing(_ textView: UITextView) { entries.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        entries.append("shouldEnd")
        return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { entries.append("didEnd") }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        entries.append("shouldChange \(range.location),\(range.length) \(text.debugDescription)")
        return text != refused
    }

    func textViewDidChange(_ textView: UITextView) { entries.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) {
        entries.append("selection \(textView.selectedRange.location),\(textView.selectedRange.length)")
    }
}
