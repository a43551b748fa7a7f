import Foundation

/// What one wheel of a date picker's `.wheels` style stands for, and the order the locale puts
/// the wheels in.
enum DatePickerColumn: Equatable {
    case month
    case day
    case year
    /// Days from `DatePickerColumn.firstDay` ("Today", else "Tue Nov 27" in the locale's order).
    case dayOfEra
    /// Hours 1 to 12 (shown from 12) with `dayPeriod`, or 00 to 23.
    case hour(twelveHour: Bool)
    case minute
    /// AM and PM.
    case dayPeriod
    case countDownHours
    case countDownMinutes

    /// The first and last day the date-and-time wheel offers.
    static let firstDayComponents = DateComponents(year: 1900, month: 1, day: 1)
    static let lastDayComponents = DateComponents(year: 2100, month: 12, day: 31)

    /// The width the wheel asks for, before the date picker shares out its width.
    var naturalWidth: CGFloat {
        switch self {
        case .month: 150
        case .day: 60
        case .year: 90
        case .dayOfEra: 140
        case .hour, .minute, .dayPeriod: 60
        case .countDownHours, .countDownMinutes: 130
        }
    }

    /// The wheels for `mode` in `locale`'s order: the date parts as its long date format orders
    /// them, hours before minutes with AM/PM where its time format puts it (for 12-hour locales).
    static func columns(for mode: UIDatePicker.Mode, locale: Locale) -> [DatePickerColumn] {
        switch mode {
        case .date:
            let format = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d y"
            let parts: [(DatePickerColumn, Int)] = [
                (.month, firstIndex(of: "ML", in: format)), (.day, firstIndex(of: "d", in: format)),
                (.year, firstIndex(of: "y", in: format)),
            ]
            return parts.sorted { $0.1 < $1.1 }.map(\.0)
        case .time:
            return timeColumns(locale: locale)
        case .dateAndTime:
            return [.dayOfEra] + timeColumns(locale: locale)
        case .countDownTimer:
            return [.countDownHours, .countDownMinutes]
        }
    }

    private static func timeColumns(locale: Locale) -> [DatePickerColumn] {
        let format = DateFormatter.dateFormat(fromTemplate: "jm", options: 0, locale: locale) ?? "HH:mm"
        let period = firstIndex(of: "a", in: format)
        guard period < Int.max else { return [.hour(twelveHour: false), .minute] }
        let hour = firstIndex(of: "hHkK", in: format)
        return period < hour
            ? [.dayPeriod, .hour(twelveHour: true), .minute] : [.hour(twelveHour: true), .minute, .dayPeriod]
    }

    /// Where the first of `letters` comes in `format` outside quoted text; `Int.max` when absent.
    private static func firstIndex(of letters: String, in format: String) -> Int {
        var quoted = false
        for (index, character) in format.enumerated() {
            if character == "'" { quoted.toggle() }
            if !quoted && letters.contains(character) { return index }
        }
        return Int.max
    }
}
