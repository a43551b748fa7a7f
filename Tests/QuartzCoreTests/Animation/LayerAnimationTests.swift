import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// Records delegate calls with the time they came.
@MainActor
final class AnimationLog: CAAnimationDelegate {
    var entries: [String] = []
    func animationDidStart(_ anim: CAAnimation) { entries.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { entries.append("stop \(flag)") }
}

/// A window with one 20×20 red layer at (0, 0); frames come every 1/60 s of the manual clock.
@MainActor
func animationWindow() -> (HeadlessLayerHost, CALayer) {
    let layer = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
    let host = HeadlessLayerHost { $0.addSublayer(layer) }
    return (host, layer)
}

final class LayerAnimationTests: XCTestCase {
    func testABasicAnimationShowsInterpolatedValuesFrameByFrameAndLeavesTheModelAlone() {
        MainActor.assumeIsolated {
            let (host, layer) = animationWindow()
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.fromValue = 10
            animation.toValue = 90
            animation.duration = 1
            layer.add(animation, forKey: "move")
            host.runUntilIdle()
            let start = CACurrentMediaTime()
            XCTAssertEqual(layer.animation(forKey: "move")?.beginTime ?? -1, start, accuracy: 1e-9)
            XCTAssertEqual(layer.presentation()!.position.x, 10, accuracy: 1e-6)
            XCTAssertEqual(layer.position.x, 10, "the model keeps its value")

            host.advance(by: 0.25)
            XCTAssertEqual(layer.presentation()!.position.x, 30, accuracy: 1e-6)
            XCTAssertEqual(layer.position.x, 10)
            // The frame shows the layer 20 points on: red at x = 35, white at x = 5.
            XCTAssertEqual(host.color(35, 10), RGBA(255, 0, 0))
            XCTAssertEqual(host.color(5, 10), RGBA(255, 255, 255))

            host.advance(by: 0.8)
            XCTAssertNil(layer.animation(forKey: "move"), "removed on completion")
            XCTAssertEqual(host.color(5, 10), RGBA(255, 0, 0), "back at the model position")
        }
    }

    func testTheFrameClockStopsWhenNoAnimationIsLeft() {
        MainActor.assumeIsolated {
            let (host, layer) = animationWindow()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 0
            animation.duration = 0.1
            layer.add(animation, forKey: nil)
            host.runUntilIdle()
            let framesBefore = host.statistics.framesPresented
            host.advance(by: 0.5)
            let framesDuring = host.statistics.framesPresented - framesBefore
            XCTAssertGreaterThanOrEqual(framesDuring, 6, "about one frame per 1/60 s while it runs")
            XCTAssertLessThanOrEqual(framesDuring, 8)
            host.advance(by: 1)
            XCTAssertEqual(host.statistics.framesPresented - framesBefore, framesDuring, "idle afterwards")
            XCTAssertNil(host.scheduler.nextDeadline, "no timer left")
        }
    }

    func testDelegateHearsStartThenStopFinishedAndRemovalIsNotFinished() {
        MainActor.assumeIsolated {
            let (host, layer) = animationWindow()
            let log = AnimationLog()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.toValue = 0
            animation.duration = 0.2
            animation.delegate = log
            layer.add(animation, forKey: "fade")
            host.runUntilIdle()
            XCTAssertEqual(log.entries, ["start"])
            host.advance(by: 0.3)
            XCTAssertEqual(log.entries, ["start", "stop true"])

            let second = AnimationLog()
            animation.delegate = second
            layer.add(animation, forKey: "fade")
            host.advance(by: 0.05)
            layer.removeAnimation(forKey: "fade")
            XCTAssertEqual(second.entries, ["start", "stop false"])
        }
    }

    func testFillModeForwardsWithoutRemovalKeepsTheEndValue() {
        MainActor.assumeIsolated {
            let (host, layer) = animationWindow()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.toValue = 0.25
            animation.duration = 0.1
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            layer.add(animation, forKey: "fade")
            host.advance(by: 1)
            XCTAssertNotNil(layer.animation(forKey: "fade"))
            XCTAssertEqual(layer.presentation()!.opacity, 0.25)
            XCTAssertEqual(layer.opacity, 1)
        }
    }

    func testALaterBeginTimeWaitsAndFillsBackwardsOnlyWhenAsked() {
        MainActor.assumeIsolated {
            let (host, layer) = animationWindow()
            let delayed = CABasicAnimation(keyPath: "cornerRadius")
            delayed.fromValue = 5
            delayed.toValue = 9
            delayed.duration = 1
            delayed.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 1
            layer.add(delayed, forKey: "late")
            host.advance(by: 0.5)
            XCTAssertEqual(layer.presentation()!.cornerRadius, 0, "not begun, no backwards fill")
            delayed.fillMode = .backwards
            delayed.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 1
            layer.add(delayed, forKey: "late")
            host.advance(by: 0.5)
            XCTAssertEqual(layer.presentation()!.cornerRadius, 5, "backwards fill shows the start")
            host.advance(by: 1)
            XCTAssertEqual(layer.presentation()!.cornerRadius, 7, accuracy: 1e-6)
        }
    }

