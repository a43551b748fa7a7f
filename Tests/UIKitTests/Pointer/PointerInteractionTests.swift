import UIKit
import UIKitTesting
import XCTest

final class PointerInteractionTests: XCTestCase {
    func testTheCursorFollowsTheViewsWithPointerInteractions() {
        MainActor.assumeIsolated {
            let (app, window, root) = pointerWindow()
            pointerView(CGRect(x: 20, y: 20, width: 60, height: 60), in: root, delegate: nil)
            let beam = StubPointerDelegate { _ in UIPointerStyle(shape: .verticalBeam(length: 16)) }
            pointerView(CGRect(x: 100, y: 20, width: 60, height: 60), in: root, delegate: beam)
            var seen: [PointerCursor?] = [cursor(app, window)]

            for x in [10, 50, 90, 130, 190] as [CGFloat] {
                app.pointerMove(to: CGPoint(x: x, y: 50), in: window)
                seen.append(cursor(app, window))
            }

            XCTAssertEqual(seen, [.arrow, .arrow, .pointingHand, .arrow, .iBeam, .arrow])
            withExtendedLifetime(window) {}
        }
    }

    func testDelegateStylesMapToDesktopCursors() {
        MainActor.assumeIsolated {
            let (app, window, root) = pointerWindow()
            let delegate = StubPointerDelegate()
            let (view, interaction) = pointerView(
                CGRect(x: 0, y: 0, width: 100, height: 100), in: root, delegate: delegate)
            let preview = UITargetedPreview(view: view)
            let cases: [(String, UIPointerStyle?, PointerCursor)] = [
                ("nil", nil, .pointingHand),
                ("system", .system(), .arrow),
                ("hidden", .hidden(), .hidden),
                ("automatic", UIPointerStyle(effect: .automatic(preview)), .pointingHand),
                ("highlight", UIPointerStyle(effect: .highlight(preview)), .pointingHand),
                ("lift", UIPointerStyle(effect: .lift(preview), shape: .roundedRect(view.frame)), .pointingHand),
                (
                    "hover", UIPointerStyle(effect: .hover(preview, preferredTintMode: .none, prefersShadow: true)),
                    .pointingHand
                ),
                ("vertical beam", UIPointerStyle(shape: .verticalBeam(length: 20), constrainedAxes: .vertical), .iBeam),
                ("horizontal beam", UIPointerStyle(shape: .horizontalBeam(length: 20)), .iBeam),
                (
                    "rounded rect", UIPointerStyle(shape: .roundedRect(CGRect(x: -4, y: -4, width: 8, height: 8))),
                    .crosshair
                ),
                (
                    "path", UIPointerStyle(shape: .path(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 6, height: 6)))),
                    .crosshair
                ),
            ]
            app.pointerMove(to: CGPoint(x: 50, y: 50), in: window)

