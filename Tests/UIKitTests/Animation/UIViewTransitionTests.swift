import UIKit
import UIKitTesting
import XCTest

/// A 200×200 white window with a 100×100 card at (50, 50): a red front face showing, and a back
/// face (blue left half, green right half) hidden, so a mirrored back face would show.
@MainActor
func cardWindow() -> (HeadlessApp, UIWindow, card: UIView, front: UIView, back: UIView) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let front = UIView(frame: card.bounds)
    front.backgroundColor = .red
    let back = UIView(frame: card.bounds)
    back.backgroundColor = .green
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
    left.backgroundColor = .blue
    back.addSubview(left)
    back.isHidden = true
    card.addSubview(front)
    card.addSubview(back)
    window.addSubview(card)
    app.runUntilIdle()
    return (app, window, card, front, back)
}

extension HeadlessApp {
    /// The pixel at integer window coordinates (the centre of that pixel).
    @MainActor fileprivate func color(in window: UIWindow, _ x: Int, _ y: Int) -> RGBA {
        pixel(in: window, at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))!
    }

    /// The columns of row `y` whose pixel is close to `color`.
    @MainActor fileprivate func columns(in window: UIWindow, row y: Int, of target: RGBA) -> [Int] {
        (0..<200).filter { color(in: window, $0, y).isClose(to: target, tolerance: 40) }
    }

    /// The rows of column `x` whose pixel is close to `color`.
    @MainActor fileprivate func rows(in window: UIWindow, column x: Int, of target: RGBA) -> [Int] {
        (0..<200).filter { color(in: window, x, $0).isClose(to: target, tolerance: 40) }
    }
}

private func XCTAssertColor(
    _ actual: RGBA, _ expected: RGBA, tolerance: UInt8 = 3, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTrue(
        actual.isClose(to: expected, tolerance: tolerance), "\(actual) is not \(expected)", file: file, line: line)
}

private let redPixel = RGBA(255, 0, 0)
private let bluePixel = RGBA(0, 0, 255)
private let greenPixel = RGBA(0, 255, 0)

