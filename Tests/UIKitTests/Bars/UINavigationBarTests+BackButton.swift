import UIKit
import UIKitTesting
import XCTest

/// The back button's title rules and what tapping it does.
final class UINavigationBarBackButtonTests: XCTestCase {
    /// The texts shown for a bar holding `back` below an item titled "Top".
    @MainActor
    private static func texts(below back: UINavigationItem) -> [String] {
        let (_, window, bar) = navigationBarWindow(items: [back, UINavigationItem(title: "Top")])
        return withExtendedLifetime(window) { shownTexts(in: bar) }
    }

    func testTheBackButtonShowsThePreviousItemsTitle() {
        MainActor.assumeIsolated {
            XCTAssertEqual(Self.texts(below: UINavigationItem(title: "Inbox")), ["Inbox", "Top"])
        }
    }

    func testBackButtonTitleWinsOverTheTitleAndTheBackItemsTitleOverBoth() {
        MainActor.assumeIsolated {
            let back = UINavigationItem(title: "Inbox")
            back.backButtonTitle = "Mail"
            XCTAssertEqual(Self.texts(below: back), ["Mail", "Top"])

            back.backBarButtonItem = UIBarButtonItem(title: "Letters", style: .plain, target: nil, action: nil)
            XCTAssertEqual(Self.texts(below: back), ["Letters", "Top"])
        }
    }

    func testAnUntitledPreviousItemGivesBack() {
        MainActor.assumeIsolated {
            XCTAssertEqual(Self.texts(below: UINavigationItem()), ["Back", "Top"])
        }
    }

    func testATitleTooLongToFitBesideTheCentredTitleFallsBackToBack() {
        MainActor.assumeIsolated {
            let back = UINavigationItem(title: "All the messages of the last year")

            XCTAssertEqual(Self.texts(below: back), ["Back", "Top"])
        }
    }

    func testGenericModeSaysBackAndMinimalModeShowsTheChevronAlone() {
        MainActor.assumeIsolated {
            let back = UINavigationItem(title: "Inbox")
            back.backButtonDisplayMode = .generic
            XCTAssertEqual(Self.texts(below: back), ["Back", "Top"])

            back.backButtonDisplayMode = .minimal
            let (app, window, bar) = navigationBarWindow(items: [back, UINavigationItem(title: "Top")])
            XCTAssertEqual(shownTexts(in: bar), ["Top"])
            let chevron = app.presentedImage(of: window)!.textInk(
                in: CGRect(x: 0, y: 0, width: 60, height: 43), where: { $0.blue > 200 && $0.red < 100 })
            XCTAssertEqual(chevron?.minX ?? 0, 8, accuracy: 1)
            XCTAssertEqual(chevron?.width ?? 0, 12, accuracy: 1)
            XCTAssertEqual(chevron?.height ?? 0, 21, accuracy: 1)
        }
    }

    func testAHiddenBackButtonOrLeftItemsReplaceIt() {
        MainActor.assumeIsolated {
            let top = UINavigationItem(title: "Top")
            let (app, window, bar) = navigationBarWindow(items: [UINavigationItem(title: "Inbox"), top])
            withExtendedLifetime(window) {
                top.hidesBackButton = true
                app.runUntilIdle()
                XCTAssertEqual(shownTexts(in: bar), ["Top"])

                top.hidesBackButton = false
                top.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
                app.runUntilIdle()
                XCTAssertEqual(shownTexts(in: bar), ["Close", "Top"])

                top.leftItemsSupplementBackButton = true
                app.runUntilIdle()
                XCTAssertEqual(shownTexts(in: bar), ["Inbox", "Close", "Top"])
            }
        }
    }

    func testTappingTheBackButtonPopsAfterAskingTheDelegate() {
        MainActor.assumeIsolated {
            let (app, window, bar) = navigationBarWindow(items: [
                UINavigationItem(title: "Inbox"), UINavigationItem(title: "Top"),
            ])
            let log = NavigationBarDelegateLog()
            bar.delegate = log
            withExtendedLifetime(window) {
                log.allowsPop = false
                app.click(at: CGPoint(x: 20, y: 22), in: window)
                XCTAssertEqual(bar.items?.count, 2)

                log.allowsPop = true
                app.click(at: CGPoint(x: 20, y: 22), in: window)
                XCTAssertEqual(bar.items?.map(\.title), ["Inbox"])
                app.advance(by: 0.4)
                XCTAssertEqual(log.entries, ["shouldPop Top", "shouldPop Top", "didPop Top"])
                XCTAssertEqual(shownTexts(in: bar), ["Inbox"])
            }
        }
    }

    func testTappingTheBackButtonCallsTheHandlerInsteadOfPoppingWhenSet() {
        MainActor.assumeIsolated {
            let (app, window, bar) = navigationBarWindow(items: [
                UINavigationItem(title: "Inbox"), UINavigationItem(title: "Top"),
            ])
            let log = NavigationBarDelegateLog()
            bar.delegate = log
            var handled = 0
            bar.backButtonHandler = { handled += 1 }

            withExtendedLifetime(window) { app.click(at: CGPoint(x: 20, y: 22), in: window) }

            XCTAssertEqual(handled, 1)
            XCTAssertEqual(bar.items?.count, 2)
            XCTAssertEqual(log.entries, [])
        }
    }

    func testChangingTheBackItemsTitleUpdatesTheBackButton() {
        MainActor.assumeIsolated {
            let back = UINavigationItem(title: "Inbox")
            let (app, window, bar) = navigationBarWindow(items: [back, UINavigationItem(title: "Top")])

            back.title = "Archive"
            app.runUntilIdle()

            XCTAssertEqual(shownTexts(in: bar), ["Archive", "Top"])
            withExtendedLifetime(window) {}
        }
    }
}
