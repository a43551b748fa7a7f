import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// A 100×100 white window with a 40×40 red layer at (20, 20); frames every 1/60 s.
@MainActor
func transitionWindow() -> (HeadlessLayerHost, CALayer) {
    let layer = solidLayer(CGRect(x: 20, y: 20, width: 40, height: 40), red)
    let host = HeadlessLayerHost { $0.addSublayer(layer) }
    return (host, layer)
}

/// Adds a linear transition of one second to `layer`, then makes `changes` without implicit
/// animations of their own, and commits the turn (the transition's first frame).
@MainActor
func runTransition(
    _ type: CATransitionType, _ subtype: CATransitionSubtype? = nil, on layer: CALayer, host: HeadlessLayerHost,
    configure: (CATransition) -> Void = { _ in }, changes: () -> Void
) {
    let transition = CATransition()
    transition.type = type
    transition.subtype = subtype
    transition.duration = 1
    configure(transition)
    layer.add(transition, forKey: kCATransition)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    changes()
    CATransaction.commit()
    host.runUntilIdle()
}

let halfRedHalfBlue = RGBA(128, 0, 128)

final class CATransitionTests: XCTestCase {
    func testTheDefaultsAreAFadeFromTheStartToTheEndWithNoSubtype() {
        MainActor.assumeIsolated {
            let transition = CATransition()

            XCTAssertEqual(transition.type, .fade)
            XCTAssertNil(transition.subtype)
            XCTAssertEqual(transition.startProgress, 0)
            XCTAssertEqual(transition.endProgress, 1)
            XCTAssertEqual(CATransitionType.push.rawValue, "push")
            XCTAssertEqual(CATransitionSubtype.fromRight.rawValue, "fromRight")
        }
    }

    func testAFadeShowsTheOldLookFirstThenAnEvenMixAtHalfTimeThenTheNewLook() {
        MainActor.assumeIsolated {
            let (host, layer) = transitionWindow()
            runTransition(.fade, on: layer, host: host) { layer.backgroundColor = blue }

            XCTAssertColor(host.color(40, 40), RGBA(255, 0, 0))
            host.advance(by: 0.5)
            XCTAssertColor(host.color(40, 40), halfRedHalfBlue)
            XCTAssertColor(host.color(10, 10), RGBA(255, 255, 255), tolerance: 0)
            host.advance(by: 0.6)
            XCTAssertColor(host.color(40, 40), RGBA(0, 0, 255), tolerance: 0)
            XCTAssertNil(layer.animationKeys())
            XCTAssertEqual(host.statistics.lastFrame.offscreenPasses, 0, "plain again")
            layer.backgroundColor = green
            host.advance(by: 0.3)
            XCTAssertEqual(host.statistics.lastFrame.offscreenPasses, 0)
        }
    }

    func testAFadeMixesTransparentLooksTooAndShowsAHiddenLayersOldLook() {
        MainActor.assumeIsolated {
            // Apple's sample: a transition on each of two layers, one hidden and one shown.
            let (host, front) = transitionWindow()
            let back = solidLayer(front.frame, blue)
            back.isHidden = true
            host.rootLayer.addSublayer(back)
            host.runUntilIdle()
            let transition = CATransition()
            transition.duration = 1
            front.add(transition, forKey: kCATransition)
            back.add(transition, forKey: kCATransition)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            front.isHidden = true
            back.isHidden = false
            CATransaction.commit()
            host.runUntilIdle()

            host.advance(by: 0.5)

            // Half of red over white, then half of blue over that.
            XCTAssertColor(host.color(40, 40), RGBA(128, 64, 191))
            host.advance(by: 0.6)
            XCTAssertColor(host.color(40, 40), RGBA(0, 0, 255), tolerance: 0)
        }
    }

    func testPushFromTheRightMovesBothLooksLeftAndDoesNotClipWithoutMasksToBounds() {
        MainActor.assumeIsolated {
            let (host, layer) = transitionWindow()
            runTransition(.push, .fromRight, on: layer, host: host) { layer.backgroundColor = blue }

            host.advance(by: 0.5)

            // The old look moved 20 points left (x 0…40), the new one is 20 points right of home (40…80).
            XCTAssertColor(host.color(5, 40), RGBA(255, 0, 0))
            XCTAssertColor(host.color(35, 40), RGBA(255, 0, 0))
            XCTAssertColor(host.color(45, 40), RGBA(0, 0, 255))
            XCTAssertColor(host.color(75, 40), RGBA(0, 0, 255))
            XCTAssertColor(host.color(85, 40), RGBA(255, 255, 255))
            host.advance(by: 0.6)
            XCTAssertColor(host.color(5, 40), RGBA(255, 255, 255), tolerance: 0)
            XCTAssertColor(host.color(75, 40), RGBA(255, 255, 255), tolerance: 0)
            XCTAssertColor(host.color(40, 40), RGBA(0, 0, 255), tolerance: 0)
        }
    }

