import UIKit
import UIKitTesting
import XCTest

/// UIRectFill and friends on the current context, and shadows as views draw them.
final class UIRectDrawingTests: XCTestCase {
    func testRectFillCopiesTheFillColourAlphaIncluded() {
        MainActor.assumeIsolated {
            let context = withCurrentContext {
                UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
                UIRectFill(CGRect(x: 5, y: 5, width: 10, height: 10))
            }
            XCTAssertTrue(rgba(context, 10, 10).isClose(to: RGBA(255, 0, 0, 128)), "\(rgba(context, 10, 10))")
            XCTAssertEqual(rgba(context, 2, 2), RGBA(0, 0, 255))
            XCTAssertEqual(context.blendMode, .normal, "the blend mode is left as it was")
        }
    }

    func testRectFillUsingBlendModeBlends() {
        MainActor.assumeIsolated {
            let context = withCurrentContext {
                UIColor(red: 1, green: 0, blue: 0.5, alpha: 1).setFill()
                UIRectFillUsingBlendMode(CGRect(x: 5, y: 5, width: 10, height: 10), .multiply)
            }
            XCTAssertTrue(rgba(context, 10, 10).isClose(to: RGBA(0, 0, 128)), "\(rgba(context, 10, 10))")
        }
    }

    func testRectFrameDrawsOneUnitInsideTheRectWithTheFillColour() {
        MainActor.assumeIsolated {
            let context = withCurrentContext {
                UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
                UIColor(red: 0, green: 1, blue: 0, alpha: 1).setStroke()
                UIRectClip(CGRect(x: 5, y: 5, width: 10, height: 10))
                UIRectFrame(CGRect(x: 5, y: 5, width: 10, height: 10))
            }
            XCTAssertEqual(rgba(context, 5, 10), RGBA(255, 0, 0))
            XCTAssertEqual(rgba(context, 14, 10), RGBA(255, 0, 0))
            XCTAssertEqual(rgba(context, 10, 5), RGBA(255, 0, 0))
            XCTAssertEqual(rgba(context, 10, 14), RGBA(255, 0, 0))
            XCTAssertEqual(rgba(context, 10, 10), RGBA(0, 0, 255), "the inside is untouched")
            XCTAssertEqual(rgba(context, 4, 10), RGBA(0, 0, 255), "nothing outside")
        }
    }

    func testRectFrameUsingBlendModeAndClip() {
        MainActor.assumeIsolated {
            let context = withCurrentContext {
                UIColor(white: 0, alpha: 1).setFill()
                UIRectClip(CGRect(x: 0, y: 0, width: 10, height: 20))
                UIRectFrameUsingBlendMode(CGRect(x: 5, y: 5, width: 10, height: 10), .destinationOut)
            }
            XCTAssertEqual(rgba(context, 5, 10), RGBA(0, 0, 0, 0))
            XCTAssertEqual(rgba(context, 14, 10), RGBA(0, 0, 255), "clipped away")
        }
    }

    func testFunctionsDoNothingWithoutACurrentContext() {
        MainActor.assumeIsolated {
            XCTAssertNil(UIGraphicsGetCurrentContext())
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIRectFrame(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIRectClip(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    /// The rule iOS documents: in the contexts UIKit makes, a positive offset height moves the
    /// shadow down on screen, in points whatever the scale and unaffected by the CTM.
    func testViewShadowWithPositiveHeightFallsBelowInPoints() {
        MainActor.assumeIsolated {
            final class Shadowed: UIView {
                override func draw(_ rect: CGRect) {
                    let context = UIGraphicsGetCurrentContext()!
                    context.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: UIColor.black.cgColor)
                    context.scaleBy(x: 0.5, y: 0.5)
                    UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
                    context.fill(CGRect(x: 20, y: 20, width: 40, height: 40))
                }
            }
            let delegate = LoggingAppDelegate.withWindow(color: .white)
            let app = HeadlessApp(delegate: delegate)
            let view = Shadowed(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            view.contentScaleFactor = 2
            view.isOpaque = false
            view.backgroundColor = .clear
            delegate.window!.rootViewController!.view.addSubview(view)
            app.runUntilIdle()

            // The square covers points 10...30; its shadow 20...40.
            let window = delegate.window!
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 20, y: 20)), RGBA(255, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 20, y: 35)), RGBA(0, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 20, y: 5)), RGBA(255, 255, 255))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 20, y: 45)), RGBA(255, 255, 255))
        }
    }
}

/// A 20×20 flipped context, opaque blue, current while `body` runs.
@MainActor
private func withCurrentContext(_ body: () -> Void) -> CGContext {
    let context = CGContext(pixelWidth: 20, pixelHeight: 20)
    context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    UIGraphicsPushContext(context)
    body()
    UIGraphicsPopContext()
    return context
}

@MainActor
private func rgba(_ context: CGContext, _ x: Int, _ y: Int) -> RGBA {
    let p = context.makeImage()!.pixel(x: x, y: y)
    return RGBA(p.red, p.green, p.blue, p.alpha)
}
