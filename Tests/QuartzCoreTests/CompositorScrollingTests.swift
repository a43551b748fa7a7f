import QuartzCore
import QuartzCoreTestSupport
import WindowSystem
import XCTest

/// Scrolling: a clipped opaque layer whose bounds origin moves by whole pixels has its pixels moved
/// in the window, and only the strip scrolled into view (and what really changed) is repainted; each
/// frame shows exactly what a whole repaint would.
final class CompositorScrollingTests: XCTestCase {
    func testScrollingMovesTheContentAndRepaintsOnlyTheExposedStrip() {
        MainActor.assumeIsolated {
            let scroller = scrollingLayer(scrollerFrame, scale: 1)
            let host = HeadlessLayerHost(size: CGSize(width: 240, height: 200)) { root in root.addSublayer(scroller) }
            let box = host.pixels(of: scrollerFrame)

            for step in 1...6 {
                host.scroll(scroller, dy: 8)

                XCTAssertEqual(host.lastMoves, [scrollMove(of: box, dx: 0, dy: -8)], "step \(step)")
                XCTAssertEqual(host.statistics.lastFrame.damage, [PixelRect(x: 10, y: 152, width: 200, height: 8)])
                XCTAssertEqual(host.window.lastDamage, host.statistics.lastFrame.damage)
                host.assertShowsWholeRepaint("step \(step)")
            }
        }
    }

    func testEveryDirectionAtEveryScaleShowsWhatAWholeRepaintShows() {
        MainActor.assumeIsolated {
            for scale in [1.0, 2.0, 1.5] {
                let scroller = scrollingLayer(scrollerFrame, scale: scale)
                scroller.bounds.origin = CGPoint(x: 40, y: 200)
                let host = HeadlessLayerHost(size: CGSize(width: 240, height: 200), scale: scale) { root in
                    root.addSublayer(scroller)
                }
                let box = host.pixels(of: scrollerFrame)

                for (dx, dy) in [(0.0, 8.0), (0, -8), (8, 0), (-8, 0), (6, 2), (-2, -6), (0, 20), (-4, 14)] {
                    host.scroll(scroller, dx: dx, dy: dy)

                    let (px, py) = (Int(-dx * scale), Int(-dy * scale))
                    let context = "scale \(scale), scrolled by (\(dx), \(dy))"
                    XCTAssertEqual(host.lastMoves, [scrollMove(of: box, dx: px, dy: py)], context)
                    XCTAssertEqual(
                        host.damagedPixels, exposedArea(width: box.width, height: box.height, dx: px, dy: py), context)
                    host.assertShowsWholeRepaint(context)
                }
            }
        }
    }

    func testALayerOverTheContentIsRepaintedWhereItIsAndWhereItWas() {
        MainActor.assumeIsolated {
            let scroller = scrollingLayer(scrollerFrame, scale: 1)
            let indicator = solidLayer(CGRect(x: 203, y: 14, width: 4, height: 40), black.copy(alpha: 0.5)!)
            indicator.cornerRadius = 2
            let host = HeadlessLayerHost(size: CGSize(width: 240, height: 200)) { root in
                root.addSublayer(scroller)
                root.addSublayer(indicator)
            }
            let strip = exposedArea(width: 200, height: 150, dx: 0, dy: -8)

            for step in 1...5 {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                if step != 3 { indicator.position.y += 3 }
                CATransaction.commit()
                host.scroll(scroller, dy: 8)

                XCTAssertEqual(host.lastMoves.count, 1, "step \(step)")
                // The strip, and the indicator where it is and where the move took its old pixels.
                XCTAssertLessThanOrEqual(host.damagedPixels, strip + 4 * 4 * 50, "step \(step)")
                host.assertShowsWholeRepaint("step \(step)")
            }
        }
    }

    func testALayerOverTheContentThatGoesAwayLeavesNoTrace() {
        MainActor.assumeIsolated {
            let scroller = scrollingLayer(scrollerFrame, scale: 1)
            let removed = solidLayer(CGRect(x: 60, y: 60, width: 30, height: 30), red)
            let hidden = solidLayer(CGRect(x: 120, y: 60, width: 30, height: 30), green)
            let restacked = solidLayer(CGRect(x: 30, y: 100, width: 30, height: 30), blue)
            let host = HeadlessLayerHost(size: CGSize(width: 240, height: 200)) { root in
                root.addSublayer(scroller)
                root.addSublayer(removed)
                root.addSublayer(hidden)
                root.addSublayer(restacked)
            }

            removed.removeFromSuperlayer()
            hidden.isHidden = true
            host.rootLayer.insertSublayer(restacked, below: scroller)
            host.scroll(scroller, dy: 8)

            XCTAssertEqual(host.lastMoves.count, 1)
            host.assertShowsWholeRepaint()
        }
    }

