import Foundation

/// The `.wheels` style of a date picker: a picker view whose components are the date's parts, with
/// this object as its data source and delegate, turning rows into a date and back.
///
/// The month, day, hour and minute wheels wrap round as iOS's do: their values repeat
/// `wrapCycles` times, a row's value is its index modulo the cycle, and a value is shown on the
/// row nearest the one the wheel is on (in the middle cycle when it is near an end).
@MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    /// How many times a wrapping wheel repeats its values, so it seems endless.
    static let wrapCycles = 100

    let pickerView = UIPickerView(frame: .zero)
    private(set) var columns: [DatePickerColumn] = []
    /// The calendar in the picker's time zone and locale, which every row is worked out with.
    private var calendar = Calendar(identifier: .gregorian)
    private var minuteInterval = 1
    private let dayFormatter = DateFormatter()
    private var firstDay = Date()
    private var dayCount = 0
    /// Told the date or duration the user brought the wheels to.
    var onChange: (() -> Void)?
    /// The date last shown, which rows are judged against.
    private var shownDate = Date()
    /// The limits: rows whose whole span is outside them are dimmed.
    var minimumDate: Date?
    var maximumDate: Date?

    init() {
        pickerView.dataSource = self
        pickerView.delegate = self
    }

    /// Takes the wheels `mode` needs in `calendar`'s locale (and time zone) and reloads them.
    func configure(mode: UIDatePicker.Mode, calendar: Calendar, minuteInterval: Int) {
        self.calendar = calendar
        self.minuteInterval = minuteInterval
        let locale = calendar.locale ?? .current
        columns = DatePickerColumn.columns(for: mode, locale: locale)
        dayFormatter.calendar = calendar
        dayFormatter.locale = locale
        dayFormatter.timeZone = calendar.timeZone
        dayFormatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
        firstDay = calendar.date(from: DatePickerColumn.firstDayComponents) ?? Date(timeIntervalSince1970: 0)
        let lastDay = calendar.date(from: DatePickerColumn.lastDayComponents) ?? firstDay
        dayCount = (calendar.dateComponents([.day], from: firstDay, to: lastDay).day ?? 0) + 1
        pickerView.reloadAllComponents()
    }

    // MARK: - Dates and rows

    /// Turns the wheels to `date`.
    func show(_ date: Date, animated: Bool) {
        shownDate = date
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        for (component, column) in columns.enumerated() {
            let row: Int
            switch column {
            case .month: row = (parts.month ?? 1) - 1
            case .day: row = (parts.day ?? 1) - 1
            case .year: row = (parts.year ?? 1) - 1
            case .dayOfEra:
                row = calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
            case .hour(let twelveHour): row = twelveHour ? (parts.hour ?? 0) % 12 : parts.hour ?? 0
            case .minute: row = (parts.minute ?? 0) / minuteInterval
            case .dayPeriod: row = (parts.hour ?? 0) < 12 ? 0 : 1
            case .countDownHours, .countDownMinutes: continue
            }
            pickerView.selectRow(
                self.row(showing: row, inComponent: component), inComponent: component, animated: animated)
        }
    }

    /// How many values `column` cycles through when it wraps round; nil when it does not.
    private func cycle(of column: DatePickerColumn) -> Int? {
        switch column {
        case .month: 12
        case .day: 31
        case .hour(let twelveHour): twelveHour ? 12 : 24
        case .minute: 60 / minuteInterval
        case .year, .dayOfEra, .dayPeriod, .countDownHours, .countDownMinutes: nil
        }
    }

    /// The value (0 for the first) that `row` of `component` shows.
    private func value(ofRow row: Int, inComponent component: Int) -> Int {
        cycle(of: columns[component]).map { row % $0 } ?? row
    }

    /// The row of `component` to show `value` on: for a wrapping wheel the nearest to the row it is on.
    private func row(showing value: Int, inComponent component: Int) -> Int {
        guard let length = cycle(of: columns[component]) else { return value }
        let current = pickerView.selectedRow(inComponent: component)
        let nearEnd = current < length || current >= length * (Self.wrapCycles - 1)
        let base = nearEnd ? length * (Self.wrapCycles / 2) : current - current % length
        let candidates = [base + value - length, base + value, base + value + length]
        return candidates.min { abs($0 - current) < abs($1 - current) } ?? base + value
    }

    /// Turns the countdown wheels to `duration` (whole minutes, rounded down to the interval).
    func show(countDown duration: TimeInterval, animated: Bool) {
        let minutes = Int(duration) / 60
        for (component, column) in columns.enumerated() {
            switch column {
            case .countDownHours: pickerView.selectRow(minutes / 60, inComponent: component, animated: animated)
            case .countDownMinutes:
                pickerView.selectRow(minutes % 60 / minuteInterval, inComponent: component, animated: animated)
            default: continue
            }
        }
    }

    /// The date the wheels show (with `replacement`'s row in its component, when given), on the day
    /// and at the time of `base` for the parts they lack, seconds dropped; a day past the end of its
    /// month becomes the month's last.
    func date(from base: Date, replacing replacement: (component: Int, row: Int)? = nil) -> Date {
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: base)
        var periodIsPM: Bool?
        var hour12: Int?
        for (component, column) in columns.enumerated() {
            let selected =
                replacement.flatMap { $0.component == component ? $0.row : nil }
                ?? pickerView.selectedRow(inComponent: component)
            let row = value(ofRow: selected, inComponent: component)
            switch column {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: parts.year = row + 1
            case .dayOfEra:
                let day = calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
                let dayParts = calendar.dateComponents([.era, .year, .month, .day], from: day)
                (parts.era, parts.year, parts.month, parts.day) = (
                    dayParts.era, dayParts.year, dayParts.month, dayParts.day
                )
            case .hour(let twelveHour): if twelveHour { hour12 = row } else { parts.hour = row }
            case .minute: parts.minute = row * minuteInterval
            case .dayPeriod: periodIsPM = row == 1
            case .countDownHours, .countDownMinutes: continue
            }
        }
        if let hour12 { parts.hour = hour12 + ((periodIsPM ?? ((parts.hour ?? 0) >= 12)) ? 12 : 0) }
        parts.second = 0
        if let day = parts.day {
            parts.day = 1
            let monthStart = calendar.date(from: parts) ?? base
            let length = calendar.range(of: .day, in: .month, for: monthStart)?.count ?? 31
            parts.day = min(day, length)
        }
        return calendar.date(from: parts) ?? base
    }

    /// The duration the countdown wheels show, in seconds.
    var countDown: TimeInterval {
        var minutes = 0
        for (component, column) in columns.enumerated() {
            let row = max(0, pickerView.selectedRow(inComponent: component))
            switch column {
            case .countDownHours: minutes += row * 60
            case .countDownMinutes: minutes += row * minuteInterval
            default: continue
            }
        }
        return TimeInterval(minutes * 60)
    }

    // MARK: - Data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        let column = columns[component]
        return switch column {
        case .month, .day, .hour, .minute: (cycle(of: column) ?? 1) * Self.wrapCycles
        case .year: 9999
        case .dayOfEra: dayCount
        case .dayPeriod: 2
        case .countDownHours: 24
        case .countDownMinutes: 60 / minuteInterval
        }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let natural = columns.map(\.naturalWidth)
        let spacing = UIPickerView.componentSpacing * CGFloat(max(columns.count - 1, 0))
        let available = pickerView.bounds.width - 2 * UIPickerView.sideMargin - spacing
        let total = natural.reduce(0, +)
        return (natural[component] * min(1, available / max(total, 1))).rounded(.down)
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        let row = value(ofRow: row, inComponent: component)
        switch columns[component] {
        case .month:
            let names = calendar.standaloneMonthSymbols
            return names.indices.contains(row) ? names[row] : "\(row + 1)"
        case .day, .year: return "\(row + 1)"
        case .dayOfEra:
            let day = calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
            return calendar.isDateInToday(day) ? "Today" : dayFormatter.string(from: day)
        case .hour(let twelveHour): return twelveHour ? "\(row == 0 ? 12 : row)" : twoDigits(row)
        case .minute: return twoDigits(row * minuteInterval)
        case .dayPeriod: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .countDownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countDownMinutes: return "\(row * minuteInterval) min"
        }
    }

    /// A dimmed title for a row whose span (the year, month, day, hour or minute it stands for, with
    /// the other wheels as they are) lies wholly outside the limits; nil for the others.
    func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? {
        guard minimumDate != nil || maximumDate != nil, !isAllowed(row, inComponent: component),
            let title = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        else { return nil }
        return NSAttributedString(string: title, attributes: [.foregroundColor: UIColor.tertiaryLabel])
    }

    private func isAllowed(_ row: Int, inComponent component: Int) -> Bool {
        let unit: Calendar.Component
        switch columns[component] {
        case .year: unit = .year
        case .month: unit = .month
        case .day, .dayOfEra: unit = .day
        case .hour, .dayPeriod: unit = .hour
        case .minute: unit = .minute
        case .countDownHours, .countDownMinutes: return true
        }
        let candidate = date(from: shownDate, replacing: (component, row))
        guard let span = calendar.dateInterval(of: unit, for: candidate) else { return true }
        if let minimumDate, span.end <= minimumDate { return false }
        if let maximumDate, span.start > maximumDate { return false }
        return true
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        onChange?()
    }

    private func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
