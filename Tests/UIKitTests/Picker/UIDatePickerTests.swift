import Foundation
import UIKitTesting
import XCTest

@testable import UIKit

/// A date picker on wheels in `mode` with US English names in UTC, showing 27 November 2026 at
/// 10:00, at its intrinsic size.
@MainActor
func usDatePicker(_ mode: UIDatePicker.Mode, locale: String = "en_US") -> UIDatePicker {
    let picker = UIDatePicker()
    picker.locale = Locale(identifier: locale)
    picker.calendar = Calendar(identifier: .gregorian)
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.preferredDatePickerStyle = .wheels
    picker.datePickerMode = mode
    picker.date = utcDate(2026, 11, 27, 10, 0)
    picker.frame.size = picker.intrinsicContentSize
    return picker
}

/// The moment `year`-`month`-`day` `hour`:`minute` in UTC.
func utcDate(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

/// The title of the row `component` of `picker`'s wheels has selected.
@MainActor
func shownTitle(_ picker: UIDatePicker, component: Int) -> String? {
    let wheels = picker.wheels.pickerView
    return (wheels.view(forRow: wheels.selectedRow(inComponent: component), forComponent: component) as? UILabel)?.text
}

final class UIDatePickerTests: XCTestCase {
    /// The middle of the day wheel (the second of month, day, year) of a picker at (40, 40).
    static let dayWheel = CGPoint(x: 230, y: 148)
    /// The middle of the minutes wheel of a countdown picker at (40, 40).
    static let minutesWheel = CGPoint(x: 268, y: 148)

    func testADatePickerChoosesDateAndTimeInCompactPills() {
        MainActor.assumeIsolated {
            let picker = UIDatePicker()

            XCTAssertEqual(picker.datePickerMode, .dateAndTime)
            XCTAssertEqual(picker.preferredDatePickerStyle, .automatic)
            XCTAssertEqual(picker.datePickerStyle, .compact)
            XCTAssertEqual(picker.frame.size.height, 34)
            XCTAssertEqual(picker.frame.size, picker.intrinsicContentSize)
            XCTAssertEqual(picker.minuteInterval, 1)
            XCTAssertEqual(picker.countDownDuration, 0)
            XCTAssertNil(picker.minimumDate)
            XCTAssertNil(picker.maximumDate)
            XCTAssertEqual(picker.calendar, Calendar.current)
            XCTAssertEqual(picker.date.timeIntervalSinceNow, 0, accuracy: 5)
        }
    }

    func testTheWheelsFollowTheLocalesOrder() {
        MainActor.assumeIsolated {
            XCTAssertEqual(usDatePicker(.date).wheels.columns, [.month, .day, .year])
            XCTAssertEqual(usDatePicker(.date, locale: "en_GB").wheels.columns, [.day, .month, .year])
            XCTAssertEqual(usDatePicker(.time).wheels.columns, [.hour(twelveHour: true), .minute, .dayPeriod])
            XCTAssertEqual(usDatePicker(.time, locale: "en_GB").wheels.columns, [.hour(twelveHour: false), .minute])
            XCTAssertEqual(
                usDatePicker(.dateAndTime).wheels.columns, [.dayOfEra, .hour(twelveHour: true), .minute, .dayPeriod])
            XCTAssertEqual(usDatePicker(.countDownTimer).wheels.columns, [.countDownHours, .countDownMinutes])
        }
    }

    func testTheWheelsShowTheDate() {
        MainActor.assumeIsolated {
            let picker = usDatePicker(.date)
            let (_, _) = pickerWindow(picker)

            let shown = (0..<3).map { shownTitle(picker, component: $0) }

            XCTAssertEqual(shown, ["November", "27", "2026"])
        }
    }

    func testScrollingTheDayWheelChangesTheDateAndSendsValueChangedOnce() {
        MainActor.assumeIsolated {
            let picker = usDatePicker(.date)
            let (app, window) = pickerWindow(picker)
            let counter = ValueChangeCounter(picker)

            app.slowDrag(from: Self.dayWheel, by: CGPoint(x: 0, y: -70), in: window)
            app.advance(by: 2)

            XCTAssertEqual(picker.date, utcDate(2026, 11, 29, 10, 0))
            XCTAssertEqual(counter.count, 1)
        }
    }

    func testSettingTheDateInCodeSendsNothing() {
        MainActor.assumeIsolated {
            let picker = usDatePicker(.date)
            let (app, _) = pickerWindow(picker)
            let counter = ValueChangeCounter(picker)

            picker.setDate(utcDate(2030, 1, 2), animated: true)
            app.advance(by: 2)
            picker.countDownDuration = 600

            XCTAssertEqual(picker.date, utcDate(2030, 1, 2))
            XCTAssertEqual(picker.wheels.pickerView.selectedRow(inComponent: 2), 2029)
            XCTAssertEqual(counter.count, 0)
        }
    }

    func testDatesAreKeptBetweenTheMinimumAndMaximum() {
        MainActor.assumeIsolated {
            let picker = usDatePicker(.date)
            picker.minimumDate = utcDate(2026, 1, 1)
            picker.maximumDate = utcDate(2026, 12, 31)

            picker.date = utcDate(2027, 6, 1)
            XCTAssertEqual(picker.date, utcDate(2026, 12, 31))
            picker.date = utcDate(2020, 6, 1)
            XCTAssertEqual(picker.date, utcDate(2026, 1, 1))
            picker.minimumDate = utcDate(2030, 1, 1)
            picker.date = utcDate(2020, 6, 1)

            XCTAssertEqual(picker.date, utcDate(2020, 6, 1), "a minimum after the maximum is ignored")
        }
    }

    func testScrollingPastTheMaximumTurnsTheWheelBackToIt() {
        MainActor.assumeIsolated {
            let picker = usDatePicker(.date)
            picker.maximumDate = utcDate(2026, 11, 28, 10, 0)
            let (app, window) = pickerWindow(picker)
            let counter = ValueChangeCounter(picker)

            app.slowDrag(from: Self.dayWheel, by: CGPoint(x: 0, y: -70), in: window)
            app.advance(by: 2)

            XCTAssertEqual(picker.date, utcDate(2026, 11, 28, 10, 0))
            XCTAssertEqual(shownTitle(picker, component: 1), "28")
            XCTAssertEqual(counter.count, 1)
        }
    }

    func testRowsPastTheMaximumAreDimmed() {
        MainActor.assumeIsolated {
            let picker = usDatePicker(.date)
            picker.maximumDate = utcDate(2026, 11, 28, 10, 0)
            let (_, _) = pickerWindow(picker)
            let wheels = picker.wheels.pickerView
            let today = wheels.selectedRow(inComponent: 1)

            let day28 = wheels.view(forRow: today + 1, forComponent: 1) as? UILabel
            let day29 = wheels.view(forRow: today + 2, forComponent: 1) as? UILabel
            let year2027 = wheels.view(forRow: 2026, forComponent: 2) as? UILabel

            XCTAssertEqual(day28?.text, "28")
            XCTAssertEqual(day28?.textColor, .label)
            XCTAssertEqual(day29?.text, "29")
            XCTAssertEqual(day29?.textColor, .tertiaryLabel)
            XCTAssertEqual(year2027?.textColor, .tertiaryLabel)
            picker.maximumDate = nil
            XCTAssertEqual((wheels.view(forRow: today + 2, forComponent: 1) as? UILabel)?.textColor, .label)
        }
    }

    func testTheCountDownDurationFollowsTheWheelsAndStaysUnderADay() {
        MainActor.assumeIsolated {
            let picker = usDatePicker(.countDownTimer)
            picker.countDownDuration = 100_000
            XCTAssertEqual(picker.countDownDuration, 86_399)
            picker.countDownDuration = 90 * 60
            let (app, window) = pickerWindow(picker)
            let counter = ValueChangeCounter(picker)
            let wheels = picker.wheels.pickerView
            XCTAssertEqual([wheels.selectedRow(inComponent: 0), wheels.selectedRow(inComponent: 1)], [1, 30])

            app.slowDrag(from: Self.minutesWheel, by: CGPoint(x: 0, y: -70), in: window)
            app.advance(by: 2)

            XCTAssertEqual(picker.countDownDuration, 92 * 60)
            XCTAssertEqual(counter.count, 1)
        }
    }

    func testTheMonthWheelWrapsRoundFromDecemberToJanuary() {
        MainActor.assumeIsolated {
            let picker = usDatePicker(.date)
            picker.date = utcDate(2026, 12, 15)
            let (app, window) = pickerWindow(picker)
            let counter = ValueChangeCounter(picker)

            app.slowDrag(from: CGPoint(x: 120, y: 148), by: CGPoint(x: 0, y: -35), in: window)
            app.advance(by: 2)

            XCTAssertEqual(shownTitle(picker, component: 0), "January")
            XCTAssertEqual(picker.date, utcDate(2026, 1, 15), "the year wheel is not turned")
            XCTAssertEqual(counter.count, 1)
        }
    }

    func testAMinuteIntervalThatDoesNotDivideAnHourIsTakenAsOne() {
        MainActor.assumeIsolated {
            let picker = usDatePicker(.time)
            picker.minuteInterval = 15
            XCTAssertEqual(picker.wheels.pickerView.numberOfRows(inComponent: 1), 4 * DatePickerWheels.wrapCycles)

            picker.minuteInterval = 7

            XCTAssertEqual(picker.minuteInterval, 1)
            XCTAssertEqual(picker.wheels.pickerView.numberOfRows(inComponent: 1), 60 * DatePickerWheels.wrapCycles)
        }
    }
}
