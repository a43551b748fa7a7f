import UIKit
import UIKitTesting
import XCTest

final class UINavigationBarTests: XCTestCase {
    func testPushAndPopKeepTheStackTopItemAndBackItem() {
        MainActor.assumeIsolated {
            let bar = UINavigationBar()
            let first = UINavigationItem(title: "One")
            let second = UINavigationItem(title: "Two")

            bar.pushItem(first, animated: false)
            XCTAssertTrue(bar.topItem === first)
            XCTAssertNil(bar.backItem)
            bar.pushItem(second, animated: false)

            XCTAssertEqual(bar.items?.map(\.title), ["One", "Two"])
            XCTAssertTrue(bar.topItem === second)
            XCTAssertTrue(bar.backItem === first)
            XCTAssertTrue(bar.popItem(animated: false) === second)
            XCTAssertTrue(bar.topItem === first)
            XCTAssertTrue(bar.popItem(animated: false) === first)
            XCTAssertNil(bar.popItem(animated: false), "nothing left to pop")
            XCTAssertEqual(bar.items?.count, 0)
        }
    }

    func testSetItemsReplacesTheStackWithoutTheDelegate() {
        MainActor.assumeIsolated {
            let bar = UINavigationBar()
            let log = NavigationBarDelegateLog()
            bar.delegate = log
            let items = ["A", "B", "C"].map(UINavigationItem.init(title:))

            bar.setItems(items, animated: false)
            XCTAssertTrue(bar.topItem === items[2])
            XCTAssertTrue(bar.backItem === items[1])
            bar.items = [items[0]]

            XCTAssertTrue(bar.topItem === items[0])
            XCTAssertNil(bar.backItem)
            XCTAssertEqual(log.entries, [])
        }
    }

    func testTheDelegateIsAskedBeforeAndToldAfterEachPushAndPop() {
        MainActor.assumeIsolated {
            let bar = UINavigationBar()
            let log = NavigationBarDelegateLog()
            bar.delegate = log

            bar.pushItem(UINavigationItem(title: "One"), animated: false)
            bar.pushItem(UINavigationItem(title: "Two"), animated: false)
            bar.popItem(animated: false)

            XCTAssertEqual(
                log.entries,
                ["shouldPush One", "didPush One", "shouldPush Two", "didPush Two", "shouldPop Two", "didPop Two"])
        }
    }

    func testShouldPopReturningFalseKeepsTheItem() {
        MainActor.assumeIsolated {
            let bar = UINavigationBar()
            let log = NavigationBarDelegateLog()
            let items = [UINavigationItem(title: "One"), UINavigationItem(title: "Two")]
            bar.items = items
            bar.delegate = log
            log.allowsPop = false

            let popped = bar.popItem(animated: false)

            XCTAssertNil(popped)
            XCTAssertTrue(bar.topItem === items[1])
            XCTAssertEqual(log.entries, ["shouldPop Two"])
        }
    }

    func testShouldPushReturningFalseKeepsTheStack() {
        MainActor.assumeIsolated {
            let bar = UINavigationBar()
            let log = NavigationBarDelegateLog()
            bar.delegate = log
            log.allowsPush = false

            bar.pushItem(UINavigationItem(title: "One"), animated: false)

            XCTAssertEqual(bar.items?.count, 0)
            XCTAssertEqual(log.entries, ["shouldPush One"])
        }
    }

    func testAnAnimatedPushTellsTheDelegateWhenTheAnimationEnds() {
        MainActor.assumeIsolated {
            let (app, window, bar) = navigationBarWindow(items: [UINavigationItem(title: "One")])
            let log = NavigationBarDelegateLog()
            bar.delegate = log
            withExtendedLifetime(window) {
                bar.pushItem(UINavigationItem(title: "Two"), animated: true)
                app.runUntilIdle()
                XCTAssertEqual(log.entries, ["shouldPush Two"])
                app.advance(by: 0.2)
                XCTAssertEqual(log.entries, ["shouldPush Two"])
                app.advance(by: 0.2)
                XCTAssertEqual(log.entries, ["shouldPush Two", "didPush Two"])
            }
        }
    }

