import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// Seed 002's NSTimer/CADisplayLink retain cycle (a controller holds its link, the link holds the
/// controller) needs weak proxies on iOS; here the link holds its target weakly, so it cannot happen.
final class CADisplayLinkTargetTests: XCTestCase {
    func testTargetHoldingItsLinkDeallocatesWhileTheLinkIsScheduled() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            var controller: AnimatingController? = AnimatingController()
            weak let weakController = controller
            weak let weakLink = controller?.link
            host.advanceFrames(2)
            XCTAssertEqual(controller?.steps, 2)

            controller = nil

            XCTAssertNil(weakController, "the link must not retain its target")
            XCTAssertNotNil(weakLink, "the run loop still holds the link until its next frame")

            host.advanceFrames(1)

            XCTAssertNil(weakLink, "the link invalidated itself and the run loop let it go")
            XCTAssertEqual(FrameSource.current.isRunning, false)
            XCTAssertEqual(host.scheduler.pendingTimerCount, 0)
        }
    }

    func testOtherLinksKeepFiringWhenOneTargetGoesAway() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            var gone: FrameRecorder? = FrameRecorder()
            let staying = FrameRecorder()
            let goneLink = CADisplayLink(target: gone!, selector: FrameRecorder.step)
            let stayingLink = CADisplayLink(target: staying, selector: FrameRecorder.step)
            goneLink.add(to: .main, forMode: .default)
            stayingLink.add(to: .main, forMode: .default)
            host.advanceFrames(1)

            gone = nil
            host.advanceFrames(2)

            XCTAssertEqual(frameNumbers(staying.timestamps), [1, 2, 3])
            XCTAssertNil(gone)
            stayingLink.invalidate()
        }
    }

    func testInvalidateLetsGoOfTheClosure() {
        MainActor.assumeIsolated {
            _ = HeadlessLayerHost()
            weak var weakCaptured: FrameRecorder?
            let link: CADisplayLink
            do {
                let captured = FrameRecorder()
                weakCaptured = captured
                link = CADisplayLink { _ in captured.tick() }
            }
            link.add(to: .main, forMode: .default)
            XCTAssertNotNil(weakCaptured)

            link.invalidate()

            XCTAssertNil(weakCaptured)
        }
    }
}

/// The seed's controller: it owns a display link whose target is itself.
@MainActor private final class AnimatingController {
    private(set) var link: CADisplayLink?
    private(set) var steps = 0

    init() {
        let link = CADisplayLink(target: self, selector: AnimatingController.step)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func step(_ link: CADisplayLink) {
        steps += 1
    }
}
