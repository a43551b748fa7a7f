import UIKit
import UIKitTesting
import XCTest

/// A bar whose top item has `right` as its only right item, which sits at x 300–384.
@MainActor
private func barWithRightItem(_ right: UIBarButtonItem) -> (HeadlessApp, UIWindow, UINavigationBar) {
    let item = UINavigationItem(title: "T")
    item.rightBarButtonItem = right
    return navigationBarWindow(items: [item])
}

/// A point inside the right item of `barWithRightItem(_:)`.
private let rightItemPoint = CGPoint(x: 370, y: 22)

final class UIBarButtonItemTests: XCTestCase {
    func testInitializersSetTheItemsContent() {
        MainActor.assumeIsolated {
            let target = BarItemTarget()
            let titled = UIBarButtonItem(title: "Edit", style: .done, target: target, action: BarItemTarget.count)
            let image = UIImage()
            let imaged = UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)
            let system = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
            let view = UIView()
            let custom = UIBarButtonItem(customView: view)

            XCTAssertEqual(titled.title, "Edit")
            XCTAssertEqual(titled.style, .done)
            XCTAssertTrue(titled.target === target)
            XCTAssertNil(titled.action)
            XCTAssertTrue(imaged.image === image)
            XCTAssertNil(system.title)
            XCTAssertTrue(custom.customView === view)
            XCTAssertTrue(UIBarButtonItem().isEnabled)
            XCTAssertEqual(UIBarButtonItem.fixedSpace(12).width, 12)
        }
    }

    func testAPrimaryActionGivesItsTitleAndImage() {
        MainActor.assumeIsolated {
            let image = UIImage()
            let action = UIAction(title: "Share", image: image) { _ in }
            let menu = UIMenu(title: "More", children: [UIAction(title: "Copy") { _ in }])

            let item = UIBarButtonItem(primaryAction: action, menu: menu)
            let titled = UIBarButtonItem(title: "Own", primaryAction: action)

            XCTAssertEqual(item.title, "Share")
            XCTAssertTrue(item.image === image)
            XCTAssertTrue(item.menu === menu)
            XCTAssertEqual(titled.title, "Own")
            XCTAssertNil(UIBarButtonItem(systemItem: .done, primaryAction: action).title)
        }
    }

    func testSystemTextItemsShowTheirEnglishTitlesAndDoneIsSemibold() {
        MainActor.assumeIsolated {
            let item = UINavigationItem(title: "T")
            item.leftBarButtonItems = [.cancel, .undo].map { UIBarButtonItem(systemItem: $0) }
            item.rightBarButtonItems = [.done, .save, .edit, .redo].map { UIBarButtonItem(systemItem: $0) }
            let (_, window, bar) = navigationBarWindow(items: [item])

            XCTAssertEqual(shownTexts(in: bar), ["Cancel", "Undo", "T", "Redo", "Edit", "Save", "Done"])
            XCTAssertEqual(item.rightBarButtonItem?.style, .done)
            XCTAssertEqual(item.leftBarButtonItem?.style, .plain)
            withExtendedLifetime(window) {}
        }
    }

    func testTappingAnItemCallsItsTypedActionWithOrWithoutTheSender() {
        MainActor.assumeIsolated {
            let target = BarItemTarget()
            let plain = UIBarButtonItem(title: "A", style: .plain, target: target, action: BarItemTarget.count)
            let withSender = UIBarButtonItem(
                title: "B", style: .plain, target: target, action: BarItemTarget.record)
            let item = UINavigationItem(title: "T")
            item.leftBarButtonItem = plain
            item.rightBarButtonItem = withSender
            let (app, window, _) = navigationBarWindow(items: [item])

            withExtendedLifetime(window) {
                app.click(at: CGPoint(x: 20, y: 22), in: window)
                app.click(at: CGPoint(x: 380, y: 22), in: window)
            }

            XCTAssertEqual(target.calls, 1)
            XCTAssertEqual(target.senders.count, 1)
            XCTAssertTrue(target.senders.first === withSender)
        }
    }

    func testAPrimaryActionIsPerformedWithTheItemAsSender() {
        MainActor.assumeIsolated {
            var senders: [UIBarButtonItem?] = []
            let right = UIBarButtonItem(
                systemItem: .add, primaryAction: UIAction { senders.append($0.sender as? UIBarButtonItem) })
            let (app, window, _) = barWithRightItem(right)

            withExtendedLifetime(window) { app.click(at: rightItemPoint, in: window) }

            XCTAssertEqual(senders.count, 1)
            XCTAssertTrue(senders.first! === right)
        }
    }

    func testADeallocatedTargetIsNotCalled() {
        MainActor.assumeIsolated {
            var target: BarItemTarget? = BarItemTarget()
            weak let weakTarget = target
            let right = UIBarButtonItem(title: "Go", style: .plain, target: target!, action: BarItemTarget.count)
            let (app, window, _) = barWithRightItem(right)

            target = nil
            withExtendedLifetime(window) { app.click(at: rightItemPoint, in: window) }

            XCTAssertNil(weakTarget, "the item holds its target weakly")
            XCTAssertNil(right.target)
        }
    }

    func testADisabledItemDoesNotFire() {
        MainActor.assumeIsolated {
            let target = BarItemTarget()
            let right = UIBarButtonItem(title: "Go", style: .plain, target: target, action: BarItemTarget.count)
            let (app, window, _) = barWithRightItem(right)

            right.isEnabled = false
            app.runUntilIdle()
            withExtendedLifetime(window) { app.click(at: rightItemPoint, in: window) }
            XCTAssertEqual(target.calls, 0)

            right.isEnabled = true
            app.runUntilIdle()
            withExtendedLifetime(window) { app.click(at: rightItemPoint, in: window) }
            XCTAssertEqual(target.calls, 1)
        }
    }

    func testANamedActionIsSentToItsTarget() {
        MainActor.assumeIsolated {
            let responder = NamedActionResponder()
            let right = UIBarButtonItem(title: "Go", style: .plain, target: responder, action: "go:")
            let (app, window, _) = barWithRightItem(right)

            withExtendedLifetime(window) { app.click(at: rightItemPoint, in: window) }

            XCTAssertEqual(responder.performed, ["go:"])
        }
    }

    func testTheWidestPossibleTitleSizesTheItem() {
        MainActor.assumeIsolated {
            let right = UIBarButtonItem(title: "On", style: .plain, target: nil, action: nil)
            right.possibleTitles = ["On", "Switched off"]
            let (app, window, bar) = barWithRightItem(right)
            let wide = shownLabels(in: bar).last!.frame

            right.possibleTitles = nil
            app.runUntilIdle()
            let narrow = shownLabels(in: bar).last!.frame

            XCTAssertEqual(wide.maxX, 384)
            XCTAssertEqual(narrow.maxX, 384)
            XCTAssertGreaterThan(wide.width, narrow.width * 2)
            withExtendedLifetime(window) {}
        }
    }
}

/// A responder performing the named action "go:".
@MainActor
private final class NamedActionResponder: UIResponder {
    var performed: [String] = []

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == "go:"
    }

    override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) -> Bool {
        guard action == "go:" else { return false }
        performed.append(action.name)
        return true
    }
}
