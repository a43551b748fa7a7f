import UIKit
import UIKitTesting
import XCTest

/// A view that may become first responder and logs when it resigns.
final class FocusableView: UIView {
    var resigned = 0
    var refusesToResign = false

    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }

    override func resignFirstResponder() -> Bool {
        let resigning = super.resignFirstResponder()
        if resigning { resigned += 1 }
        return resigning
    }
}

@MainActor
private func focusWindow() -> (HeadlessApp, UIWindow, FocusableView, FocusableView) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.makeKeyAndVisible()
    let (a, b) = (FocusableView(frame: .zero), FocusableView(frame: .zero))
    window.addSubview(a)
    window.addSubview(b)
    return (app, window, a, b)
}

final class UIResponderFirstResponderTests: XCTestCase {
    func testPlainRespondersCannotBecomeFirstResponder() {
        MainActor.assumeIsolated {
            let (app, window, _, _) = focusWindow()
            let plain = UIView()
            window.addSubview(plain)

            XCTAssertFalse(plain.becomeFirstResponder())
            XCTAssertFalse(plain.isFirstResponder)
            withExtendedLifetime((app, window)) {}
        }
    }

    func testBecomingFirstResponderResignsThePreviousOneInTheWindow() {
        MainActor.assumeIsolated {
            let (app, window, a, b) = focusWindow()

            XCTAssertTrue(a.becomeFirstResponder())
            XCTAssertTrue(b.becomeFirstResponder())

            XCTAssertFalse(a.isFirstResponder)
            XCTAssertTrue(b.isFirstResponder)
            XCTAssertEqual(a.resigned, 1)
            withExtendedLifetime((app, window)) {}
        }
    }

    func testAFirstResponderThatRefusesToResignKeepsItsStatus() {
        MainActor.assumeIsolated {
            let (app, window, a, b) = focusWindow()
            a.becomeFirstResponder()
            a.refusesToResign = true

            XCTAssertFalse(b.becomeFirstResponder())
            XCTAssertTrue(a.isFirstResponder)
            withExtendedLifetime((app, window)) {}
        }
    }

    func testAViewOutsideAWindowCannotBecomeFirstResponder() {
        MainActor.assumeIsolated {
            let (app, window, _, _) = focusWindow()

            XCTAssertFalse(FocusableView().becomeFirstResponder())
            withExtendedLifetime((app, window)) {}
        }
    }

    func testHidingOrRemovingTheFirstResponderOrItsAncestorResigns() {
        MainActor.assumeIsolated {
            let (app, window, a, b) = focusWindow()
            let container = UIView()
            window.addSubview(container)
            container.addSubview(b)

            a.becomeFirstResponder()
            a.isHidden = true
            XCTAssertFalse(a.isFirstResponder)
            XCTAssertEqual(a.resigned, 1)

            b.becomeFirstResponder()
            container.removeFromSuperview()
            XCTAssertFalse(b.isFirstResponder)
            XCTAssertEqual(b.resigned, 1)
            withExtendedLifetime((app, window)) {}
        }
    }

    func testEachWindowHasItsOwnFirstResponder() {
        MainActor.assumeIsolated {
            let (app, window, a, _) = focusWindow()
            let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            other.isHidden = false
            let c = FocusableView()
            other.addSubview(c)

            a.becomeFirstResponder()
            c.becomeFirstResponder()

            XCTAssertTrue(a.isFirstResponder)
            XCTAssertTrue(c.isFirstResponder)
            withExtendedLifetime((app, window)) {}
        }
    }
}