    func testRepeatAutoreverseAndCumulative() {
        MainActor.assumeIsolated {
            let (host, layer) = animationWindow()
            let bounce = CABasicAnimation(keyPath: "cornerRadius")
            bounce.fromValue = 0
            bounce.toValue = 8
            bounce.duration = 1
            bounce.autoreverses = true
            bounce.repeatCount = 2
            layer.add(bounce, forKey: "bounce")
            host.runUntilIdle()
            host.advance(by: 0.5)
            XCTAssertEqual(layer.presentation()!.cornerRadius, 4, accuracy: 1e-6)
            host.advance(by: 1)
            XCTAssertEqual(layer.presentation()!.cornerRadius, 4, accuracy: 1e-6, "on the way back")
            host.advance(by: 1)
            XCTAssertEqual(layer.presentation()!.cornerRadius, 4, accuracy: 1e-6, "second iteration")
            host.advance(by: 0.4)
            XCTAssertNotNil(layer.animation(forKey: "bounce"))
            host.advance(by: 1.2)
            XCTAssertNil(layer.animation(forKey: "bounce"), "4 s in all")

            let climb = CABasicAnimation(keyPath: "position.x")
            climb.byValue = 10
            climb.duration = 1
            climb.repeatCount = 3
            climb.isCumulative = true
            layer.add(climb, forKey: "climb")
            host.runUntilIdle()
            host.advance(by: 2.5)
            XCTAssertEqual(layer.presentation()!.position.x, 10 + 25, accuracy: 1e-6)
        }
    }

    func testTheSeedsPauseAndResumeSnippetWorksVerbatim() {
        MainActor.assumeIsolated {
            let (host, layer) = animationWindow()
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 1
            layer.add(move, forKey: "move")
            host.runUntilIdle()
            host.advance(by: 0.3)
            // pauseLayer:
            let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = pausedTime
            host.advance(by: 2)
            XCTAssertEqual(layer.presentation()!.position.x, 30, accuracy: 1e-6, "held while paused")
            XCTAssertNotNil(layer.animation(forKey: "move"))
            // resumeLayer:
            let paused = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
            layer.beginTime = timeSincePause
            host.runUntilIdle()
            XCTAssertEqual(layer.presentation()!.position.x, 30, accuracy: 1e-6, "resumes where it stopped")
            host.advance(by: 0.5)
            XCTAssertEqual(layer.presentation()!.position.x, 80, accuracy: 1e-6)
        }
    }

    func testSpeedMultipliesThroughGroupsAndLayers() {
        MainActor.assumeIsolated {
            let (host, layer) = animationWindow()
            let member = CABasicAnimation(keyPath: "position.x")
            member.fromValue = 0
            member.toValue = 90
            member.duration = 3
            member.speed = 1.5
            let group = CAAnimationGroup()
            group.animations = [member]
            group.duration = 3
            group.speed = 2
            layer.add(group, forKey: "group")
            host.runUntilIdle()
            host.advance(by: 0.5)
            XCTAssertEqual(layer.presentation()!.position.x, 45, accuracy: 1e-6, "three times as fast")
        }
    }

    func testStandaloneLayersAnimateImplicitlyOnceOnScreenAndDisableActionsStopsIt() {
        MainActor.assumeIsolated {
            let (host, layer) = animationWindow()
            let fresh = CALayer()
            fresh.opacity = 0.5
            XCTAssertNil(fresh.animationKeys(), "a layer never on screen does not animate")

            layer.opacity = 0
            XCTAssertEqual(layer.animationKeys(), ["opacity"])
            let implicit = layer.animation(forKey: "opacity") as? CABasicAnimation
            XCTAssertEqual(implicit?.duration, 0.25)
            XCTAssertEqual(implicit?.fromValue as? Float, 1, "from the value before the change")
            host.runUntilIdle()
            host.advance(by: 0.125)
            let halfway = layer.presentation()!.opacity
            XCTAssertTrue(halfway > 0 && halfway < 1)

            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.cornerRadius = 4
            CATransaction.commit()
            XCTAssertNil(layer.animation(forKey: "cornerRadius"))

            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            layer.cornerRadius = 8
            CATransaction.commit()
            XCTAssertEqual(layer.animation(forKey: "cornerRadius")?.duration, 2)
        }
    }

    func testTheActionSearchOrderIsDelegateActionsStyleDefault() {
        MainActor.assumeIsolated {
            final class Delegate: CALayerDelegate {
                var answer: CAAction?
                var asked: [String] = []
                func action(for layer: CALayer, forKey event: String) -> CAAction? {
                    asked.append(event)
                    return answer
                }
            }
            final class Marker: CAAction {
                var runs: [String] = []
                func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
                    runs.append(event)
                }
            }
            let layer = CALayer()
            let delegate = Delegate()
            layer.delegate = delegate
            let fromActions = Marker()
            let fromStyle = Marker()
            layer.actions = ["opacity": fromActions]
            layer.style = ["actions": ["opacity": fromStyle, "position": fromStyle]]
            XCTAssertTrue(layer.action(forKey: "opacity") === fromActions, "the delegate said nil: actions")
            XCTAssertEqual(delegate.asked, ["opacity"])
            XCTAssertTrue(layer.action(forKey: "position") === fromStyle)
            XCTAssertTrue(layer.action(forKey: "cornerRadius") is CABasicAnimation, "the default action")
            delegate.answer = NSNull()
            XCTAssertNil(layer.action(forKey: "opacity"), "NSNull from the delegate stops the search")
            layer.delegate = nil
            layer.actions = ["opacity": NSNull()]
            XCTAssertNil(layer.action(forKey: "opacity"))
            XCTAssertNil(CALayer.defaultAction(forKey: "masksToBounds"), "not animatable: no default")
            withExtendedLifetime(delegate) {}
        }
    }

