import CX11
import Foundation
import WindowSystem
import XCTest

@testable import X11Backend

/// Keys leave the X11 backend as USB HID usages: by keysym where a US keyboard has the key, else by
/// the keycode's place in the main block.
extension X11BackendTests {
    func testKeysymsOfUSKeysGiveTheirUsageWhateverTheKeycode() {
        XCTAssertEqual(X11KeyUsage.usage(keysym: UInt32(XK_a), keycode: 38), .keyboard(0x04))
        XCTAssertEqual(X11KeyUsage.usage(keysym: UInt32(XK_A), keycode: 24), .keyboard(0x04), "A on an AZERTY keyboard")
        XCTAssertEqual(X11KeyUsage.usage(keysym: UInt32(XK_Return), keycode: 36), .keyboard(0x28))
        XCTAssertEqual(X11KeyUsage.usage(keysym: UInt32(XK_ISO_Left_Tab), keycode: 23), .keyboard(0x2B))
        XCTAssertEqual(X11KeyUsage.usage(keysym: UInt32(XK_F12), keycode: 96), .keyboard(0x45))
    }

    func testSymbolsNoUSKeyTypesArePlacedByKeycode() {
        XCTAssertEqual(
            X11KeyUsage.usage(keysym: UInt32(XK_eacute), keycode: 11), .keyboard(0x1F), "é on AZERTY's 2 key")
        XCTAssertEqual(X11KeyUsage.usage(keysym: UInt32(XK_exclam), keycode: 10), .keyboard(0x1E), "Shift+1 on US")
        XCTAssertEqual(X11KeyUsage.usage(keysym: UInt32(XK_less), keycode: 94), .keyboard(0x64), "the ISO key")
        XCTAssertEqual(X11KeyUsage.usage(keysym: UInt32(XK_KP_End), keycode: 87), .undefined)
    }

    func testMediaKeysAreOnTheConsumerPage() {
        XCTAssertEqual(X11KeyUsage.usage(keysym: 0x1008_FF14, keycode: 172), .playPause)
        XCTAssertEqual(X11KeyUsage.usage(keysym: 0x1008_FF17, keycode: 171), .nextTrack)
        XCTAssertEqual(KeyUsage.playPause.page, KeyUsage.consumerPage)
    }

    func testCharactersIgnoringModifiersAreTheLowercasedLatin1SymbolElseTheText() {
        XCTAssertEqual(X11KeyUsage.charactersIgnoringModifiers(keysym: UInt32(XK_A), typed: "A"), "a")
        XCTAssertEqual(X11KeyUsage.charactersIgnoringModifiers(keysym: UInt32(XK_s), typed: "\u{13}"), "s")
        XCTAssertEqual(X11KeyUsage.charactersIgnoringModifiers(keysym: UInt32(XK_Up), typed: ""), "")
        XCTAssertEqual(X11KeyUsage.charactersIgnoringModifiers(keysym: 0x20AC, typed: "€"), "€")
    }

    /// NumLock makes keycode 87 type KP_1 (keypad 1) and its release without NumLock reads KP_End,
    /// which has no usage of its own: the release still reports the key its press reported.
    func testAReleaseReportsTheUsageOfItsPressWhenAModifierChangedMeanwhile() throws {
        try withHarness { harness in
            let window = harness.makeWindow(PixelRect(x: 30, y: 30, width: 80, height: 60))
            harness.showAndWait(window)

            harness.observer.sendKey(keysym: KeySym(XK_KP_1), state: UInt32(Mod2Mask), isPress: true, to: window.id)
            harness.observer.sendKey(keysym: KeySym(XK_KP_1), state: 0, isPress: false, to: window.id)
            harness.waitUntil("the press and release arrive") { harness.events.filter(\.isKey).count == 2 }

            let keys = harness.events.compactMap { event -> KeyEvent? in
                if case .key(let key) = event { key } else { nil }
            }
            XCTAssertEqual(keys.map(\.isDown), [true, false])
            XCTAssertEqual(keys.map(\.usage), [.keyboard(0x59), .keyboard(0x59)])
            XCTAssertEqual(keys.first?.characters, "1")
        }
    }
}
