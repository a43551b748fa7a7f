import UIKit
import UIKitTesting
import XCTest

/// Where the buttons are, found by tapping: rows, columns, the action sheet's cancel block,
/// dragging across buttons, disabled buttons.
final class AlertTouchTests: XCTestCase {
    func testTwoShortActionsShareARowWithTheCancelActionOnTheLeft() {
        MainActor.assumeIsolated {
            let log = ChoiceLog()
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            alert.addAction(log.action("OK"))
            alert.addAction(log.action("Cancel", .cancel))
            let shown = ShownAlert(alert)

            shown.tap(shown.point(y: -22, across: 0.25))
            shown.tap(shown.point(y: -22, across: 0.75))
            shown.tap(shown.point(y: -66))

            XCTAssertEqual(log.chosen, ["Cancel", "OK"])
            withExtendedLifetime(shown) {}
        }
    }

    func testThreeActionsStandInAColumnWithTheCancelActionLast() {
        MainActor.assumeIsolated {
            let log = ChoiceLog()
            let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
            alert.addAction(log.action("First"))
            alert.addAction(log.action("Cancel", .cancel))
            alert.addAction(log.action("Second"))
            let shown = ShownAlert(alert)

            shown.tap(shown.point(y: -22, across: 0.1))
            shown.tap(shown.point(y: -66, across: 0.9))
            shown.tap(shown.point(y: -110))

            XCTAssertEqual(log.chosen, ["Cancel", "Second", "First"])
            withExtendedLifetime(shown) {}
        }
    }

    func testTwoTitlesTooLongForHalfTheWidthStandInAColumn() {
        MainActor.assumeIsolated {
            let log = ChoiceLog()
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            alert.addAction(log.action("Remove from every device"))
            alert.addAction(log.action("Keep it", .cancel))
            let shown = ShownAlert(alert)

            shown.tap(shown.point(y: -22, across: 0.9))
            shown.tap(shown.point(y: -66, across: 0.1))

            XCTAssertEqual(log.chosen, ["Keep it", "Remove from every device"])
            withExtendedLifetime(shown) {}
        }
    }

    func testAnActionSheetsCancelActionHasItsOwnBlockBelowAGap() {
        MainActor.assumeIsolated {
            let log = ChoiceLog()
            let sheet = UIAlertController(title: "Share", message: "Pick a way", preferredStyle: .actionSheet)
            sheet.addAction(log.action("Cancel", .cancel))
            sheet.addAction(log.action("Mail"))
            sheet.addAction(log.action("Print"))
            let shown = ShownAlert(sheet)

            shown.tap(shown.point(y: -28))
            shown.tap(shown.point(y: -61))
            shown.tap(shown.point(y: -57 - 8 - 28))
            shown.tap(shown.point(y: -57 - 8 - 57 - 28))

            XCTAssertEqual(shown.card.width, 384)
            XCTAssertEqual(log.chosen, ["Cancel", "Print", "Mail"])
            XCTAssertEqual(shown.color(at: shown.point(y: -61, across: 0.1)), RGBA(0, 0, 0))
            XCTAssertEqual(shown.color(at: shown.point(y: -28, across: 0.05)), RGBA(255, 255, 255))
            withExtendedLifetime(shown) {}
        }
    }

    func testTheHighlightFollowsADragAcrossButtonsAndTheReleaseChoosesTheLastOne() {
        MainActor.assumeIsolated {
            let log = ChoiceLog()
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            alert.addAction(log.action("First"))
            alert.addAction(log.action("Second"))
            alert.addAction(log.action("Cancel", .cancel))
            let shown = ShownAlert(alert)
            let first = shown.point(y: -110, across: 0.05)
            let second = shown.point(y: -66, across: 0.05)
            let plain = shown.color(at: first)

            shown.app.pointerDown(at: shown.point(y: -110), in: shown.window)
            let firstWhileOnFirst = shown.color(at: first)
            shown.app.pointerMove(to: shown.point(y: -66), in: shown.window)
            let firstWhileOnSecond = shown.color(at: first)
            let secondWhileOnSecond = shown.color(at: second)
            shown.app.pointerUp(at: shown.point(y: -66), in: shown.window)

            XCTAssertLessThan(Int(firstWhileOnFirst.green) + 10, Int(plain.green))
            XCTAssertEqual(firstWhileOnSecond, plain)
            XCTAssertEqual(secondWhileOnSecond, firstWhileOnFirst)
            XCTAssertEqual(shown.color(at: second), plain)
            XCTAssertEqual(log.chosen, ["Second"])
            withExtendedLifetime(shown) {}
        }
    }

    func testReleasingOutsideTheButtonsChoosesNothing() {
        MainActor.assumeIsolated {
            let log = ChoiceLog()
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            alert.addAction(log.action("OK"))
            let shown = ShownAlert(alert)
            let button = shown.point(y: -22, across: 0.05)
            let plain = shown.color(at: button)

            shown.app.pointerDown(at: shown.point(y: -22), in: shown.window)
            shown.app.pointerMove(to: shown.point(y: 10), in: shown.window)
            shown.app.pointerUp(at: CGPoint(x: 5, y: 5), in: shown.window)
            shown.tap(shown.point(y: 10))

            XCTAssertEqual(log.chosen, [])
            XCTAssertEqual(shown.color(at: button), plain)
            withExtendedLifetime(shown) {}
        }
    }

    func testADisabledActionIsGreyAndCannotBeChosenUntilEnabled() {
        MainActor.assumeIsolated {
            let log = ChoiceLog()
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            let save = log.action("Save")
            save.isEnabled = false
            alert.addAction(save)
            let shown = ShownAlert(alert)
            let row = shown.bottomRow
            let isBlue = { (pixel: RGBA) in Int(pixel.blue) > Int(pixel.red) + 80 }
            let isGrey = { (pixel: RGBA) in pixel.red < 180 && abs(Int(pixel.red) - Int(pixel.blue)) < 12 }

            shown.tap(shown.point(y: -22))
            let blueWhileDisabled = shown.inkCount(in: row, where: isBlue)
            let greyWhileDisabled = shown.inkCount(in: row, where: isGrey)
            save.isEnabled = true
            shown.app.runUntilIdle()
            shown.tap(shown.point(y: -22))

            XCTAssertEqual(log.chosen, ["Save"])
            XCTAssertEqual(blueWhileDisabled, 0)
            XCTAssertGreaterThan(greyWhileDisabled, 20)
            XCTAssertGreaterThan(shown.inkCount(in: row, where: isBlue), 20)
            withExtendedLifetime(shown) {}
        }
    }
}
