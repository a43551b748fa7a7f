import UIKit
import UIKitTesting
import XCTest

/// Records, in order, what a text field tells its delegate, its targets and observers; the
/// delegate answers as its `allow…` properties say.
@MainActor
final class TextFieldLog: UITextFieldDelegate {
    var entries: [String] = []
    var allowsBeginning = true
    var allowsEnding = true
    var allowsReturn = true
    var allowsClearing = true
    /// Characters the delegate refuses to let in.
    var refused = CharacterSet()
    private var observers: [NSObjectProtocol] = []

    init(_ field: UITextField) {
        field.delegate = self
        let events: [(UIControl.Event, String)] = [
            (.editingDidBegin, "event didBegin"), (.editingChanged, "event changed"),
            (.editingDidEnd, "event didEnd"), (.editingDidEndOnExit, "event endOnExit"),
        ]
        for (event, entry) in events {
            field.addAction(UIAction { [unowned self] _ in entries.append(entry) }, for: event)
        }
        let notifications: [(Notification.Name, String)] = [
            (UITextField.textDidBeginEditingNotification, "note didBegin"),
            (UITextField.textDidChangeNotification, "note changed"),
            (UITextField.textDidEndEditingNotification, "note didEnd"),
        ]
        for (name, entry) in notifications {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { [unowned self] _ in
                    MainActor.assumeIsolated { entries.append(entry) }
                })
        }
    }

    isolated deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        entries.append("shouldBegin")
        return allowsBeginning
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        entries.append("didBegin")
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        entries.append("shouldEnd")
        return allowsEnding
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        entries.append("didEnd")
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        entries.append("shouldChange \(range.location),\(range.length) \"\(string)\"")
        return string.unicodeScalars.allSatisfy { !refused.contains($0) }
    }

    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        entries.append("shouldClear")
        return allowsClearing
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        entries.append("shouldReturn")
        return allowsReturn
    }
}

/// A text field on screen: `field` at (10, 10) in a white 300×100 key window.
@MainActor
struct ShownField {
    let app: HeadlessApp
    let window: UIWindow
    let field: UITextField

    init(_ field: UITextField = UITextField(), size: CGSize = CGSize(width: 200, height: 30)) {
        app = HeadlessApp(delegate: LoggingAppDelegate())
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.backgroundColor = .white
        field.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: size)
        window.addSubview(field)
        window.makeKeyAndVisible()
        app.runUntilIdle()
        self.field = field
    }

    /// Types each character of `text` with the key a US keyboard types it with.
    func type(_ text: String) {
        app.typeText(text, in: window)
    }

    /// Presses and releases `key` (`.keyboardDeleteOrBackspace`, `.keyboardLeftArrow`, …), typing
    /// what it types on a US keyboard unless `text` says otherwise.
    func press(_ key: UIKeyboardHIDUsage, text: String? = nil) {
        app.typeKey(key, text: text, in: window)
    }

    func tapField() {
        app.click(at: CGPoint(x: field.frame.midX, y: field.frame.midY), in: window)
    }

    /// The bounding box of the pixels in `rect` that `isInk` accepts (by default, any not white).
    func ink(in rect: CGRect? = nil, where isInk: (RGBA) -> Bool = { $0.red < 200 || $0.blue < 200 }) -> CGRect? {
        guard let image = app.presentedImage(of: window) else { return nil }
        let area = rect ?? field.frame
        var box: CGRect?
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) {
                let pixel = image.pixel(x: x, y: y)
                guard isInk(RGBA(pixel.red, pixel.green, pixel.blue, pixel.alpha)) else { continue }
                let cell = CGRect(x: x, y: y, width: 1, height: 1)
                box = box?.union(cell) ?? cell
            }
        }
        return box
    }
}
