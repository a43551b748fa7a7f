import UIKit
import WindowSystem
import X11TestSupport
import XCTest

/// A view scrolled by its bounds origin on a real X server: the server moves the window's pixels
/// and only the strip scrolled into view is sent, and the screen shows the scrolled content.
final class X11ScrollingTests: XCTestCase {
    func testAScrolledViewIsMovedOnTheServerAndShowsTheScrolledContent() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let palette: [(UIColor, UInt32)] = [(.red, 0xFF_0000), (.green, 0x00_FF00), (.blue, 0x00_00FF)]
            let scroller = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 120))
            scroller.backgroundColor = .white
            scroller.clipsToBounds = true
            for index in 0..<60 {
                let stripe = UIView(frame: CGRect(x: 0, y: index * 10, width: 160, height: 10))
                stripe.backgroundColor = palette[index % 3].0
                scroller.addSubview(stripe)
            }
            let delegate = ClosureAppDelegate()
            delegate.onLaunch = { delegate in
                let window = delegate.addWindow(CGRect(x: 600, y: 100, width: 200, height: 160), color: .white)
                window.rootViewController!.view.addSubview(scroller)
                window.makeKeyAndVisible()
            }
            let app = try X11App(delegate: delegate)
            let window = delegate.windows[0]
            let column = PixelRect(x: 600 + 100, y: 100 + 20, width: 1, height: 120)
            func expected(offset: Int) -> [UInt32] {
                (0..<120).map { row in palette[(row + offset) / 10 % 3].1 }
            }
            XCTAssertTrue(app.pump { x11.pixels(in: column) == expected(offset: 0) })

            for step in 1...6 {
                scroller.bounds.origin.y += 8

                XCTAssertTrue(app.pump { x11.pixels(in: column) == expected(offset: 8 * step) }, "step \(step)")
                let frame = window.host!.statistics.lastFrame
                XCTAssertEqual(frame.moves.map(\.dy), [-8], "step \(step)")
                XCTAssertEqual(frame.damagedPixels, 160 * 8, "step \(step)")
            }
        }
    }
}