            for (name, style, expected) in cases {
                delegate.style = { _ in style }
                interaction.invalidate()
                app.runUntilIdle()

                XCTAssertEqual(cursor(app, window), expected, name)
                app.pointerMove(to: CGPoint(x: 150, y: 150), in: window)
                XCTAssertEqual(cursor(app, window), .arrow, name)
                app.pointerMove(to: CGPoint(x: 50, y: 50), in: window)
                XCTAssertEqual(cursor(app, window), expected, name)
            }
            withExtendedLifetime(window) {}
        }
    }

    func testTheDelegatesRegionNarrowsWhereTheStyleApplies() {
        MainActor.assumeIsolated {
            let (app, window, root) = pointerWindow()
            let delegate = StubPointerDelegate { region in
                region.identifier == AnyHashable("left") ? UIPointerStyle(shape: .verticalBeam(length: 10)) : nil
            }
            delegate.region = { request, region in
                request.location.x < 50
                    ? UIPointerRegion(rect: CGRect(x: 0, y: 0, width: 50, height: 100), identifier: "left") : nil
            }
            pointerView(CGRect(x: 40, y: 40, width: 100, height: 100), in: root, delegate: delegate)

            app.pointerMove(to: CGPoint(x: 60, y: 70), in: window)
            let left = cursor(app, window)
            app.pointerMove(to: CGPoint(x: 120, y: 70), in: window)
            let right = cursor(app, window)

            XCTAssertEqual(left, .iBeam)
            XCTAssertEqual(right, .arrow, "a nil region claims nothing")
            XCTAssertEqual(delegate.requests.map(\.location), [CGPoint(x: 20, y: 30), CGPoint(x: 80, y: 30)])
            withExtendedLifetime(window) {}
        }
    }

    func testARegionThatMissesThePointerLetsTheSuperviewDecide() {
        MainActor.assumeIsolated {
            let (app, window, root) = pointerWindow()
            let (outer, _) = pointerView(CGRect(x: 0, y: 0, width: 200, height: 200), in: root, delegate: nil)
            let delegate = StubPointerDelegate { _ in UIPointerStyle(shape: .verticalBeam(length: 10)) }
            delegate.region = { _, _ in UIPointerRegion(rect: CGRect(x: 0, y: 0, width: 10, height: 10)) }
            pointerView(CGRect(x: 50, y: 50, width: 100, height: 100), in: outer, delegate: delegate)

            app.pointerMove(to: CGPoint(x: 55, y: 55), in: window)
            let inside = cursor(app, window)
            app.pointerMove(to: CGPoint(x: 100, y: 100), in: window)
            let outside = cursor(app, window)

            XCTAssertEqual(inside, .iBeam)
            XCTAssertEqual(outside, .pointingHand)
            withExtendedLifetime(window) {}
        }
    }

    func testTheInnermostViewWithAnInteractionWins() {
        MainActor.assumeIsolated {
            let (app, window, root) = pointerWindow()
            let beam = StubPointerDelegate { _ in UIPointerStyle(shape: .verticalBeam(length: 16)) }
            let (outer, _) = pointerView(CGRect(x: 0, y: 0, width: 200, height: 200), in: root, delegate: beam)
            pointerView(CGRect(x: 20, y: 20, width: 60, height: 60), in: outer, delegate: nil)
            let plain = UIView(frame: CGRect(x: 120, y: 20, width: 60, height: 60))
            outer.addSubview(plain)

            app.pointerMove(to: CGPoint(x: 50, y: 50), in: window)
            let overInner = cursor(app, window)
            app.pointerMove(to: CGPoint(x: 150, y: 50), in: window)
            let overPlainSubview = cursor(app, window)

            XCTAssertEqual(overInner, .pointingHand)
            XCTAssertEqual(overPlainSubview, .iBeam, "a view without an interaction defers to its superviews")
            withExtendedLifetime(window) {}
        }
    }

    func testTheCursorStaysPutDuringADragAndFollowsAfterTheRelease() {
        MainActor.assumeIsolated {
            let (app, window, root) = pointerWindow()
            pointerView(CGRect(x: 0, y: 0, width: 100, height: 100), in: root, delegate: nil)
            var seen: [PointerCursor?] = []

            app.pointerMove(to: CGPoint(x: 50, y: 50), in: window)
            app.pointerDown(at: CGPoint(x: 50, y: 50), in: window)
            seen.append(cursor(app, window))
            app.pointerMove(to: CGPoint(x: 150, y: 150), in: window)
            seen.append(cursor(app, window))
            app.pointerUp(at: CGPoint(x: 150, y: 150), in: window)
            seen.append(cursor(app, window))
            app.pointerDown(at: CGPoint(x: 150, y: 150), in: window)
            app.pointerMove(to: CGPoint(x: 50, y: 50), in: window)
            seen.append(cursor(app, window))
            app.pointerUp(at: CGPoint(x: 50, y: 50), in: window)
            seen.append(cursor(app, window))

            XCTAssertEqual(seen, [.pointingHand, .pointingHand, .arrow, .arrow, .pointingHand])
            withExtendedLifetime(window) {}
        }
    }

    func testRemovingOrDisablingTheInteractionUnderTheRestingPointerBringsBackTheArrow() {
        MainActor.assumeIsolated {
            let (app, window, root) = pointerWindow()
            let (view, interaction) = pointerView(CGRect(x: 0, y: 0, width: 100, height: 100), in: root, delegate: nil)
            app.pointerMove(to: CGPoint(x: 50, y: 50), in: window)
            var seen = [cursor(app, window)]

            interaction.isEnabled = false
            app.runUntilIdle()
            seen.append(cursor(app, window))
            interaction.isEnabled = true
            app.runUntilIdle()
            seen.append(cursor(app, window))
            view.removeInteraction(interaction)
            app.runUntilIdle()
            seen.append(cursor(app, window))

            XCTAssertEqual(seen, [.pointingHand, .arrow, .pointingHand, .arrow])
            XCTAssertTrue(view.interactions.isEmpty)
            withExtendedLifetime(window) {}
        }
    }

    func testAButtonShowsTheHandOnlyWithPointerInteractionEnabled() {
        MainActor.assumeIsolated {
            let (app, window, root) = pointerWindow()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
            root.addSubview(button)
            app.pointerMove(to: CGPoint(x: 50, y: 20), in: window)
            let byDefault = cursor(app, window)

            button.isPointerInteractionEnabled = true
            app.runUntilIdle()
            let enabled = cursor(app, window)
            button.isEnabled = false
            app.runUntilIdle()
            let disabledButton = cursor(app, window)
            button.isEnabled = true
            button.isPointerInteractionEnabled = false
            app.runUntilIdle()
            let turnedOff = cursor(app, window)

            XCTAssertFalse(UIButton().isPointerInteractionEnabled)
            XCTAssertEqual(byDefault, .arrow)
            XCTAssertEqual(enabled, .pointingHand)
            XCTAssertEqual(disabledButton, .arrow)
            XCTAssertEqual(turnedOff, .arrow)
            XCTAssertTrue(button.interactions.isEmpty)
            withExtendedLifetime(window) {}
        }
    }

    func testAButtonsPointerStyleProviderGetsTheProposedEffectAndDecides() {
        MainActor.assumeIsolated {
            let (app, window, root) = pointerWindow()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
            root.addSubview(button)
            var proposed: [String] = []
            var answer: UIPointerStyle? = UIPointerStyle(shape: .verticalBeam(length: 12))
            button.pointerStyleProvider = { button, effect, shape in
                if case .automatic(let preview) = effect, preview.view === button,
                    case .roundedRect(let rect, _) = shape
                {
                    proposed.append("automatic \(rect)")
                }
                return answer
            }

            app.pointerMove(to: CGPoint(x: 50, y: 20), in: window)
            let beam = cursor(app, window)
            answer = nil
            app.pointerMove(to: CGPoint(x: 60, y: 20), in: window)
            let none = cursor(app, window)

            XCTAssertTrue(button.isPointerInteractionEnabled, "setting a provider enables the interaction")
            XCTAssertEqual(beam, .iBeam)
            XCTAssertEqual(none, .arrow, "nil from the provider is the system pointer")
            XCTAssertEqual(proposed, Array(repeating: "automatic \(button.frame)", count: 2))
            withExtendedLifetime(window) {}
        }
    }

    func testAddingAnInteractionSetsItsWeakViewBetweenWillMoveAndDidMove() {
        MainActor.assumeIsolated {
            final class LoggingInteraction: UIPointerInteraction {
                var log: [String] = []
                override func willMove(to view: UIView?) {
                    log.append("will \(view?.tag ?? 0) view \(self.view?.tag ?? 0)")
                    super.willMove(to: view)
                }
                override func didMove(to view: UIView?) {
                    super.didMove(to: view)
                    log.append("did \(view?.tag ?? 0) view \(self.view?.tag ?? 0) in \(view?.interactions.count ?? 0)")
                }
            }
            let interaction = LoggingInteraction(delegate: nil)
            let first = UIView()
            first.tag = 1

            first.addInteraction(interaction)
            first.addInteraction(interaction)
            do {
                let second = UIView()
                second.tag = 2
                second.addInteraction(interaction)
                XCTAssertTrue(first.interactions.isEmpty, "an interaction belongs to one view")
                XCTAssertTrue(second.interactions.first === interaction)
            }

            XCTAssertNil(interaction.view, "the view is not retained by its interaction")
            XCTAssertEqual(
                interaction.log,
                [
                    "will 1 view 0", "did 1 view 1 in 1", "will 0 view 1", "did 0 view 0 in 0", "will 2 view 0",
                    "did 2 view 2 in 1",
                ])
        }
    }
}
