import QuartzCore
import QuartzCoreTestSupport
import WindowSystem
import XCTest

/// Scrolls whose pixels cannot simply move are repainted as any other change, and still show what a
/// whole repaint shows.
extension CompositorScrollingTests {
    func testARotatedAncestorRepaintsTheScrolledLayerInstead() {
        MainActor.assumeIsolated {
            let scroller = scrollingLayer(scrollerFrame, scale: 1)
            let turned = CALayer()
            turned.frame = CGRect(x: 0, y: 0, width: 240, height: 200)
            turned.transform = CATransform3DMakeRotation(0.17, 0, 0, 1)
            turned.addSublayer(scroller)
            let host = HeadlessLayerHost(size: CGSize(width: 240, height: 200)) { root in root.addSublayer(turned) }

            for step in 1...3 {
                host.scroll(scroller, dy: 8)

                XCTAssertEqual(host.lastMoves, [], "step \(step)")
                host.assertShowsWholeRepaint("step \(step)")
            }
        }
    }

    func testAShiftOfAPixelFractionRepaintsInstead() {
        MainActor.assumeIsolated {
            for (scale, moves) in [(1.0, 0), (2.0, 1)] {
                let scroller = scrollingLayer(scrollerFrame, scale: scale)
                let host = HeadlessLayerHost(size: CGSize(width: 240, height: 200), scale: scale) { root in
                    root.addSublayer(scroller)
                }

                host.scroll(scroller, dy: 0.5)

                XCTAssertEqual(host.lastMoves.count, moves, "half a point at scale \(scale)")
                host.assertShowsWholeRepaint("half a point at scale \(scale)")
            }
        }
    }

    func testAScrolledLayerThatDoesNotCoverItsBoxOpaquelyAndAloneRepaintsInstead() {
        MainActor.assumeIsolated {
            let cases: [(String, (CALayer) -> Void)] = [
                ("translucent background", { $0.backgroundColor = CGColor(red: 1, green: 1, blue: 0.9, alpha: 0.9) }),
                ("rounded corners", { $0.cornerRadius = 12 }),
                ("border", { $0.borderWidth = 2 }),
                ("contents", { $0.contents = makeImage(width: 20, height: 20) { _ in } }),
                ("faded", { $0.opacity = 0.9 }),
                ("faded superlayer", { $0.superlayer?.opacity = 0.9 }),
                ("mask", { $0.mask = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), black) }),
                ("sublayer transform", { $0.sublayerTransform = CATransform3DMakeScale(1.5, 1.5, 1) }),
                ("superlayer's border over it", { $0.superlayer?.borderWidth = 12 }),
            ]
            for (name, configure) in cases {
                let scroller = scrollingLayer(scrollerFrame, scale: 1)
                let holder = CALayer()
                holder.frame = CGRect(x: 0, y: 0, width: 240, height: 200)
                holder.addSublayer(scroller)
                configure(scroller)
                let host = HeadlessLayerHost(size: CGSize(width: 240, height: 200)) { root in root.addSublayer(holder) }

                host.scroll(scroller, dy: 8)

                XCTAssertEqual(host.lastMoves, [], name)
                host.assertShowsWholeRepaint(name)
            }
        }
    }

    func testABorderOfASuperlayerAwayFromTheScrolledLayerLetsItMove() {
        MainActor.assumeIsolated {
            let scroller = scrollingLayer(scrollerFrame, scale: 1)
            let holder = CALayer()
            holder.frame = CGRect(x: 0, y: 0, width: 240, height: 200)
            holder.borderWidth = 4
            holder.cornerRadius = 4
            holder.addSublayer(scroller)
            let host = HeadlessLayerHost(size: CGSize(width: 240, height: 200)) { root in root.addSublayer(holder) }

            host.scroll(scroller, dy: 8)

            XCTAssertEqual(host.lastMoves.count, 1)
            host.assertShowsWholeRepaint()
        }
    }

    func testAnotherChangeOfTheScrolledLayerInTheSameFrameRepaintsItsSubtree() {
        MainActor.assumeIsolated {
            let scroller = scrollingLayer(scrollerFrame, scale: 1)
            let host = HeadlessLayerHost(size: CGSize(width: 240, height: 200)) { root in root.addSublayer(scroller) }

            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scroller.backgroundColor = CGColor(red: 0.9, green: 1, blue: 0.9, alpha: 1)
            CATransaction.commit()
            host.scroll(scroller, dy: 8)

            XCTAssertEqual(host.lastMoves, [])
            XCTAssertEqual(host.damagedPixels, 200 * 150)
            host.assertShowsWholeRepaint()
        }
    }

    func testTheBlendedTintMovesNothing() {
        MainActor.assumeIsolated {
            let scroller = scrollingLayer(scrollerFrame, scale: 1)
            let host = HeadlessLayerHost(size: CGSize(width: 240, height: 200), debugOptions: [.blended]) { root in
                root.addSublayer(scroller)
            }

            host.scroll(scroller, dy: 8)

            XCTAssertEqual(host.lastMoves, [])
            host.assertShowsWholeRepaint()
        }
    }

    func testAScrolledLayerPartlyOutsideTheWindowMovesWhatIsShown() {
        MainActor.assumeIsolated {
            let frame = CGRect(x: -50, y: 120, width: 200, height: 150)
            let scroller = scrollingLayer(frame, scale: 1)
            let host = HeadlessLayerHost(size: CGSize(width: 240, height: 200)) { root in root.addSublayer(scroller) }

            for (dx, dy) in [(0.0, 8.0), (6, 0), (-3, -5)] {
                host.scroll(scroller, dx: dx, dy: dy)

                let shown = PixelRect(x: 0, y: 120, width: 150, height: 80)
                XCTAssertEqual(host.lastMoves, [scrollMove(of: shown, dx: Int(-dx), dy: Int(-dy))])
                host.assertShowsWholeRepaint("scrolled by (\(dx), \(dy))")
            }
        }
    }

    func testFlashesCarriedAwayByAMoveAreRepainted() {
        MainActor.assumeIsolated {
            let scroller = scrollingLayer(scrollerFrame, scale: 1)
            let indicator = solidLayer(CGRect(x: 203, y: 14, width: 4, height: 40), black.copy(alpha: 0.5)!)
            let host = HeadlessLayerHost(size: CGSize(width: 240, height: 200), debugOptions: [.flash]) { root in
                root.addSublayer(scroller)
                root.addSublayer(indicator)
            }
            host.advanceFrames(2)

            // Frames come sooner than a flash is undone, and at the same time, and later.
            for wait in [0.0, 0, 0.4, 1, 0, 1.6, 0.2] {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                indicator.position.y += 2
                CATransaction.commit()
                host.scroll(scroller, dy: 7)
                XCTAssertEqual(host.lastMoves.count, 1)
                host.advance(by: wait / 60)
            }
            host.advanceFrames(2)

            Compositor.debugOptions = []
            host.assertShowsWholeRepaint()
        }
    }
}
