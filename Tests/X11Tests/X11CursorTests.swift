import Foundation
import TestPrerequisites
import UIKit
import WindowSystem
import X11TestSupport
import XCTest

/// The cursor the X server shows follows the pointer styles of the views under the pointer.
final class X11CursorTests: XCTestCase {
    private final class BeamDelegate: UIPointerInteractionDelegate {
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
            -> UIPointerStyle?
        {
            UIPointerStyle(shape: .verticalBeam(length: 16))
        }
    }

    func testThePointerOverATextLikeViewShowsADifferentCursorThanOverAPlainOne() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            guard x11.cursorImage() != nil else { throw missingPrerequisite("the X server has no XFixes extension") }
            let beam = BeamDelegate()
            let delegate = ClosureAppDelegate()
            delegate.onLaunch = { delegate in
                let window = delegate.addWindow(CGRect(x: 700, y: 600, width: 200, height: 100), color: .white)
                let text = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
                text.addInteraction(UIPointerInteraction(delegate: beam))
                window.rootViewController?.view.addSubview(text)
                window.makeKeyAndVisible()
            }
            let app = try X11App(delegate: delegate)
            let window = delegate.windows[0]
            XCTAssertTrue(app.pump { x11.isViewable(app.xid(window)) })
            let frame = x11.geometry(of: app.xid(window))
            let plain = PixelPoint(x: frame.x + frame.width / 4, y: frame.y + frame.height / 2)
            let text = PixelPoint(x: frame.x + frame.width * 3 / 4, y: frame.y + frame.height / 2)

            x11.warpPointer(to: PixelPoint(x: frame.x - 20, y: frame.y - 20))
            let outside = x11.cursorImage()
            x11.warpPointer(to: plain)
            let arrow = x11.cursorImage()
            x11.warpPointer(to: text)
            var overText = arrow
            let changed = app.pump {
                overText = x11.cursorImage()
                return overText != arrow
            }
            x11.warpPointer(to: plain)
            let back = app.pump { x11.cursorImage() == arrow }

            XCTAssertNotEqual(arrow, outside, "the window shows the arrow, not the root window's cursor")
            XCTAssertTrue(
                changed, "over the text-like view: \(String(describing: overText)), arrow \(String(describing: arrow))")
            XCTAssertTrue(back, "the arrow again over the plain area")
            withExtendedLifetime(beam) {}
        }
    }
}
