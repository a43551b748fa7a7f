import UIKit
import UIKitTesting
import XCTest

/// Logs presses and remote-control events; optionally becomes first responder.
final class PressRecordingView: UIView {
    var log: [String] = []
    var handlesPresses = true

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard handlesPresses else { return super.pressesBegan(presses, with: event) }
        let key = presses.first!.key!
        log.append(
            "began \(key.characters)|\(key.charactersIgnoringModifiers)|\(key.keyCode.rawValue)|\(key.modifierFlags.rawValue)"
        )
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard handlesPresses else { return super.pressesEnded(presses, with: event) }
        log.append("ended \(presses.first!.key!.characters)")
    }

    override func remoteControlReceived(with event: UIEvent?) {
        log.append("remote \(event!.subtype.rawValue)")
    }
}

@MainActor
private func keyWindow() -> (HeadlessApp, UIWindow, PressRecordingView, PressRecordingView) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.makeKeyAndVisible()
    let outer = PressRecordingView(frame: window.bounds)
    let inner = PressRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(outer)
    outer.addSubview(inner)
    return (app, window, outer, inner)
}

final class UIPressTests: XCTestCase {
    func testKeysGoToTheFirstResponderWithTextUsageAndModifiers() {
        MainActor.assumeIsolated {
            let (app, window, _, inner) = keyWindow()
            inner.becomeFirstResponder()

            app.typeKey(.keyboardA, text: "A", modifiers: .shift, in: window)

            XCTAssertEqual(inner.log, ["began A|a|4|\(UIKeyModifierFlags.shift.rawValue)", "ended A"])
            withExtendedLifetime((app, window)) {}
        }
    }

    func testUnhandledPressesWalkTheResponderChain() {
        MainActor.assumeIsolated {
            let (app, window, outer, inner) = keyWindow()
            inner.handlesPresses = false
            inner.becomeFirstResponder()

            app.typeKey(.keyboard1, text: "1", in: window)

            XCTAssertEqual(inner.log, [])
            XCTAssertEqual(outer.log, ["began 1|1|30|0", "ended 1"])
            withExtendedLifetime((app, window)) {}
        }
    }

    func testArrowAndEscapeKeysUseIOSInputStrings() {
        MainActor.assumeIsolated {
            let (app, window, _, inner) = keyWindow()
            inner.becomeFirstResponder()

            app.key(.keyboardUpArrow, in: window)
            app.key(.keyboardEscape, in: window)

            XCTAssertEqual(inner.log, ["began UIKeyInputUpArrow|UIKeyInputUpArrow|82|0", "began \u{1B}|\u{1B}|41|0"])
            withExtendedLifetime((app, window)) {}
        }
    }

    func testMediaKeysBecomeRemoteControlEvents() {
        MainActor.assumeIsolated {
            let (app, window, _, inner) = keyWindow()
            inner.becomeFirstResponder()

            app.typeKey(.nextTrack, in: window)
            app.typeKey(.playPause, in: window)

            XCTAssertEqual(
                inner.log,
                [
                    "remote \(UIEvent.EventSubtype.remoteControlNextTrack.rawValue)",
                    "remote \(UIEvent.EventSubtype.remoteControlTogglePlayPause.rawValue)",
                ])
            withExtendedLifetime((app, window)) {}
        }
    }

    func testTypedTextPressesTheUSKeysHoldingShiftWhereNeeded() {
        MainActor.assumeIsolated {
            let (app, window, _, inner) = keyWindow()
            inner.becomeFirstResponder()

            app.typeText("a!é", in: window)

            let shift = UIKeyModifierFlags.shift.rawValue
            XCTAssertEqual(
                inner.log.filter { $0.hasPrefix("began") },
                ["began a|a|4|0", "began !|!|30|\(shift)", "began é|é|3|0"],
                "a character no US key types comes from an undefined key")
            withExtendedLifetime((app, window)) {}
        }
    }

    func testControlWithALetterTypesItsControlCharacterAndKeepsTheLetterIgnoringModifiers() {
        MainActor.assumeIsolated {
            let (app, window, _, inner) = keyWindow()
            inner.becomeFirstResponder()

            app.typeKey(.keyboardS, modifiers: .control, in: window)

            XCTAssertEqual(inner.log.first, "began \u{13}|s|22|\(UIKeyModifierFlags.control.rawValue)")
            withExtendedLifetime((app, window)) {}
        }
    }

    func testWithoutAFirstResponderTheWindowReceivesThePress() {
        MainActor.assumeIsolated {
            final class RecordingWindow: UIWindow {
                var presses = 0
                override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { self.presses += 1 }
            }
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.makeKeyAndVisible()

            app.key(.keyboardA, text: "a", in: window)

            XCTAssertEqual(window.presses, 1)
        }
    }
}