final class UIViewTransitionTests: XCTestCase {
    func testACrossDissolveBlendsTheOldAndNewFacesAndCompletesOnceWhenItEnds() {
        MainActor.assumeIsolated {
            let (app, window, card, front, back) = cardWindow()
            withExtendedLifetime(window) {
                var finished: [Bool] = []
                UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear]) {
                    front.isHidden = true
                    back.isHidden = false
                } completion: {
                    finished.append($0)
                }
                XCTAssertTrue(card.layer.animation(forKey: kCATransition) is CATransition)
                app.runUntilIdle()
                XCTAssertColor(app.color(in: window, 75, 100), redPixel)

                app.advance(by: 0.5)
                XCTAssertColor(app.color(in: window, 75, 100), RGBA(128, 0, 128))
                XCTAssertColor(app.color(in: window, 125, 100), RGBA(128, 128, 0))
                XCTAssertEqual(finished, [])

                app.advance(by: 0.6)
                XCTAssertEqual(finished, [true])
                XCTAssertColor(app.color(in: window, 75, 100), bluePixel, tolerance: 0)
                XCTAssertEqual(app.offscreenPassesInLastFrame(in: window), 0, "the card is plain again")
            }
        }
    }

    func testAFlipFromLeftShowsTheOldFaceNarrowerAtAQuarterWithItsLeftSideNearer() {
        MainActor.assumeIsolated {
            let (app, window, card, front, back) = cardWindow()
            withExtendedLifetime(window) {
                UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear]) {
                    front.isHidden = true
                    back.isHidden = false
                }
                app.runUntilIdle()

                app.advance(by: 0.25)

                let red = app.columns(in: window, row: 100, of: redPixel)
                XCTAssertTrue((55...90).contains(red.count), "turned by 45°: about 71 of 100 columns, not \(red.count)")
                XCTAssertTrue(app.columns(in: window, row: 100, of: bluePixel).isEmpty, "no new face yet")
                let leftEdge = app.rows(in: window, column: red.first! + 2, of: redPixel).count
                let rightEdge = app.rows(in: window, column: red.last! - 2, of: redPixel).count
                XCTAssertGreaterThan(leftEdge, 100, "the left side comes forward, taller in perspective")
                XCTAssertLessThan(rightEdge, 100, "the right side goes back")
            }
        }
    }

    func testAFlipShowsTheNewFaceTheRightWayRoundAtThreeQuarters() {
        MainActor.assumeIsolated {
            let (app, window, card, front, back) = cardWindow()
            withExtendedLifetime(window) {
                var finished: [Bool] = []
                UIView.transition(with: card, duration: 1, options: [.transitionFlipFromRight, .curveLinear]) {
                    front.isHidden = true
                    back.isHidden = false
                } completion: {
                    finished.append($0)
                }
                app.runUntilIdle()

                app.advance(by: 0.75)

                let blue = app.columns(in: window, row: 100, of: bluePixel)
                let green = app.columns(in: window, row: 100, of: greenPixel)
                XCTAssertFalse(blue.isEmpty)
                XCTAssertFalse(green.isEmpty)
                XCTAssertLessThan(blue.max()!, green.min()!, "blue on the left: not mirrored")
                XCTAssertLessThan(blue.count + green.count, 95, "still turned")
                XCTAssertTrue(app.columns(in: window, row: 100, of: redPixel).isEmpty, "the old face is gone")
                app.advance(by: 0.3)
                XCTAssertEqual(finished, [true])
                XCTAssertEqual(app.columns(in: window, row: 100, of: bluePixel), Array(50..<100))
            }
        }
    }

    func testAFlipFromTopTurnsAboutTheHorizontalAxisWithTheTopNearer() {
        MainActor.assumeIsolated {
            let (app, window, card, front, back) = cardWindow()
            withExtendedLifetime(window) {
                UIView.transition(with: card, duration: 1, options: [.transitionFlipFromTop, .curveLinear]) {
                    front.isHidden = true
                    back.isHidden = false
                }
                app.runUntilIdle()

                app.advance(by: 0.25)

                let red = app.rows(in: window, column: 100, of: redPixel)
                XCTAssertTrue((55...90).contains(red.count), "\(red.count) rows")
                let top = app.columns(in: window, row: red.first! + 2, of: redPixel).count
                let bottom = app.columns(in: window, row: red.last! - 2, of: redPixel).count
                XCTAssertGreaterThan(top, bottom, "the top comes forward")
            }
        }
    }

    func testACurlUpLiftsTheOldPageFromTheBottomUncoveringTheNewOneUnlikeAFlip() {
        MainActor.assumeIsolated {
            let (app, window, card, front, back) = cardWindow()
            withExtendedLifetime(window) {
                UIView.transition(with: card, duration: 1, options: [.transitionCurlUp, .curveLinear]) {
                    front.isHidden = true
                    back.isHidden = false
                }
                app.runUntilIdle()

                app.advance(by: 0.5)

                XCTAssertColor(app.color(in: window, 55, 55), redPixel, tolerance: 0)
                XCTAssertColor(app.color(in: window, 140, 145), greenPixel, tolerance: 60)
                XCTAssertColor(app.color(in: window, 60, 145), bluePixel, tolerance: 60)
                // The back of the curled page: red washed towards white.
                var backOfPage = 0
                for y in 50..<150 {
                    for x in 50..<150 {
                        let pixel = app.color(in: window, x, y)
                        if pixel.red > 240, (150...235).contains(pixel.green), pixel.green == pixel.blue {
                            backOfPage += 1
                        }
                    }
                }
                XCTAssertGreaterThan(backOfPage, 100)
            }
        }
    }

    func testACurlDownBringsTheNewPageDownOverTheOldOne() {
        MainActor.assumeIsolated {
            let (app, window, card, front, back) = cardWindow()
            withExtendedLifetime(window) {
                UIView.transition(with: card, duration: 1, options: [.transitionCurlDown, .curveLinear]) {
                    front.isHidden = true
                    back.isHidden = false
                }
                app.runUntilIdle()
                XCTAssertColor(app.color(in: window, 100, 100), redPixel, tolerance: 0)

                app.advance(by: 0.5)

                XCTAssertColor(app.color(in: window, 55, 55), bluePixel, tolerance: 0)
                XCTAssertColor(app.color(in: window, 140, 145), redPixel, tolerance: 60)
                app.advance(by: 0.6)
                XCTAssertColor(app.color(in: window, 140, 145), greenPixel, tolerance: 0)
            }
        }
    }

    func testTransitionFromToReplacesTheViewInItsSuperview() {
        MainActor.assumeIsolated {
            let (app, window, card, front, back) = cardWindow()
            withExtendedLifetime(window) {
                back.removeFromSuperview()
                back.isHidden = false
                var finished: [Bool] = []

                UIView.transition(from: front, to: back, duration: 0.5, options: .transitionCrossDissolve) {
                    finished.append($0)
                }

                XCTAssertNil(front.superview)
                XCTAssertTrue(back.superview === card)
                XCTAssertTrue(card.subviews.last === back)
                app.runUntilIdle()
                XCTAssertColor(app.color(in: window, 75, 100), redPixel)
                app.advance(by: 0.25)
                let mid = app.color(in: window, 75, 100)
                XCTAssertTrue(mid.red > 40 && mid.blue > 40, "\(mid) mixes red and blue")
                app.advance(by: 0.3)
                XCTAssertEqual(finished, [true])
                XCTAssertColor(app.color(in: window, 75, 100), bluePixel, tolerance: 0)
            }
        }
    }

    func testShowHideTransitionViewsHidesAndShowsInsteadOfReplacing() {
        MainActor.assumeIsolated {
            let (app, window, card, front, back) = cardWindow()
            withExtendedLifetime(window) {
                UIView.transition(
                    from: front, to: back, duration: 0.5,
                    options: [.transitionFlipFromBottom, .showHideTransitionViews])

                XCTAssertTrue(front.superview === card)
                XCTAssertTrue(front.isHidden)
                XCTAssertFalse(back.isHidden)
                app.advance(by: 0.6)
                XCTAssertColor(app.color(in: window, 75, 100), bluePixel, tolerance: 0)
            }
        }
    }

    func testAZeroDurationMakesTheChangesAtOnceAndStillCompletes() {
        MainActor.assumeIsolated {
            let (app, window, card, front, back) = cardWindow()
            withExtendedLifetime(window) {
                var finished: [Bool] = []
                UIView.transition(with: card, duration: 0, options: .transitionCurlUp) {
                    front.isHidden = true
                    back.isHidden = false
                } completion: {
                    finished.append($0)
                }
                XCTAssertNil(card.layer.animationKeys())
                app.runUntilIdle()
                XCTAssertEqual(finished, [true])
                XCTAssertColor(app.color(in: window, 75, 100), bluePixel, tolerance: 0)
            }
        }
    }

    func testRemovingTheTransitionCompletesUnfinishedAndTheCardTakesTouchesAgain() {
        MainActor.assumeIsolated {
            let (app, window, card, front, back) = cardWindow()
            withExtendedLifetime(window) {
                var finished: [Bool] = []
                UIView.transition(with: card, duration: 1, options: .transitionFlipFromLeft) {
                    front.isHidden = true
                    back.isHidden = false
                } completion: {
                    finished.append($0)
                }
                app.advance(by: 0.2)
                XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === window, "the card is skipped")

                card.layer.removeAllAnimations()
                app.runUntilIdle()

                XCTAssertEqual(finished, [false])
                XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 100), with: nil)?.isDescendant(of: card) == true)
                XCTAssertColor(app.color(in: window, 75, 100), bluePixel, tolerance: 0)
            }
        }
    }
}
