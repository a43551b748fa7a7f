import Foundation

/// The `.inline` and `.compact` styles: making their views when first shown, placing them, showing
/// the date in them, and the popover a compact pill opens.
extension UIDatePicker {
    /// The height of the inline style's time row, and the size of the time wheels a pill opens.
    static let inlineTimeRowHeight: CGFloat = 44
    static let popoverWheelsSize = CGSize(width: 240, height: 216)

    /// The size the resolved style takes.
    var styleSize: CGSize {
        switch datePickerStyle {
        case .wheels, .automatic: Self.wheelsSize
        case .compact: compactView?.intrinsicContentSize ?? .zero
        case .inline: CGSize(width: DatePickerCalendarView.size.width, height: inlineCalendarHeight + inlineTimeHeight)
        }
    }

    private var inlineCalendarHeight: CGFloat { datePickerMode == .time ? 0 : DatePickerCalendarView.size.height }
    private var inlineTimeHeight: CGFloat { datePickerMode == .date ? 0 : Self.inlineTimeRowHeight }

    /// Shows the resolved style's views (made the first time), hiding the others' and closing a popover.
    func showStyle() {
        let style = datePickerStyle
        let showsCalendar = style == .inline && datePickerMode != .time
        let showsInlineTime = style == .inline && datePickerMode != .date
        if showsCalendar && calendarView == nil {
            let calendarView = DatePickerCalendarView(frame: .zero)
            calendarView.onChoose = { [unowned self] day in userChose(day, keepingTimeOf: date) }
            addSubview(calendarView)
            self.calendarView = calendarView
        }
        if showsInlineTime && inlineTime == nil {
            inlineTime = makePills()
            inlineTime?.title = "Time"
        }
        if style == .compact && compactView == nil { compactView = makePills() }
        wheels.pickerView.isHidden = style != .wheels
        calendarView?.isHidden = !showsCalendar
        inlineTime?.isHidden = !showsInlineTime
        compactView?.isHidden = style != .compact
        popover?.close()
    }

    private func makePills() -> DatePickerCompactView {
        let pills = DatePickerCompactView(frame: .zero)
        pills.onOpen = { [unowned self] part, pill in open(part, from: pill) }
        addSubview(pills)
        return pills
    }

    func layOutStyle() {
        wheels.pickerView.frame = bounds
        compactView?.frame = bounds
        calendarView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: inlineCalendarHeight)
        inlineTime?.frame = CGRect(
            x: 0, y: inlineCalendarHeight, width: max(0, bounds.width - DatePickerCalendarView.sideMargin),
            height: inlineTimeHeight)
    }

    /// Shows the date in the calendar and the pills.
    func showDateInStyle() {
        let calendar = effectiveCalendar
        if let calendarView {
            calendarView.calendar = calendar
            (calendarView.minimumDate, calendarView.maximumDate) = limits
            calendarView.selectedDate = date
            calendarView.showMonth(of: date)
        }
        compactView?.show(date, mode: datePickerMode, calendar: calendar)
        inlineTime?.show(date, mode: .time, calendar: calendar)
    }

    /// The user chose the day starting at `day`: the date moves to it at `time`'s time of day.
    func userChose(_ day: Date, keepingTimeOf time: Date) {
        let calendar = effectiveCalendar
        var parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
        let clock = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: time)
        (parts.hour, parts.minute, parts.second, parts.nanosecond) = (
            clock.hour, clock.minute, clock.second, clock.nanosecond
        )
        userChose(calendar.date(from: parts) ?? day)
    }

    /// Opens the calendar (for the date pill) or time wheels (for the time pill) in a popover by
    /// `pill`; choosing a day closes it, the wheels change the time as they come to rest.
    func open(_ part: DatePickerCompactView.Part, from pill: DatePickerPill) {
        guard let window, popover == nil else { return }
        let content: UIView
        switch part {
        case .date:
            let calendarView = DatePickerCalendarView(frame: .zero)
            calendarView.calendar = effectiveCalendar
            (calendarView.minimumDate, calendarView.maximumDate) = limits
            calendarView.selectedDate = date
            calendarView.showMonth(of: date)
            calendarView.onChoose = { [unowned self] day in
                self.popover?.close()
                userChose(day, keepingTimeOf: date)
            }
            content = calendarView
        case .time:
            let timeWheels = DatePickerWheels()
            timeWheels.configure(mode: .time, calendar: effectiveCalendar, minuteInterval: minuteInterval)
            timeWheels.pickerView.frame.size = Self.popoverWheelsSize
            timeWheels.show(date, animated: false)
            timeWheels.onChange = { [unowned self, unowned timeWheels] in userChose(timeWheels.date(from: date)) }
            popoverWheels = timeWheels
            content = DatePickerPopoverWheels(wheels: timeWheels.pickerView)
        }
        let popover = DatePickerPopover(content: content)
        popover.onClose = { [weak self, weak pill] in
            pill?.isOpen = false
            self?.popover = nil
            self?.popoverWheels = nil
        }
        pill.isOpen = true
        popover.show(from: pill, in: window)
        self.popover = popover
    }
}

/// The time wheels in a popover, at their popover size.
final class DatePickerPopoverWheels: UIView {
    private let wheels: UIPickerView

    init(wheels: UIPickerView) {
        self.wheels = wheels
        super.init(frame: CGRect(origin: .zero, size: UIDatePicker.popoverWheelsSize))
        addSubview(wheels)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { UIDatePicker.popoverWheelsSize }

    override func layoutSubviews() {
        super.layoutSubviews()
        wheels.frame = bounds
    }
}