/// Held keys, presses over their whole life, and presses reaching gesture recognizers.
final class UIPressLifetimeTests: XCTestCase {
    final class IdentityView: UIView {
        var presses: [(String, ObjectIdentifier)] = []
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            self.presses.append(("began", ObjectIdentifier(presses.first!)))
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            self.presses.append(("ended", ObjectIdentifier(presses.first!)))
        }
        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            self.presses.append(("cancelled", ObjectIdentifier(presses.first!)))
        }
    }

    @MainActor
    private static func setUp() -> (HeadlessApp, UIWindow, IdentityView) {
        let app = HeadlessApp(delegate: LoggingAppDelegate())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let view = IdentityView(frame: window.bounds)
        window.addSubview(view)
        _ = view.becomeFirstResponder()
        app.runUntilIdle()
        return (app, window, view)
    }

    func testOnePressLastsFromKeyDownToKeyUpAndRepeatsAreNoNewPresses() {
        MainActor.assumeIsolated {
            let (app, window, view) = Self.setUp()
            withExtendedLifetime(window) {
                app.key(.keyboardA, text: "a", in: window)
                app.key(.keyboardA, text: "a", in: window)
                app.key(.keyboardA, text: "a", in: window)
                app.key(.keyboardA, isDown: false, in: window)
                XCTAssertEqual(view.presses.map(\.0), ["began", "ended"])
                XCTAssertEqual(view.presses[0].1, view.presses[1].1, "the same UIPress object")
            }
        }
    }

    func testAHeldKeyRunsItsKeyCommandAgainOnEachRepeat() {
        MainActor.assumeIsolated {
            final class Commands: UIView {
                var count = 0
                override var canBecomeFirstResponder: Bool { true }
                override var keyCommands: [UIKeyCommand]? {
                    [UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: Selector("next"))]
                }
                override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                    action == Selector("next")
                }
                override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) -> Bool {
                    count += 1
                    return true
                }
            }
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            let view = Commands(frame: window.bounds)
            window.addSubview(view)
            _ = view.becomeFirstResponder()
            app.key(.keyboardDownArrow, in: window)
            app.key(.keyboardDownArrow, in: window)
            app.key(.keyboardDownArrow, in: window)
            app.key(.keyboardDownArrow, isDown: false, in: window)
            XCTAssertEqual(view.count, 3)
        }
    }

    func testLosingFocusCancelsHeldKeys() {
        MainActor.assumeIsolated {
            let (app, window, view) = Self.setUp()
            withExtendedLifetime(window) {
                app.key(.keyboardA, text: "a", in: window)
                app.inject(.focusChanged(app.platformWindow(of: window)!.id, focused: false))
                app.key(.keyboardA, isDown: false, in: window)
                XCTAssertEqual(view.presses.map(\.0), ["began", "cancelled"])
            }
        }
    }

    func testArrowKeysHaveArrowPressTypesAndOtherKeysNone() {
        MainActor.assumeIsolated {
            final class TypeView: UIView {
                var types: [UIPress.PressType] = []
                override var canBecomeFirstResponder: Bool { true }
                override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                    types.append(presses.first!.type)
                }
            }
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            let view = TypeView(frame: window.bounds)
            window.addSubview(view)
            _ = view.becomeFirstResponder()
            let keys: [UIKeyboardHIDUsage] = [
                .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow, .keyboardPageUp,
                .keyboardPageDown, .keyboardA,
            ]
            for key in keys { app.typeKey(key, in: window) }
            XCTAssertEqual(
                Array(view.types.prefix(6)), [.upArrow, .downArrow, .leftArrow, .rightArrow, .pageUp, .pageDown])
            XCTAssertFalse([.select, .menu, .playPause, .upArrow].contains(view.types[6]))
        }
    }

    func testARecognizerAllowingAPressTypeRecognizesItAndCancelsItInTheResponder() {
        MainActor.assumeIsolated {
            let (app, window, view) = Self.setUp()
            withExtendedLifetime(window) {
                let log = GestureLog()
                let tap = UITapGestureRecognizer { log.handle($0) }
                tap.name = "up"
                tap.allowedPressTypes = [NSNumber(value: UIPress.PressType.upArrow.rawValue)]
                view.addGestureRecognizer(tap)
                app.typeKey(.keyboardA, text: "a", in: window)
                XCTAssertEqual(log.entries, [], "a letter is not an allowed press")
                app.typeKey(.keyboardUpArrow, in: window)
                XCTAssertEqual(log.entries, ["up ended"])
                XCTAssertEqual(view.presses.map(\.0), ["began", "ended", "began", "cancelled"])
            }
        }
    }

    func testDefaultRecognizersIgnoreKeyboardKeysAndTheDelegateCanRefusePresses() {
        MainActor.assumeIsolated {
            final class Refuser: UIGestureRecognizerDelegate {
                func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
                    false
                }
            }
            let (app, window, view) = Self.setUp()
            withExtendedLifetime(window) {
                let log = GestureLog()
                let plain = UITapGestureRecognizer { log.handle($0) }
                plain.name = "plain"
                view.addGestureRecognizer(plain)
                let refused = UITapGestureRecognizer { log.handle($0) }
                refused.name = "refused"
                refused.allowedPressTypes = [NSNumber(value: UIPress.PressType.upArrow.rawValue)]
                let delegate = Refuser()
                refused.delegate = delegate
                view.addGestureRecognizer(refused)
                app.typeKey(.keyboardSpacebar, text: " ", in: window)
                app.typeKey(.keyboardUpArrow, in: window)
                XCTAssertEqual(log.entries, [])
                XCTAssertEqual(view.presses.map(\.0), ["began", "ended", "began", "ended"])
                withExtendedLifetime(delegate) {}
            }
        }
    }
}
