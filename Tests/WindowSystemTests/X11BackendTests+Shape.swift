import CoreGraphics
import WindowSystem
import X11Backend
import XCTest

extension X11BackendTests {
    /// A window with rounded corners over a red one: its corner pixels show the red window, the
    /// rest its own blue, and after a resize the new corners are cut too.
    func testRoundedWindowShowsTheWindowBeneathAtItsCorners() throws {
        try withHarness { harness in
            let beneath = harness.makeWindow(PixelRect(x: 600, y: 100, width: 120, height: 120))
            harness.showAndWait(beneath)
            Self.fill(beneath, red: 1, blue: 0)
            let rounded = harness.makeWindow(PixelRect(x: 620, y: 120, width: 60, height: 60))
            rounded.setCornerRadius(12)
            harness.showAndWait(rounded)
            Self.fill(rounded, red: 0, blue: 1)
            harness.backend.synchronize()

            let pixel = { (x: Int, y: Int) in harness.observer.pixels(in: PixelRect(x: x, y: y, width: 1, height: 1)) }
            harness.waitUntil("the rounded window is drawn") { pixel(650, 150) == [0x00_00FF] }
            for corner in [(620, 120), (679, 120), (620, 179), (679, 179), (622, 122)] {
                XCTAssertEqual(pixel(corner.0, corner.1), [0xFF_0000], "corner pixel \(corner)")
            }
            for inside in [(632, 120), (620, 132), (626, 126), (679, 150)] {
                XCTAssertEqual(pixel(inside.0, inside.1), [0x00_00FF], "pixel \(inside) inside the rounded rectangle")
            }

            rounded.setFrame(PixelRect(x: 620, y: 120, width: 80, height: 60))
            harness.waitUntil("the resized window is drawn") {
                Self.fill(rounded, red: 0, blue: 1)
                return pixel(690, 150) == [0x00_00FF]
            }
            XCTAssertEqual(pixel(699, 120), [0xFF_0000], "the new top-right corner")
            XCTAssertEqual(pixel(679, 120), [0x00_00FF], "the old corner, now inside the top edge")
        }
    }

    @MainActor private static func fill(_ window: X11Window, red: CGFloat, blue: CGFloat) {
        let context = window.beginFrame()
        context.setFillColor(CGColor(red: red, green: 0, blue: blue, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: window.frame.width, height: window.frame.height))
        window.present([PixelRect(x: 0, y: 0, width: window.frame.width, height: window.frame.height)], moves: [])
    }
}
