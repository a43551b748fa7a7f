import Foundation

/// A control for choosing a date, a time, both, or a countdown's length, as iOS 17's: in the
/// `.wheels` style a picker view of the date's parts in the locale's order (November | 27 | 2026;
/// 7 | 35 | AM; Today | 7 | 35 | AM; 1 hour | 30 min); in the `.inline` style a month calendar
/// (with the time in a pill beneath it); in the `.compact` style (the automatic one, except for a
/// countdown) the date and time in pills that open the calendar or time wheels in a popover.
///
/// The user's changes send `.valueChanged` once the wheel they turned comes to rest or the day they
/// clicked is chosen; a date past `minimumDate` or `maximumDate` (ignored when the minimum is after
/// the maximum) turns the wheels back to the limit, and the wheels' rows and the calendar's days
/// wholly past them are dimmed.
/// Setting `date`, `countDownDuration` or any other property sends nothing.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker chooses.
    public enum Mode: Int, Sendable {
        /// Hours, minutes and, where the locale uses it, AM/PM.
        case time = 0
        /// Month, day and year, in the locale's order.
        case date = 1
        /// Day (weekday, month and day), hours, minutes and AM/PM.
        case dateAndTime = 2
        /// Hours and minutes of a duration, up to 23:59.
        case countDownTimer = 3
    }

    /// The size of the wheels.
    static let wheelsSize = CGSize(width: 320, height: 216)
    /// The longest countdown: 23 hours 59 minutes 59 seconds.
    static let longestCountDown: TimeInterval = 86_399

    let wheels = DatePickerWheels()
    private var dateStorage = Date()
    private var countDownStorage: TimeInterval = 0
    private var calendarStorage: Calendar?
    private var minuteIntervalStorage = 1
    /// The month calendar of the `.inline` style, and its time pill, once that style was shown.
    var calendarView: DatePickerCalendarView?
    var inlineTime: DatePickerCompactView?
    /// The pills of the `.compact` style, once that style was shown.
    var compactView: DatePickerCompactView?
    /// The calendar or time wheels opened from a pill, while open, and the wheels' data source.
    var popover: DatePickerPopover?
    var popoverWheels: DatePickerWheels?

    /// Creates a date picker; given no size, it takes its style's.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
        if frame.size == .zero { self.frame.size = intrinsicContentSize }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        wheels.onChange = { [unowned self] in wheelsChanged() }
        addSubview(wheels.pickerView)
        reconfigure()
    }

    // MARK: - Mode and style

    /// What the picker chooses; `.dateAndTime` by default.
    open var datePickerMode = Mode.dateAndTime {
        didSet { if datePickerMode != oldValue { reconfigure() } }
    }

    /// The style asked for; `.automatic` by default.
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic {
        didSet { if preferredDatePickerStyle != oldValue { reconfigure() } }
    }

    /// The style the picker shows: the preferred one, `.compact` for `.automatic`, and always
    /// `.wheels` for a countdown timer.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    // MARK: - Value

    /// The date chosen, kept between `minimumDate` and `maximumDate`; the moment the picker was made
    /// by default. Setting it sends nothing.
    open var date: Date {
        get { dateStorage }
        set { setDate(newValue, animated: false) }
    }

    /// Sets `date` (kept within the limits), turning the wheels there, sliding when `animated`.
    open func setDate(_ date: Date, animated: Bool) {
        dateStorage = clamped(date)
        showValue(animated: animated)
    }

    /// The earliest date the user can choose; none by default.
    open var minimumDate: Date? {
        didSet { setDate(dateStorage, animated: false) }
    }

    /// The latest date the user can choose; none by default.
    open var maximumDate: Date? {
        didSet { setDate(dateStorage, animated: false) }
    }

    /// The minutes the minute wheel offers are multiples of this; 1 by default. A value that is
    /// not between 1 and 30 or does not divide 60 is taken as 1.
    open var minuteInterval: Int {
        get { minuteIntervalStorage }
        set {
            let interval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
            guard interval != minuteIntervalStorage else { return }
            minuteIntervalStorage = interval
            reconfigure()
        }
    }

    /// The countdown's length in seconds, between 0 and 23:59:59; 0 by default. Setting it sends nothing.
    open var countDownDuration: TimeInterval {
        get { countDownStorage }
        set {
            countDownStorage = min(max(newValue.isFinite ? newValue : 0, 0), Self.longestCountDown)
            showValue(animated: false)
        }
    }

    /// The locale whose names and order the wheels follow; nil (the default) follows the current one.
    open var locale: Locale? {
        didSet { reconfigure() }
    }

    /// The calendar the date's parts are worked out in; `Calendar.current` unless set (nil sets it back).
    open var calendar: Calendar! {
        get { calendarStorage ?? Calendar.current }
        set {
            calendarStorage = newValue
            reconfigure()
        }
    }

    /// The time zone the date is shown in; nil (the default) uses the calendar's.
    open var timeZone: TimeZone? {
        didSet { reconfigure() }
    }

    // MARK: - Layout

    open override var intrinsicContentSize: CGSize { styleSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { styleSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutStyle()
    }

    // MARK: - Internals

    /// The calendar in the picker's locale and time zone.
    var effectiveCalendar: Calendar {
        var calendar = self.calendar ?? .current
        if let locale { calendar.locale = locale }
        if let timeZone { calendar.timeZone = timeZone }
        return calendar
    }

    /// The limits in force: none when the minimum is after the maximum.
    var limits: (minimum: Date?, maximum: Date?) {
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return (nil, nil) }
        return (minimumDate, maximumDate)
    }

    /// `date` within the limits in force.
    func clamped(_ date: Date) -> Date {
        var result = date
        if let minimum = limits.minimum { result = max(result, minimum) }
        if let maximum = limits.maximum { result = min(result, maximum) }
        return result
    }

    private func reconfigure() {
        wheels.configure(mode: datePickerMode, calendar: effectiveCalendar, minuteInterval: minuteInterval)
        showStyle()
        showValue(animated: false)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Shows the value in the wheels, and in the calendar and pills where they are shown.
    func showValue(animated: Bool) {
        if datePickerMode == .countDownTimer {
            wheels.show(countDown: countDownStorage, animated: animated)
            return
        }
        (wheels.minimumDate, wheels.maximumDate) = limits
        wheels.show(dateStorage, animated: animated)
        wheels.pickerView.refreshVisibleRows()
        showDateInStyle()
    }

    /// The user chose `date` in the calendar or the popover's wheels: the value follows it (within
    /// the limits) and, if it changed, the targets hear `.valueChanged`.
    func userChose(_ date: Date) {
        let chosen = clamped(date)
        guard chosen != dateStorage else { return showValue(animated: true) }
        dateStorage = chosen
        showValue(animated: true)
        sendValueChanged(with: nil)
    }

    /// A wheel came to rest: the value follows it (within the limits, turning the wheels back past
    /// them) and, if it changed, the targets hear `.valueChanged`.
    private func wheelsChanged() {
        guard datePickerMode == .countDownTimer else { return userChose(wheels.date(from: dateStorage)) }
        let chosen = max(wheels.countDown, TimeInterval(minuteInterval * 60))
        if chosen != wheels.countDown { wheels.show(countDown: chosen, animated: true) }
        guard chosen != countDownStorage else { return }
        countDownStorage = chosen
        sendValueChanged(with: nil)
    }
}