    func testACompletionBlockRunsWhenTheTransactionsAnimationsFinish() {
        MainActor.assumeIsolated {
            let (host, layer) = animationWindow()
            var log: [String] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.append("done at \(CACurrentMediaTime())") }
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.toValue = 0
            animation.duration = 0.5
            let delegate = AnimationLog()
            animation.delegate = delegate
            layer.add(animation, forKey: nil)
            CATransaction.commit()
            let start = CACurrentMediaTime()
            host.runUntilIdle()
            host.advance(by: 0.4)
            XCTAssertEqual(log, [])
            host.advance(by: 0.2)
            XCTAssertEqual(log.count, 1)
            XCTAssertEqual(delegate.entries, ["start", "stop true"], "the delegate hears before the block")
            _ = start

            var empty: [String] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { empty.append("no animations") }
            CATransaction.commit()
            host.runUntilIdle()
            XCTAssertEqual(empty, ["no animations"])
        }
    }

    func testAddingCopiesTheAnimationAndTheSameKeyReplaces() {
        MainActor.assumeIsolated {
            let (host, layer) = animationWindow()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 0
            animation.duration = 1
            layer.add(animation, forKey: "a")
            animation.fromValue = 0.5
            host.runUntilIdle()
            XCTAssertEqual(layer.presentation()!.opacity, 0, "the copy kept the old value")
            XCTAssertFalse(layer.animation(forKey: "a") === animation)
            let log = AnimationLog()
            let first = CABasicAnimation(keyPath: "opacity")
            first.delegate = log
            layer.add(first, forKey: "a")
            layer.add(animation, forKey: "a")
            XCTAssertEqual(log.entries, ["stop false"], "replaced")
            XCTAssertEqual(layer.animationKeys(), ["a"])
            layer.removeAllAnimations()
            XCTAssertNil(layer.animationKeys())
        }
    }
}

final class LayerOrderActionTests: XCTestCase {
    func testJoiningAndLeavingAnOnScreenTreeRunTheOrderActions() {
        MainActor.assumeIsolated {
            final class Recorder: CAAction {
                var events: [String] = []
                func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
                    events.append(event)
                }
            }
            let (host, layer) = animationWindow()
            let recorder = Recorder()
            let child = CALayer()
            child.actions = [kCAOnOrderIn: recorder, kCAOnOrderOut: recorder]
            layer.addSublayer(child)
            layer.addSublayer(child)  // restacking is no new order-in
            child.removeFromSuperlayer()
            XCTAssertEqual(recorder.events, [kCAOnOrderIn, kCAOnOrderOut])

            let offscreen = CALayer()
            offscreen.addSublayer(child)
            XCTAssertEqual(recorder.events.count, 2, "not on screen: no action")
            host.runUntilIdle()
        }
    }

    func testAnimationsKeepValuesSetForTheAppsOwnKeysInTheirCopies() {
        MainActor.assumeIsolated {
            let (host, layer) = animationWindow()
            final class Delegate: CAAnimationDelegate {
                var tags: [String] = []
                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                    tags.append(anim.value(forKey: "tag") as? String ?? "none")
                }
            }
            let delegate = Delegate()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.toValue = 0.5
            animation.duration = 0.1
            animation.setValue("fade-out", forKey: "tag")
            animation.delegate = delegate
            XCTAssertEqual(animation.value(forKey: "duration") as? Double, 0.1)
            layer.add(animation, forKey: nil)
            host.runUntilIdle()
            host.advance(by: 0.2)
            XCTAssertEqual(delegate.tags, ["fade-out"])
        }
    }
}

final class ExplicitTransactionStartTests: XCTestCase {
    func testAnimationsStartWhenTheOutermostExplicitTransactionCommits() {
        MainActor.assumeIsolated {
            let (host, layer) = animationWindow()
            let start = CACurrentMediaTime()
            CATransaction.begin()
            CATransaction.begin()
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 1
            layer.add(move, forKey: "move")
            CATransaction.commit()
            host.scheduler.spend(0.2)
            CATransaction.commit()
            XCTAssertEqual(layer.animation(forKey: "move")?.beginTime ?? -1, start + 0.2, accuracy: 1e-9)
            host.scheduler.spend(0.3)
            host.runUntilIdle()
            XCTAssertEqual(layer.presentation()!.position.x, 30, accuracy: 1e-6, "begun at the outer commit")
        }
    }
}