    func testMotionIsCutToTheBoundsWhenTheLayerMasksToBounds() {
        MainActor.assumeIsolated {
            let (host, layer) = transitionWindow()
            layer.masksToBounds = true
            host.runUntilIdle()
            runTransition(.push, .fromRight, on: layer, host: host) { layer.backgroundColor = blue }

            host.advance(by: 0.5)

            XCTAssertColor(host.color(15, 40), RGBA(255, 255, 255), tolerance: 0)
            XCTAssertColor(host.color(25, 40), RGBA(255, 0, 0))
            XCTAssertColor(host.color(39, 40), RGBA(255, 0, 0))
            XCTAssertColor(host.color(41, 40), RGBA(0, 0, 255))
            XCTAssertColor(host.color(55, 40), RGBA(0, 0, 255))
            XCTAssertColor(host.color(65, 40), RGBA(255, 255, 255), tolerance: 0)
        }
    }

    func testPushWithoutASubtypeComesFromTheLeftAndFromBottomComesUp() {
        MainActor.assumeIsolated {
            let (host, layer) = transitionWindow()
            runTransition(.push, on: layer, host: host) { layer.backgroundColor = blue }
            host.advance(by: 0.5)
            XCTAssertColor(host.color(10, 40), RGBA(0, 0, 255))
            XCTAssertColor(host.color(70, 40), RGBA(255, 0, 0))
            host.advance(by: 0.6)

            runTransition(.push, .fromBottom, on: layer, host: host) { layer.backgroundColor = green }
            host.advance(by: 0.5)
            XCTAssertColor(host.color(40, 10), RGBA(0, 0, 255))
            XCTAssertColor(host.color(40, 35), RGBA(0, 0, 255))
            XCTAssertColor(host.color(40, 45), RGBA(0, 255, 0))
            XCTAssertColor(host.color(40, 70), RGBA(0, 255, 0))
        }
    }

    func testMoveInSlidesTheNewLookOverTheOldOneThatStaysPut() {
        MainActor.assumeIsolated {
            let (host, layer) = transitionWindow()
            runTransition(.moveIn, .fromLeft, on: layer, host: host) { layer.backgroundColor = blue }

            host.advance(by: 0.25)

            // The new look is 30 points left of home (x −10…30) over the old one (20…60).
            XCTAssertColor(host.color(5, 40), RGBA(0, 0, 255))
            XCTAssertColor(host.color(25, 40), RGBA(0, 0, 255))
            XCTAssertColor(host.color(35, 40), RGBA(255, 0, 0))
            XCTAssertColor(host.color(55, 40), RGBA(255, 0, 0))
            XCTAssertColor(host.color(65, 40), RGBA(255, 255, 255))
        }
    }

    func testRevealSlidesTheOldLookAwayOverTheNewOneThatStaysPut() {
        MainActor.assumeIsolated {
            let (host, layer) = transitionWindow()
            runTransition(.reveal, .fromTop, on: layer, host: host) { layer.backgroundColor = blue }

            host.advance(by: 0.25)

            // The old look moved 10 points down (y 30…70) above the new one (20…60).
            XCTAssertColor(host.color(40, 25), RGBA(0, 0, 255))
            XCTAssertColor(host.color(40, 35), RGBA(255, 0, 0))
            XCTAssertColor(host.color(40, 65), RGBA(255, 0, 0))
            XCTAssertColor(host.color(40, 75), RGBA(255, 255, 255))
        }
    }

    func testStartAndEndProgressPickThePartOfTheTransitionTimeRunsThrough() {
        MainActor.assumeIsolated {
            let (host, layer) = transitionWindow()
            runTransition(
                .fade, on: layer, host: host,
                configure: {
                    $0.startProgress = 0.25
                    $0.endProgress = 0.75
                }
            ) { layer.backgroundColor = blue }

            XCTAssertColor(host.color(40, 40), RGBA(191, 0, 64))
            host.advance(by: 0.5)
            XCTAssertColor(host.color(40, 40), halfRedHalfBlue)
            host.advance(by: 0.45)
            XCTAssertColor(host.color(40, 40), RGBA(70, 0, 185), tolerance: 4)
        }
    }

