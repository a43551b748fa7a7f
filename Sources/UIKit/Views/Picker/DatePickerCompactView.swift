import Foundation

/// The `.compact` style of a date picker, as iOS 17 draws it: the date ("27 Nov 2026") and the time
/// ("10:00") each in a light grey rounded pill, against the trailing edge; clicking a pill tells
/// `onOpen` which, so the date picker can open the calendar or the time wheels beside it.
final class DatePickerCompactView: UIView {
    /// The pills' height, corner radius, padding either side of their text and the gap between them.
    static let pillHeight: CGFloat = 34
    static let pillCornerRadius: CGFloat = 6
    static let pillPadding: CGFloat = 11
    static let pillSpacing: CGFloat = 6
    static let font = UIFont.systemFont(ofSize: 17)

    /// A pill: the date's or the time's.
    enum Part {
        case date
        case time
    }

    let datePill = DatePickerPill(frame: .zero)
    let timePill = DatePickerPill(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    var onOpen: ((Part, DatePickerPill) -> Void)?

    /// The title shown at the leading edge (the inline style's "Time"); none by default.
    var title: String? {
        get { titleLabel.text }
        set {
            titleLabel.text = newValue
            titleLabel.isHidden = newValue == nil
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = Self.font
        titleLabel.isHidden = true
        addSubview(titleLabel)
        for (pill, part) in [(datePill, Part.date), (timePill, Part.time)] {
            let tap = UITapGestureRecognizer(target: nil, action: nil)
            tap.addHandler { [weak self, weak pill] tap in
                guard tap.state == .ended, let self, let pill else { return }
                onOpen?(part, pill)
            }
            pill.addGestureRecognizer(tap)
            addSubview(pill)
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `date` in the pills `mode` has, with `calendar`'s locale and time zone.
    func show(_ date: Date, mode: UIDatePicker.Mode, calendar: Calendar) {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = calendar.locale
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        datePill.label.text = formatter.string(from: date)
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        timePill.label.text = formatter.string(from: date)
        datePill.isHidden = mode == .time
        timePill.isHidden = mode == .date
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private var shownPills: [DatePickerPill] { [datePill, timePill].filter { !$0.isHidden } }

    override var intrinsicContentSize: CGSize {
        let widths = shownPills.map { $0.sizeThatFits(.zero).width }
        let spacing = Self.pillSpacing * CGFloat(max(widths.count - 1, 0))
        return CGSize(width: widths.reduce(0, +) + spacing, height: Self.pillHeight)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(
            x: DatePickerCalendarView.sideMargin + 8, y: 0, width: bounds.width / 2, height: bounds.height)
        var x = bounds.width
        for pill in shownPills.reversed() {
            let width = pill.sizeThatFits(.zero).width
            x -= width
            pill.frame = CGRect(
                x: x, y: ((bounds.height - Self.pillHeight) / 2).rounded(), width: width, height: Self.pillHeight)
            x -= Self.pillSpacing
        }
    }
}

/// A light grey rounded pill showing a date or a time, its text in the tint colour while what it
/// opened is open.
final class DatePickerPill: UIView {
    let label = UILabel(frame: .zero)

    var isOpen = false {
        didSet { label.textColor = isOpen ? tintColor : .label }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = DatePickerCompactView.pillCornerRadius
        label.font = DatePickerCompactView.font
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(
            width: ceil(label.intrinsicContentSize.width) + 2 * DatePickerCompactView.pillPadding,
            height: DatePickerCompactView.pillHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