    func testTheBarIsFortyFourPointsTallAtAnyWidth() {
        MainActor.assumeIsolated {
            let bar = UINavigationBar()

            XCTAssertEqual(bar.sizeThatFits(CGSize(width: 320, height: 500)), CGSize(width: 320, height: 44))
            XCTAssertEqual(bar.intrinsicContentSize.height, 44)
            XCTAssertTrue(bar.isTranslucent)
            XCTAssertEqual(bar.barStyle, .default)
            XCTAssertEqual(bar.barPosition, .top)
        }
    }

    func testTheTopItemsTitleAndItemsAreShownAndFollowChanges() {
        MainActor.assumeIsolated {
            let item = UINavigationItem(title: "Inbox")
            item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
            item.leftBarButtonItem = UIBarButtonItem(title: "Filter", style: .plain, target: nil, action: nil)
            let (app, window, bar) = navigationBarWindow(items: [item])

            XCTAssertEqual(shownTexts(in: bar), ["Filter", "Inbox", "Edit"])
            item.title = "Mail"
            item.rightBarButtonItem?.title = "ignored for a system item"
            item.leftBarButtonItem?.title = "Sort"
            app.runUntilIdle()

            XCTAssertEqual(shownTexts(in: bar), ["Sort", "Mail", "Edit"])
            withExtendedLifetime(window) {}
        }
    }

    func testSideItemsSitSixteenPointsFromTheEdgesAndEightApart() {
        MainActor.assumeIsolated {
            let item = UINavigationItem(title: "T")
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            let b = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            let c = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
            item.leftBarButtonItems = [UIBarButtonItem(customView: a), UIBarButtonItem(customView: b)]
            item.rightBarButtonItems = [
                UIBarButtonItem(customView: c), .fixedSpace(10),
                UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))),
            ]
            let (_, window, bar) = navigationBarWindow(items: [item])

            XCTAssertEqual(a.convert(a.bounds, to: bar), CGRect(x: 16, y: 12, width: 30, height: 20))
            XCTAssertEqual(b.convert(b.bounds, to: bar), CGRect(x: 54, y: 12, width: 40, height: 20))
            XCTAssertEqual(c.convert(c.bounds, to: bar), CGRect(x: 360, y: 10, width: 24, height: 24))
            let last = item.rightBarButtonItems![2].customView!
            XCTAssertEqual(last.convert(last.bounds, to: bar).maxX, 360 - 8 - 10 - 8)
            withExtendedLifetime(window) {}
        }
    }

    func testATitleViewIsCentredAtItsOwnSize() {
        MainActor.assumeIsolated {
            let item = UINavigationItem(title: "Hidden")
            let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            item.titleView = titleView
            let (_, window, bar) = navigationBarWindow(items: [item])

            XCTAssertEqual(titleView.convert(titleView.bounds, to: bar), CGRect(x: 150, y: 7, width: 100, height: 30))
            XCTAssertEqual(shownTexts(in: bar), [])
            withExtendedLifetime(window) {}
        }
    }

    func testALongTitleMovesAwayFromTheItemsAndIsTruncated() {
        MainActor.assumeIsolated {
            let item = UINavigationItem(title: String(repeating: "Long title ", count: 8))
            item.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
            let (_, window, bar) = navigationBarWindow(items: [item])

            let labels = shownLabels(in: bar)
            XCTAssertEqual(labels.count, 2)
            let title = labels[0].frame
            let save = labels[1].frame
            XCTAssertEqual(title.minX, 16, accuracy: 0.5)
            XCTAssertLessThanOrEqual(title.maxX, save.minX - 8 + 0.5)
            withExtendedLifetime(window) {}
        }
    }
}