    func testTheDelegateHearsStartAndStopBeforeTheTransactionsCompletionBlock() {
        MainActor.assumeIsolated {
            let (host, layer) = transitionWindow()
            let log = AnimationLog()
            let transition = CATransition()
            transition.duration = 1
            transition.delegate = log
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.entries.append("completion") }
            layer.add(transition, forKey: kCATransition)
            CATransaction.setDisableActions(true)
            layer.backgroundColor = blue
            CATransaction.commit()
            host.runUntilIdle()
            XCTAssertEqual(log.entries, ["start"])

            host.advance(by: 0.9)
            XCTAssertEqual(log.entries, ["start"])
            host.advance(by: 0.2)

            XCTAssertEqual(log.entries, ["start", "stop true", "completion"])
        }
    }

    func testRemovingATransitionShowsTheNewLookAtOnceAndReportsItUnfinished() {
        MainActor.assumeIsolated {
            let (host, layer) = transitionWindow()
            let log = AnimationLog()
            runTransition(.push, .fromRight, on: layer, host: host, configure: { $0.delegate = log }) {
                layer.backgroundColor = blue
            }
            host.advance(by: 0.5)

            layer.removeAnimation(forKey: kCATransition)
            host.runUntilIdle()

            XCTAssertEqual(log.entries, ["start", "stop false"])
            XCTAssertColor(host.color(10, 40), RGBA(255, 255, 255), tolerance: 0)
            XCTAssertColor(host.color(30, 40), RGBA(0, 0, 255), tolerance: 0)
            XCTAssertColor(host.color(70, 40), RGBA(255, 255, 255), tolerance: 0)
            XCTAssertEqual(host.statistics.lastFrame.offscreenPasses, 0)
        }
    }

    func testSublayersReplacedInsideTheTransitionAreWhatChanges() {
        MainActor.assumeIsolated {
            let (host, layer) = transitionWindow()
            let old = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 40), green)
            layer.addSublayer(old)
            host.runUntilIdle()
            runTransition(.fade, on: layer, host: host) {
                old.removeFromSuperlayer()
                layer.addSublayer(solidLayer(CGRect(x: 20, y: 0, width: 20, height: 40), green))
            }

            host.advance(by: 0.5)

            // Left half: green fading to red; right half: red fading to green.
            XCTAssertColor(host.color(30, 40), RGBA(128, 128, 0))
            XCTAssertColor(host.color(50, 40), RGBA(128, 128, 0))
            host.advance(by: 0.6)
            XCTAssertColor(host.color(30, 40), RGBA(255, 0, 0), tolerance: 0)
            XCTAssertColor(host.color(50, 40), RGBA(0, 255, 0), tolerance: 0)
        }
    }

    func testNewContentsOfAStandaloneLayerCrossFadeImplicitly() {
        MainActor.assumeIsolated {
            func image(_ color: CGColor) -> CGImage {
                makeImage(width: 40, height: 40) { context in
                    context.setFillColor(color)
                    context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
                }
            }
            let (redImage, blueImage) = (image(red), image(blue))
            let layer = CALayer()
            layer.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
            layer.contents = redImage
            let host = HeadlessLayerHost { $0.addSublayer(layer) }
            layer.contents = blueImage
            XCTAssertTrue(layer.animation(forKey: "contents") is CATransition)
            host.runUntilIdle()
            XCTAssertColor(host.color(40, 40), RGBA(255, 0, 0))

            host.advance(by: 0.125)
            let mid = host.color(40, 40)
            XCTAssertTrue((40...215).contains(mid.red) && (40...215).contains(mid.blue), "\(mid) mixes both")
            XCTAssertEqual(Int(mid.red) + Int(mid.blue), 255, accuracy: 3)

            host.advance(by: 0.2)
            XCTAssertColor(host.color(40, 40), RGBA(0, 0, 255), tolerance: 0)
        }
    }

    func testATransitionInActionsRunsForAPropertyChangeFromThePreviousValue() {
        MainActor.assumeIsolated {
            let (host, layer) = transitionWindow()
            let transition = CATransition()
            transition.type = .push
            transition.subtype = .fromRight
            transition.duration = 1
            transition.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.actions = ["backgroundColor": transition]
            layer.backgroundColor = blue
            XCTAssertTrue(layer.animation(forKey: "backgroundColor") is CATransition)
            host.runUntilIdle()

            host.advance(by: 0.5)

            XCTAssertColor(host.color(5, 40), RGBA(255, 0, 0))
            XCTAssertColor(host.color(75, 40), RGBA(0, 0, 255))
        }
    }

    func testAFadeOfA300PointLayerCostsTwoOffscreenPassesAndRepaintsOnlyItsAreaEachFrame() {
        MainActor.assumeIsolated {
            let layer = solidLayer(CGRect(x: 50, y: 50, width: 300, height: 300), red)
            let host = HeadlessLayerHost(size: CGSize(width: 400, height: 400)) { $0.addSublayer(layer) }
            runTransition(.fade, on: layer, host: host) { layer.backgroundColor = blue }

            host.advanceFrames(10)

            XCTAssertEqual(host.statistics.lastFrame.offscreenPasses, 2)
            XCTAssertLessThanOrEqual(host.statistics.lastFrame.damagedPixels, 304 * 304)
            XCTAssertGreaterThanOrEqual(host.statistics.lastFrame.damagedPixels, 300 * 300)
        }
    }

    func testWhatLiesBeneathShowsWhereThePushedLooksMovedAwayAndLayersAboveStayOnTop() {
        MainActor.assumeIsolated {
            // Under the transitioning layer, a small green layer; above it, a black bar. The old look
            // is a red strip at the top; the new one an opaque blue child filling the layer, which
            // must not hide what lies beneath its place while it is pushed away from there.
            let (host, layer) = transitionWindow()
            CATransaction.setDisableActions(true)
            layer.backgroundColor = nil
            let beneath = solidLayer(CGRect(x: 35, y: 45, width: 10, height: 10), green)
            host.rootLayer.insertSublayer(beneath, below: layer)
            let strip = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 10), red)
            layer.addSublayer(strip)
            let bar = solidLayer(CGRect(x: 0, y: 75, width: 100, height: 10), black)
            host.rootLayer.addSublayer(bar)
            host.runUntilIdle()
            runTransition(.push, .fromTop, on: layer, host: host) {
                strip.removeFromSuperlayer()
                layer.addSublayer(solidLayer(layer.bounds, blue))
            }
            host.advance(by: 0.25)
            CATransaction.setDisableActions(true)
            beneath.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)

            host.advanceFrames(1)

            // The new look is about 30 points up (y −10…30), the old strip 10 down (30…40).
            XCTAssertColor(host.color(40, 20), RGBA(0, 0, 255))
            XCTAssertColor(host.color(40, 35), RGBA(255, 0, 0))
            XCTAssertColor(host.color(40, 50), RGBA(255, 255, 0), tolerance: 0)
            XCTAssertColor(host.color(40, 80), RGBA(0, 0, 0), tolerance: 0)
            XCTAssertColor(host.color(30, 50), RGBA(255, 255, 255), tolerance: 0)
            host.advance(by: 0.8)
            XCTAssertColor(host.color(40, 50), RGBA(0, 0, 255), tolerance: 0)
            XCTAssertColor(host.color(40, 10), RGBA(255, 255, 255), tolerance: 0)
            XCTAssertColor(host.color(40, 65), RGBA(255, 255, 255), tolerance: 0)
        }
    }

    func testAtScaleTwoTheLooksAreMovedOnTheWindowsPixels() {
        MainActor.assumeIsolated {
            let layer = solidLayer(CGRect(x: 20, y: 20, width: 40, height: 40), red)
            let host = HeadlessLayerHost(scale: 2) { $0.addSublayer(layer) }
            runTransition(.push, .fromRight, on: layer, host: host) { layer.backgroundColor = blue }

            host.advance(by: 0.5)

            // Points 0…40 red, 40…80 blue: pixels 79 and 80 on either side of the seam.
            XCTAssertColor(host.pixel(at: CGPoint(x: 39.75, y: 40))!, RGBA(255, 0, 0), tolerance: 0)
            XCTAssertColor(host.pixel(at: CGPoint(x: 40.25, y: 40))!, RGBA(0, 0, 255), tolerance: 0)
            XCTAssertColor(host.pixel(at: CGPoint(x: 0.25, y: 40))!, RGBA(255, 0, 0), tolerance: 0)
            XCTAssertColor(host.pixel(at: CGPoint(x: 79.75, y: 40))!, RGBA(0, 0, 255), tolerance: 0)
        }
    }
}