    func testAScrolledLayerRestackedBelowASiblingShowsTheSiblingOverIt() {
        MainActor.assumeIsolated {
            let scroller = scrollingLayer(scrollerFrame, scale: 1)
            let sibling = solidLayer(CGRect(x: 60, y: 60, width: 30, height: 30), red)
            let host = HeadlessLayerHost(size: CGSize(width: 240, height: 200)) { root in
                root.addSublayer(sibling)
                root.addSublayer(scroller)
            }

            host.rootLayer.insertSublayer(scroller, below: sibling)
            host.scroll(scroller, dy: 8)

            XCTAssertEqual(host.lastMoves.count, 1)
            XCTAssertColor(host.color(75, 75), RGBA(255, 0, 0))
            host.assertShowsWholeRepaint()
        }
    }

    func testContentThatChangesWhileScrollingIsRepaintedAndTheRestMoved() {
        MainActor.assumeIsolated {
            let scroller = scrollingLayer(scrollerFrame, scale: 2)
            let host = HeadlessLayerHost(size: CGSize(width: 240, height: 200), scale: 2) { root in
                root.addSublayer(scroller)
            }
            let sublayers = scroller.sublayers!
            let changes: [(String, () -> Void)] = [
                ("text", { (sublayers[5] as! CATextLayer).string = "Row 1 now says something else" }),
                ("colour", { sublayers[4].backgroundColor = green }),
                ("position relative to the scrolled layer", { sublayers[9].position.x += 7 }),
                ("added", { scroller.addSublayer(solidLayer(CGRect(x: 120, y: 90, width: 30, height: 30), red)) }),
                ("removed", { sublayers[12].removeFromSuperlayer() }),
                ("hidden", { sublayers[7].isHidden = true }),
                ("restacked", { scroller.insertSublayer(sublayers[0], above: sublayers[1]) }),
                ("moved out from beneath it", { host.rootLayer.insertSublayer(sublayers[14], below: scroller) }),
                ("moved out over it", { host.rootLayer.addSublayer(sublayers[16]) }),
                ("moved in from over it", { scroller.addSublayer(sublayers[16]) }),
            ]

            for (name, change) in changes {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                change()
                CATransaction.commit()
                host.scroll(scroller, dy: 5)

                XCTAssertEqual(host.lastMoves.count, 1, name)
                XCTAssertLessThan(host.damagedPixels, 400 * 300 / 3, name)
                host.assertShowsWholeRepaint(name)
            }
        }
    }

    func testNestedScrolledLayersMoveOneInsideTheOther() {
        MainActor.assumeIsolated {
            let outer = scrollingLayer(scrollerFrame, scale: 1)
            let inner = scrollingLayer(CGRect(x: 40, y: 40, width: 120, height: 80), scale: 1, rows: 12)
            inner.backgroundColor = CGColor(red: 0.8, green: 0.9, blue: 1, alpha: 1)
            outer.addSublayer(inner)
            let host = HeadlessLayerHost(size: CGSize(width: 240, height: 200)) { root in root.addSublayer(outer) }

            for (outerStep, innerStep) in [(4.0, 0.0), (0, 6), (4, 6), (-3, 6), (2, -9)] {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                outer.bounds.origin.y += outerStep
                inner.bounds.origin.y += innerStep
                CATransaction.commit()
                host.runUntilIdle()

                let context = "outer \(outerStep), inner \(innerStep)"
                XCTAssertEqual(host.lastMoves.count, [outerStep, innerStep].filter { $0 != 0 }.count, context)
                XCTAssertLessThan(host.damagedPixels, 200 * 150 / 2, context)
                host.assertShowsWholeRepaint(context)
            }
        }
    }

    func testScrolledLayersSideBySideEachMove() {
        MainActor.assumeIsolated {
            let left = scrollingLayer(CGRect(x: 10, y: 10, width: 100, height: 150), scale: 1)
            let right = scrollingLayer(CGRect(x: 120, y: 10, width: 100, height: 150), scale: 1)
            let host = HeadlessLayerHost(size: CGSize(width: 240, height: 200)) { root in
                root.addSublayer(left)
                root.addSublayer(right)
            }

            for step in 1...4 {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                left.bounds.origin.y += 6
                right.bounds.origin.x += 5
                CATransaction.commit()
                host.runUntilIdle()

                XCTAssertEqual(
                    host.lastMoves,
                    [
                        scrollMove(of: PixelRect(x: 10, y: 10, width: 100, height: 150), dx: 0, dy: -6),
                        scrollMove(of: PixelRect(x: 120, y: 10, width: 100, height: 150), dx: -5, dy: 0),
                    ], "step \(step)")
                XCTAssertEqual(host.damagedPixels, 100 * 6 + 150 * 5, "step \(step)")
                host.assertShowsWholeRepaint("step \(step)")
            }
        }
    }
}

/// Where the tests put their scrolled layer: 200 × 150 points at (10, 10) of a 240 × 200 window.
let scrollerFrame = CGRect(x: 10, y: 10, width: 200, height: 150)
