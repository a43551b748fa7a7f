import Foundation
import UIKitTesting
import XCTest

@testable import UIKit

/// `picker` at (40, 40) at its intrinsic size in a white key window of 600×500.
@MainActor
private func styleWindow(_ picker: UIDatePicker) -> (HeadlessApp, UIWindow) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 500))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    picker.frame = CGRect(origin: CGPoint(x: 40, y: 40), size: picker.intrinsicContentSize)
    window.addSubview(picker)
    app.runUntilIdle()
    return (app, window)
}

extension UIDatePickerTests {
    /// Where day 29 of November 2026 (a Sunday, first column of the fifth week) is in a calendar.
    static let november29 = CGPoint(x: 33, y: 266)
    /// The arrow to the next month, and 1 December 2026 (a Tuesday) once December is shown.
    static let nextMonthArrow = CGPoint(x: 286, y: 22)
    static let december1 = CGPoint(x: 118, y: 90)

    func testTheStyleResolvesForTheMode() {
        MainActor.assumeIsolated {
            let picker = usDatePicker(.date)
            picker.preferredDatePickerStyle = .automatic
            XCTAssertEqual(picker.datePickerStyle, .compact)
            picker.preferredDatePickerStyle = .inline
            XCTAssertEqual(picker.datePickerStyle, .inline)
            XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 332))

            picker.datePickerMode = .countDownTimer

            XCTAssertEqual(picker.datePickerStyle, .wheels, "a countdown is always on wheels")
            XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 216))
        }
    }

    func testClickingADayInTheInlineCalendarChoosesItAtTheSameTime() {
        MainActor.assumeIsolated {
            let picker = usDatePicker(.date)
            picker.preferredDatePickerStyle = .inline
            let (app, window) = styleWindow(picker)
            let counter = ValueChangeCounter(picker)

            app.click(at: CGPoint(x: 40 + Self.november29.x, y: 40 + Self.november29.y), in: window)
            app.click(at: CGPoint(x: 40 + Self.november29.x, y: 40 + Self.november29.y), in: window)

            XCTAssertEqual(picker.date, utcDate(2026, 11, 29, 10, 0))
            XCTAssertEqual(counter.count, 1, "the day already chosen changes nothing")
        }
    }

    func testTheArrowTurnsTheMonthAndDaysPastTheMaximumCannotBeChosen() {
        MainActor.assumeIsolated {
            let picker = usDatePicker(.date)
            picker.preferredDatePickerStyle = .inline
            picker.maximumDate = utcDate(2026, 11, 30)
            let (app, window) = styleWindow(picker)
            let counter = ValueChangeCounter(picker)

            app.click(at: CGPoint(x: 40 + Self.nextMonthArrow.x, y: 40 + Self.nextMonthArrow.y), in: window)
            app.click(at: CGPoint(x: 40 + Self.december1.x, y: 40 + Self.december1.y), in: window)

            XCTAssertEqual(picker.date, utcDate(2026, 11, 27, 10, 0))
            XCTAssertEqual(counter.count, 0)
            picker.maximumDate = nil
            app.click(at: CGPoint(x: 40 + Self.nextMonthArrow.x, y: 40 + Self.nextMonthArrow.y), in: window)
            app.click(at: CGPoint(x: 40 + Self.december1.x, y: 40 + Self.december1.y), in: window)
            XCTAssertEqual(picker.date, utcDate(2026, 12, 1, 10, 0))
            XCTAssertEqual(counter.count, 1)
        }
    }

    func testTheCompactDatePillOpensTheCalendarAndADayClosesIt() {
        MainActor.assumeIsolated {
            let picker = usDatePicker(.dateAndTime)
            picker.preferredDatePickerStyle = .compact
            let (app, window) = styleWindow(picker)
            let counter = ValueChangeCounter(picker)
            let pill = picker.compactView!.datePill
            XCTAssertEqual(pill.label.text, "Nov 27, 2026")
            XCTAssertEqual(picker.compactView!.timePill.label.text?.hasPrefix("10:00"), true)

            app.click(at: pill.convert(CGPoint(x: pill.bounds.midX, y: pill.bounds.midY), to: window), in: window)
            let popup = picker.popover?.window
            XCTAssertNotNil(popup)
            XCTAssertTrue(popup?.isKeyWindow == true, "the calendar opens in a popup window of its own")
            let pillOnScreen = window.convert(pill.convert(pill.bounds, to: window), to: nil as UIWindow?)
            XCTAssertEqual(popup?.frame.minY ?? 0, pillOnScreen.maxY + 6, accuracy: 1, "just below the pill")
            XCTAssertEqual(
                popup?.frame.minX ?? -1, max(0, pillOnScreen.maxX - (popup?.frame.width ?? 0)), accuracy: 1,
                "its trailing edge on the pill's, kept on the screen")
            let card = picker.popover?.card
            let day = card?.convert(Self.november29, to: popup) ?? .zero
            app.click(at: day, in: popup!)

            XCTAssertNil(picker.popover)
            XCTAssertEqual(popup?.isHidden, true)
            XCTAssertTrue(window.isKeyWindow, "the picker's window is key again")
            XCTAssertEqual(picker.date, utcDate(2026, 11, 29, 10, 0))
            XCTAssertEqual(pill.label.text, "Nov 29, 2026")
            XCTAssertEqual(counter.count, 1)
        }
    }

    func testTheCompactTimePillOpensTimeWheelsAndAClickOutsideClosesThem() {
        MainActor.assumeIsolated {
            let picker = usDatePicker(.time)
            picker.preferredDatePickerStyle = .compact
            let (app, window) = styleWindow(picker)
            let counter = ValueChangeCounter(picker)
            let pill = picker.compactView!.timePill
            XCTAssertTrue(picker.compactView!.datePill.isHidden)

            app.click(at: pill.convert(CGPoint(x: pill.bounds.midX, y: pill.bounds.midY), to: window), in: window)
            XCTAssertEqual(pill.label.textColor, picker.tintColor, "the open pill's text is tinted")
            let card = picker.popover?.card
            let popup = picker.popover!.window
            let hour = card?.convert(CGPoint(x: 60, y: 108), to: popup) ?? .zero
            app.slowDrag(from: hour, by: CGPoint(x: 0, y: 70), in: popup)
            app.advance(by: 2)
            // A click in the picker's window closes the popup.
            app.click(at: CGPoint(x: 590, y: 490), in: window)

            XCTAssertEqual(picker.date, utcDate(2026, 11, 27, 8, 0))
            XCTAssertEqual(counter.count, 1)
            XCTAssertNil(picker.popover)
            XCTAssertEqual(pill.label.textColor, .label)
        }
    }
}
