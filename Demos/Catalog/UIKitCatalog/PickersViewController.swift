import Foundation
import UIKit

/// `UIPickerView` with two components (a fruit and how many), and `UIDatePicker` in each style: a
/// date and time on wheels, a date and time and a time alone in compact pills, and a date in the
/// inline calendar; the picker prints each row the user selects and the date pickers
/// `valueChanged` with their value.
final class PickersViewController: ControlPageViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    override class var pageTitle: String { "Pickers" }
    override class var controlClass: String { "UIPickerView, UIDatePicker" }

    private static let fruits = [
        "Apple", "Banana", "Cherry", "Grape", "Lemon", "Mango", "Orange", "Peach", "Pear", "Plum",
    ]
    private static let wheelsHeight: CGFloat = 216
    private static let calendarHeight: CGFloat = 332

    override func viewDidLoad() {
        super.viewDidLoad()
        let picker = UIPickerView()
        picker.dataSource = self
        picker.delegate = self
        picker.selectRow(2, inComponent: 0, animated: false)
        addSection("Picker view", [StateRow(nil, picker, placement: .whole, height: Self.wheelsHeight)])
        addSection(
            "Date picker · wheels",
            [StateRow(nil, datePicker(.dateAndTime, .wheels, "Wheels"), placement: .whole, height: Self.wheelsHeight)])
        addSection(
            "Date picker · compact",
            [
                StateRow("Date and time", datePicker(.dateAndTime, .compact, "Compact")),
                StateRow("Time", datePicker(.time, .automatic, "Time")),
            ])
        addSection(
            "Date picker · inline",
            [StateRow(nil, datePicker(.date, .inline, "Inline"), placement: .whole, height: Self.calendarHeight)])
    }

    /// A date picker in `mode` and `style` whose changes are printed as `logName`.
    private func datePicker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle, _ logName: String) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = style
        picker.datePickerMode = mode
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = mode == .date ? .none : .short
        logEvents(of: picker, as: logName, [.valueChanged]) { formatter.string(from: $0.date) }
        return picker
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? Self.fruits.count : 12
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? Self.fruits[row] : "\(row + 1)"
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        let fruit = Self.fruits[pickerView.selectedRow(inComponent: 0)]
        log.write(
            "Picker · didSelectRow \(row) in \(component): \(pickerView.selectedRow(inComponent: 1) + 1) × \(fruit)")
    }
}
