import UIKit
import UIKitTesting
import XCTest

/// A view that records the rectangles `draw(_:)` gets and fills its bounds, or `stripe` if set, with `color`.
final class PaintingView: UIView {
    var color = UIColor.red
    var stripe: CGRect?
    var drawnRects: [CGRect] = []

    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        let context = UIGraphicsGetCurrentContext()!
        context.setFillColor(color.cgColor)
        context.fill(stripe ?? bounds)
    }
}

/// Drawing: `draw(_:)` with the dirty rectangle, clearing, content modes and the mask view.
final class UIViewDrawingTests: XCTestCase {
    /// A white-backed window holding a 100×50 PaintingView at (20, 20) that has drawn once.
    @MainActor
    static func arrange() -> (HeadlessApp, UIWindow, PaintingView) {
        let (app, window, root) = makeViewTestApp()
        let view = PaintingView(frame: CGRect(x: 20, y: 20, width: 100, height: 50))
        root.addSubview(view)
        app.runUntilIdle()
        view.drawnRects = []
        return (app, window, view)
    }

    func testSetNeedsDisplayDrawsTheWholeBounds() {
        MainActor.assumeIsolated {
            let (app, _, view) = Self.arrange()

            view.setNeedsDisplay()
            app.runUntilIdle()

            XCTAssertEqual(view.drawnRects, [CGRect(x: 0, y: 0, width: 100, height: 50)])
        }
    }

    /// Seed 002 §3.4.3: setNeedsDisplayInRect redraws part of the view; rects marked in one turn add up.
    func testDirtyRectsAddUpAndReachDrawRect() {
        MainActor.assumeIsolated {
            let (app, _, view) = Self.arrange()

            view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
            view.setNeedsDisplay(CGRect(x: 30, y: 5, width: 10, height: 10))
            app.runUntilIdle()

            XCTAssertEqual(view.drawnRects, [CGRect(x: 10, y: 5, width: 30, height: 15)])
        }
    }

    func testDrawingIsClippedToTheDirtyRect() {
        MainActor.assumeIsolated {
            let (app, window, view) = Self.arrange()
            view.color = .blue

            view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 50, height: 50))
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 30, y: 30)), RGBA(0, 0, 255))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 100, y: 30)), RGBA(255, 0, 0))
        }
    }

    /// Seed 001: clearsContextBeforeDrawing (default true) clears the old content before drawRect.
    func testTheStoreIsClearedBeforeDrawingByDefault() {
        MainActor.assumeIsolated {
            let (app, window, view) = Self.arrange()
            view.stripe = CGRect(x: 0, y: 40, width: 100, height: 10)

            view.setNeedsDisplay()
            app.runUntilIdle()

            XCTAssertTrue(view.clearsContextBeforeDrawing)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 30, y: 30)), RGBA(255, 255, 255))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 30, y: 65)), RGBA(255, 0, 0))
        }
    }

    /// Seed 001: with clearsContextBeforeDrawing false, drawRect paints over the previous content.
    func testWithoutClearingDrawRectPaintsOverThePreviousContent() {
        MainActor.assumeIsolated {
            let (app, window, view) = Self.arrange()
            view.clearsContextBeforeDrawing = false
            view.color = .blue
            view.stripe = CGRect(x: 0, y: 40, width: 100, height: 10)

            view.setNeedsDisplay()
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 30, y: 30)), RGBA(255, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 30, y: 65)), RGBA(0, 0, 255))
        }
    }

    func testAViewThatDoesNotDrawGetsNoBackingStore() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.addSubview(plain)

            app.runUntilIdle()

            XCTAssertNil(plain.layer.backingStore)
        }
    }

    /// iOS stores UIKit's top as Core Animation's (y-up) bottom gravity.
    func testEveryContentModeMapsToItsGravity() {
        MainActor.assumeIsolated {
            let expected: [(UIView.ContentMode, CALayerContentsGravity)] = [
                (.scaleToFill, .resize), (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill),
                (.redraw, .resize), (.center, .center), (.top, .bottom), (.bottom, .top), (.left, .left),
                (.right, .right), (.topLeft, .bottomLeft), (.topRight, .bottomRight), (.bottomLeft, .topLeft),
                (.bottomRight, .topRight),
            ]
            let view = UIView()
            XCTAssertEqual(view.contentMode, .scaleToFill)
            XCTAssertEqual(view.layer.contentsGravity, .resize)

            for (mode, gravity) in expected {
                view.contentMode = mode

                XCTAssertEqual(view.layer.contentsGravity, gravity, "\(mode)")
                XCTAssertEqual(view.layer.needsDisplayOnBoundsChange, mode == .redraw, "\(mode)")
            }
            XCTAssertEqual(expected.count, 13)
        }
    }

    /// Seed 002 (drawRect triggers): with contentMode .redraw a frame size change calls drawRect;
    /// Apple's frame docs: otherwise the old content is reused.
    func testOnlyRedrawModeRedrawsOnASizeChange() {
        MainActor.assumeIsolated {
            let (app, _, view) = Self.arrange()

            view.frame.size.width = 120
            app.runUntilIdle()
            XCTAssertEqual(view.drawnRects, [])
            view.contentMode = .redraw
            view.frame.size.width = 140
            view.frame.origin.x = 0
            app.runUntilIdle()

            XCTAssertEqual(view.drawnRects, [CGRect(x: 0, y: 0, width: 140, height: 50)])
        }
    }

    func testTheMaskViewsLayerBecomesTheLayersMask() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let mask = UIView(frame: CGRect(x: 0, y: 0, width: 25, height: 50))

            view.mask = mask

            XCTAssertTrue(view.layer.mask === mask.layer)
            view.mask = nil
            XCTAssertNil(view.layer.mask)
        }
    }

    func testTopContentModePutsContentsAtTheTopOnScreen() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 10), format: format).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 40, height: 10))
            }
            view.layer.contents = image.cgImage
            view.contentMode = .top

            window.addSubview(view)
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 20, y: 5)), RGBA(255, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 20, y: 35)), RGBA(255, 255, 255))
        }
    }
}
