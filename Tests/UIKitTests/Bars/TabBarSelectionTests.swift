import UIKit
import UIKitTesting
import XCTest

/// Selecting items by tapping them, as iOS does: on touch up inside, telling the delegate every
/// time, after the tab bar controller's hook agrees.
final class TabBarSelectionTests: XCTestCase {
    func testATapSelectsTheItemWhenTheTouchGoesUpAndTellsTheDelegate() {
        MainActor.assumeIsolated {
            let (app, window, bar) = makeTabBarApp(items: numberedItems(4))
            let delegate = TabBarDelegateLog(of: bar)
            let point = CGPoint(x: 120, y: tabBarTop + 20)

            app.pointerDown(at: point, in: window)
            XCTAssertNil(bar.selectedItem, "a touch going down selects nothing yet")
            app.pointerUp(at: point, in: window)

            XCTAssertTrue(bar.selectedItem === bar.items?[1])
            XCTAssertEqual(delegate.log.entries, ["didSelect 1 (selected 1)"])
        }
    }

    func testTappingTheSelectedItemAgainTellsTheDelegateAgain() {
        MainActor.assumeIsolated {
            let (app, window, bar) = makeTabBarApp(items: numberedItems(2))
            let delegate = TabBarDelegateLog(of: bar)

            app.click(at: CGPoint(x: 240, y: tabBarTop + 20), in: window)
            app.click(at: CGPoint(x: 240, y: tabBarTop + 20), in: window)
            app.click(at: CGPoint(x: 80, y: tabBarTop + 20), in: window)

            XCTAssertEqual(
                delegate.log.entries,
                ["didSelect 1 (selected 1)", "didSelect 1 (selected 1)", "didSelect 0 (selected 0)"])
            XCTAssertTrue(bar.selectedItem === bar.items?[0])
        }
    }

    func testTheHookIsAskedFirstAndCanVetoTheSelection() {
        MainActor.assumeIsolated {
            let (app, window, bar) = makeTabBarApp(items: numberedItems(2))
            let delegate = TabBarDelegateLog(of: bar)
            bar.selectedItem = bar.items?[0]
            let answer = HookAnswer()
            bar.shouldSelectItem = { item in
                delegate.log.record("should \(item.tag)")
                return answer.allows
            }

            app.click(at: CGPoint(x: 240, y: tabBarTop + 20), in: window)
            XCTAssertTrue(bar.selectedItem === bar.items?[0], "a veto changes nothing")
            answer.allows = true
            app.click(at: CGPoint(x: 240, y: tabBarTop + 20), in: window)

            XCTAssertEqual(delegate.log.entries, ["should 1", "should 1", "didSelect 1 (selected 1)"])
            XCTAssertTrue(bar.selectedItem === bar.items?[1])
        }
    }

    func testADisabledItemIgnoresTaps() {
        MainActor.assumeIsolated {
            let items = numberedItems(2)
            items[1].isEnabled = false
            let (app, window, bar) = makeTabBarApp(items: items)
            let delegate = TabBarDelegateLog(of: bar)
            bar.shouldSelectItem = { item in
                delegate.log.record("should \(item.tag)")
                return true
            }

            app.click(at: CGPoint(x: 240, y: tabBarTop + 20), in: window)
            XCTAssertNil(bar.selectedItem)
            items[1].isEnabled = true
            app.click(at: CGPoint(x: 240, y: tabBarTop + 20), in: window)

            XCTAssertEqual(delegate.log.entries, ["should 1", "didSelect 1 (selected 1)"])
        }
    }

    func testATouchReleasedFarAwaySelectsNothing() {
        MainActor.assumeIsolated {
            let (app, window, bar) = makeTabBarApp(items: numberedItems(2))
            let delegate = TabBarDelegateLog(of: bar)

            app.pointerDown(at: CGPoint(x: 80, y: tabBarTop + 20), in: window)
            app.pointerMove(to: CGPoint(x: 80, y: 10), in: window)
            app.pointerUp(at: CGPoint(x: 80, y: 10), in: window)

            XCTAssertNil(bar.selectedItem)
            XCTAssertEqual(delegate.log.entries, [])
        }
    }

    func testSettingTheSelectionInCodeTellsNobodyAndAcceptsOnlyTheBarsItems() {
        MainActor.assumeIsolated {
            let (app, window, bar) = makeTabBarApp(items: numberedItems(2))
            let delegate = TabBarDelegateLog(of: bar)

            bar.selectedItem = bar.items?[1]
            bar.selectedItem = UITabBarItem(title: "Stranger", image: nil, tag: 9)
            app.runUntilIdle()

            XCTAssertTrue(bar.selectedItem === bar.items?[1])
            XCTAssertEqual(app.pixel(in: window, at: tabBarImageCentre(x: 240)), RGBA(0, 122, 255), "drawn selected")
            XCTAssertEqual(delegate.log.entries, [])
            bar.selectedItem = nil
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: tabBarImageCentre(x: 240)), RGBA(153, 153, 153), "grey again")
            XCTAssertEqual(delegate.log.entries, [])
        }
    }

    func testReplacingTheItemsKeepsTheSelectionOnlyIfItsItemStays() {
        MainActor.assumeIsolated {
            let items = numberedItems(3)
            let (app, window, bar) = makeTabBarApp(items: items)
            bar.selectedItem = items[1]

            bar.setItems([items[1], items[2]], animated: false)
            XCTAssertTrue(bar.selectedItem === items[1])
            bar.setItems([items[0], items[2]], animated: true)
            XCTAssertNil(bar.selectedItem)
            app.advance(by: 1)
            app.click(at: CGPoint(x: 240, y: tabBarTop + 20), in: window)

            XCTAssertTrue(bar.selectedItem === items[2], "the new items take taps")
        }
    }
}

/// What a test's `shouldSelectItem` hook answers.
@MainActor
private final class HookAnswer {
    var allows = false
}
