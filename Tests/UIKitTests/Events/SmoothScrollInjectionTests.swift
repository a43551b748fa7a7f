import UIKit
import UIKitTesting
import XCTest

/// `HeadlessApp.smoothScroll`: what reaches the app is the platform event X11 makes of a touchpad.
final class SmoothScrollInjectionTests: XCTestCase {
    func testSmoothScrollArrivesInWindowPixelsAtTheScreensScale() {
        MainActor.assumeIsolated {
            let screen = ScreenDescription(
                pixelSize: PixelSize(width: 2560, height: 1600), dotsPerInch: 192, refreshRate: 60)
            let delegate = LoggingAppDelegate.withWindow()
            let app = HeadlessApp(delegate: delegate, screen: screen)
            let window = delegate.window!
            var pointers: [PointerEvent] = []
            let deliver = app.backend.eventHandler
            app.backend.eventHandler = { event in
                if case .pointer(let pointer) = event { pointers.append(pointer) }
                deliver?(event)
            }

            app.smoothScroll(dx: -1.5, dy: 12, at: CGPoint(x: 30, y: 40), in: window, modifiers: .shift)
            app.smoothScroll(phase: .ended, at: CGPoint(x: 30, y: 40), in: window)

            XCTAssertEqual(
                pointers.map(\.kind),
                [.smoothScroll(dx: -3, dy: 24, phase: .changed), .smoothScroll(dx: 0, dy: 0, phase: .ended)])
            XCTAssertEqual(pointers.map(\.location), [PixelPoint(x: 60, y: 80), PixelPoint(x: 60, y: 80)])
            XCTAssertEqual(pointers.map(\.modifiers), [.shift, []])
            XCTAssertEqual(pointers.first?.window, app.platformWindow(of: window)?.id)
            XCTAssertEqual(pointers.first?.button, 0)
        }
    }
}
