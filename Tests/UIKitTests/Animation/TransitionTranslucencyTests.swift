import UIKit
import UIKitTesting
import XCTest

/// A view transition pictures the new look with every layer blended as it would be outside the
/// transition: translucent rounded subviews included.
final class TransitionTranslucencyTests: XCTestCase {
    /// A 100×100 card: a red face; the transition puts up a green face holding a 40×40 white-at-25 %
    /// square. Past the flip's middle the square should show green washed with white, not red.
    func testTranslucentSubviewOfTheNewFaceBlendsOverTheNewFace() {
        for options: UIView.AnimationOptions in [.transitionFlipFromRight, .transitionCrossDissolve, .transitionCurlUp]
        {
            MainActor.assumeIsolated {
                let app = HeadlessApp(delegate: LoggingAppDelegate())
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                window.backgroundColor = .white
                window.makeKeyAndVisible()
                let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
                let front = UIView(frame: card.bounds)
                front.backgroundColor = .red
                card.addSubview(front)
                window.addSubview(card)
                app.runUntilIdle()
                let back = UIView(frame: card.bounds)
                back.backgroundColor = .green
                let square = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
                square.backgroundColor = UIColor(white: 1, alpha: 0.25)
                square.layer.cornerRadius = 10
                back.addSubview(square)
                withExtendedLifetime(window) {
                    UIView.transition(with: card, duration: 1, options: [options, .curveLinear]) {
                        front.removeFromSuperview()
                        card.addSubview(back)
                    }
                    app.runUntilIdle()
                    app.advance(by: 0.99)
                    let p = app.pixel(in: window, at: CGPoint(x: 100.5, y: 100.5))!
                    XCTAssertTrue(p.isClose(to: RGBA(64, 255, 64), tolerance: 20), "\(options.rawValue): \(p)")
                    app.advance(by: 0.1)
                    let q = app.pixel(in: window, at: CGPoint(x: 100.5, y: 100.5))!
                    XCTAssertTrue(q.isClose(to: RGBA(64, 255, 64), tolerance: 3), "after: \(q)")
                }
            }
        }
    }
}
