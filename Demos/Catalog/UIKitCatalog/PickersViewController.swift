import Foundation
import UIKit

/// `UIPickerView` with two components (a fruit and how many), and `UIDatePicker` choosing a date
/// and a countdown on wheels; the picker prints each row the user selects and the date pickers
/// `valueChanged` with their value.
final class PickersViewController: ControlPageViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    override class var pageTitle: String { "Pickers" }
    override class var controlClass: String { "UIPickerView, UIDatePicker" }

    private static let fruits = [
        "Apple", "Banana", "Cherry", "Grape", "Lemon", "Mango", "Orange", "Peach", "Pear", "Plum",
    ]
    private static let wheelsHeight: CGFloat = 216

    override func viewDidLoad() {
        super.viewDidLoad()
        let picker = UIPickerView()
        picker.dataSource = self
        picker.delegate = self
        picker.selectRow(2, inComponent: 0, animated: false)
        addSection("Picker view", [StateRow(nil, picker, placement: .whole, height: Self.wheelsHeight)])
        addSection(
            "Date picker",
            [
                StateRow(nil, datePicker(.date, "Date"), placement: .whole, height: Self.wheelsHeight),
                StateRow(nil, datePicker(.countDownTimer, "Countdown"), placement: .whole, height: Self.wheelsHeight),
            ])
    }

    /// A date picker on wheels in `mode` whose changes are printed as `logName`.
    private func datePicker(_ mode: UIDatePicker.Mode, _ logName: String) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = mode
        picker.countDownDuration = 25 * 60
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = mode == .date ? .none : .short
        logEvents(of: picker, as: logName, [.valueChanged]) {
            mode == .countDownTimer ? "\(Int($0.countDownDuration) / 60) min" : formatter.string(from: $0.date)
        }
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
