import Foundation

/// The month calendar of a date picker's `.inline` style, as iOS 17 draws it: the month and year
/// with arrows to the months before and after, the weekdays' short names, and the days in a grid
/// of seven columns, the chosen day circled in a light wash of the tint colour with its number in
/// the tint colour, today's number in the tint colour, days out of range dimmed.
///
/// Clicking a day in range tells `onChoose` its start; the arrows only turn the month shown.
final class DatePickerCalendarView: UIView {
    /// The heights of the header, the weekday row and a week, and the margin on either side.
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 24
    static let weekHeight: CGFloat = 44
    static let sideMargin: CGFloat = 12
    /// The width of the area at the header's right that each arrow answers in.
    static let arrowWidth: CGFloat = 44
    /// Six weeks: the most a month spans.
    static let size = CGSize(width: 320, height: headerHeight + weekdayHeight + 6 * weekHeight)

    var calendar = Calendar(identifier: .gregorian) {
        didSet { refresh() }
    }
    /// The chosen date; its day is circled when its month is shown.
    var selectedDate = Date() {
        didSet { refresh() }
    }
    /// The first day that may be chosen and the last; nil for no limit.
    var minimumDate: Date?
    var maximumDate: Date?
    /// The start of the month shown.
    private(set) var shownMonth = Date()
    var onChoose: ((Date) -> Void)?

    private let monthLabel = UILabel(frame: .zero)
    private let previousArrow = DatePickerChevron(pointsForward: false)
    private let nextArrow = DatePickerChevron(pointsForward: true)
    private var weekdayLabels: [UILabel] = []
    private var dayLabels: [UILabel] = []
    private let selectionCircle = UIView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        monthLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        selectionCircle.isHidden = true
        for view in [monthLabel, previousArrow, nextArrow, selectionCircle] as [UIView] { addSubview(view) }
        for _ in 0..<7 {
            let label = UILabel(frame: .zero)
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.textColor = .tertiaryLabel
            label.textAlignment = .center
            weekdayLabels.append(label)
            addSubview(label)
        }
        for _ in 0..<42 {
            let label = UILabel(frame: .zero)
            label.textAlignment = .center
            dayLabels.append(label)
            addSubview(label)
        }
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.addHandler { [weak self] tap in self?.tapped(tap) }
        addGestureRecognizer(tap)
        showMonth(of: selectedDate)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var intrinsicContentSize: CGSize { Self.size }

    override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    /// Shows the month holding `date`.
    func showMonth(of date: Date) {
        shownMonth = calendar.dateInterval(of: .month, for: date)?.start ?? date
        refresh()
    }

    // MARK: - Grid

    /// How many days the grid leaves blank before the 1st, so it falls under its weekday.
    private var leadingBlanks: Int {
        (calendar.component(.weekday, from: shownMonth) - calendar.firstWeekday + 7) % 7
    }

    private var daysInMonth: Int {
        calendar.range(of: .day, in: .month, for: shownMonth)?.count ?? 30
    }

    private var cellWidth: CGFloat { (bounds.width - 2 * Self.sideMargin) / 7 }

    /// The frame of grid cell `index` (0 is the first column of the first week).
    private func cellFrame(_ index: Int) -> CGRect {
        CGRect(
            x: Self.sideMargin + CGFloat(index % 7) * cellWidth,
            y: Self.headerHeight + Self.weekdayHeight + CGFloat(index / 7) * Self.weekHeight,
            width: cellWidth, height: Self.weekHeight)
    }

    private func day(_ number: Int) -> Date {
        calendar.date(byAdding: .day, value: number - 1, to: shownMonth) ?? shownMonth
    }

    /// Whether the day starting at `start` has some moment within the limits.
    private func isInRange(_ start: Date) -> Bool {
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start
        if let minimumDate, end <= minimumDate { return false }
        if let maximumDate, start > maximumDate { return false }
        return true
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        monthLabel.frame = CGRect(
            x: Self.sideMargin + 8, y: 0, width: bounds.width / 2, height: Self.headerHeight)
        nextArrow.frame = CGRect(
            x: bounds.width - Self.sideMargin - Self.arrowWidth, y: 0, width: Self.arrowWidth,
            height: Self.headerHeight)
        previousArrow.frame = nextArrow.frame.offsetBy(dx: -Self.arrowWidth, dy: 0)
        for (column, label) in weekdayLabels.enumerated() {
            label.frame = CGRect(
                x: Self.sideMargin + CGFloat(column) * cellWidth, y: Self.headerHeight, width: cellWidth,
                height: Self.weekdayHeight)
        }
        refresh()
    }

    /// Shows the month's name, the weekdays and the days of `shownMonth`, circling the chosen one.
    private func refresh() {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = calendar.locale
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        monthLabel.text = formatter.string(from: shownMonth)
        let symbols = calendar.shortStandaloneWeekdaySymbols
        for (column, label) in weekdayLabels.enumerated() where symbols.count == 7 {
            label.text = symbols[(column + calendar.firstWeekday - 1) % 7].uppercased()
        }
        let blanks = leadingBlanks
        let count = daysInMonth
        let tint = tintColor ?? .systemBlue
        selectionCircle.isHidden = true
        for (index, label) in dayLabels.enumerated() {
            let number = index - blanks + 1
            guard number >= 1, number <= count else {
                label.isHidden = true
                continue
            }
            let start = day(number)
            let isSelected = calendar.isDate(start, inSameDayAs: selectedDate)
            label.isHidden = false
            label.text = "\(number)"
            label.frame = cellFrame(index)
            label.font = .systemFont(ofSize: 20, weight: isSelected ? .semibold : .regular)
            if !isInRange(start) {
                label.textColor = .tertiaryLabel
            } else if isSelected || calendar.isDateInToday(start) {
                label.textColor = tint
            } else {
                label.textColor = .label
            }
            if isSelected {
                let side = min(cellWidth, Self.weekHeight) - 2
                selectionCircle.frame = CGRect(
                    x: label.frame.midX - side / 2, y: label.frame.midY - side / 2, width: side, height: side)
                selectionCircle.layer.cornerRadius = side / 2
                selectionCircle.backgroundColor = tint.withAlphaComponent(0.12)
                selectionCircle.isHidden = false
            }
        }
    }

    // MARK: - Clicks

    private func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        let point = tap.location(in: self)
        if previousArrow.frame.contains(point) {
            showMonth(of: calendar.date(byAdding: .month, value: -1, to: shownMonth) ?? shownMonth)
        } else if nextArrow.frame.contains(point) {
            showMonth(of: calendar.date(byAdding: .month, value: 1, to: shownMonth) ?? shownMonth)
        } else if let index = (0..<42).first(where: { cellFrame($0).contains(point) }) {
            let number = index - leadingBlanks + 1
            guard number >= 1, number <= daysInMonth, isInRange(day(number)) else { return }
            onChoose?(day(number))
        }
    }
}

/// An arrow of the calendar's header: a chevron in the tint colour.
final class DatePickerChevron: UIView {
    private let pointsForward: Bool

    init(pointsForward: Bool) {
        self.pointsForward = pointsForward
        super.init(frame: .zero)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        let tip: CGFloat = pointsForward ? 5 : -5
        path.move(to: CGPoint(x: bounds.midX - tip, y: bounds.midY - 9))
        path.addLine(to: CGPoint(x: bounds.midX + tip, y: bounds.midY))
        path.addLine(to: CGPoint(x: bounds.midX - tip, y: bounds.midY + 9))
        path.lineWidth = 2.5
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        (tintColor ?? .systemBlue).setStroke()
        path.stroke()
    }
}
