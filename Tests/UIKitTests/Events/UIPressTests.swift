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

            app.typeKey(0x41, text: "A", modifiers: .shift, in: window)

            XCTAssertEqual(inner.log, ["began A|a|4|\(UIKeyModifierFlags.shift.rawValue)", "ended A"])
            withExtendedLifetime((app, window)) {}
        }
    }

    func testUnhandledPressesWalkTheResponderChain() {
        MainActor.assumeIsolated {
            let (app, window, outer, inner) = keyWindow()
            inner.handlesPresses = false
            inner.becomeFirstResponder()

            app.typeKey(0x31, text: "1", in: window)

            XCTAssertEqual(inner.log, [])
            XCTAssertEqual(outer.log, ["began 1|1|30|0", "ended 1"])
            withExtendedLifetime((app, window)) {}
        }
    }

    func testArrowAndEscapeKeysUseIOSInputStrings() {
        MainActor.assumeIsolated {
            let (app, window, _, inner) = keyWindow()
            inner.becomeFirstResponder()

            app.key(0xFF52, in: window)
            app.key(0xFF1B, in: window)

            XCTAssertEqual(inner.log, ["began UIKeyInputUpArrow|UIKeyInputUpArrow|82|0", "began \u{1B}|\u{1B}|41|0"])
            withExtendedLifetime((app, window)) {}
        }
    }

    func testMediaKeysBecomeRemoteControlEvents() {
        MainActor.assumeIsolated {
            let (app, window, _, inner) = keyWindow()
            inner.becomeFirstResponder()

            app.typeKey(0x1008_FF17, in: window)
            app.typeKey(0x1008_FF14, in: window)

            XCTAssertEqual(
                inner.log,
                [
                    "remote \(UIEvent.EventSubtype.remoteControlNextTrack.rawValue)",
                    "remote \(UIEvent.EventSubtype.remoteControlTogglePlayPause.rawValue)",
                ])
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

            app.key(0x61, text: "a", in: window)

            XCTAssertEqual(window.presses, 1)
        }
    }
}
