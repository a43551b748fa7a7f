import UIKit
import UIKitTesting
import XCTest

/// A delegate giving a view for every row, recording the views it is offered back.
@MainActor
private final class ViewPickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
    private(set) var madeViews = 0
    private(set) var reusedViews = 0

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 500 }

    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        let label: UILabel
        if let reused = view as? UILabel {
            reusedViews += 1
            label = reused
        } else {
            madeViews += 1
            label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        }
        label.text = "Row \(row)"
        return label
    }
}

extension UIPickerViewTests {
    func testRowsScrolledOutOfSightGiveTheirViewsBack() {
        MainActor.assumeIsolated {
            let source = ViewPickerSource()
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            let (app, _) = pickerWindow(picker)
            let madeAtFirst = source.madeViews

            for row in stride(from: 5, through: 200, by: 5) {
                picker.selectRow(row, inComponent: 0, animated: false)
                app.runUntilIdle()
            }

            withExtendedLifetime(source) {
                XCTAssertGreaterThan(source.reusedViews, 100)
                XCTAssertLessThanOrEqual(source.madeViews, madeAtFirst + 12)
                let view = picker.view(forRow: 200, forComponent: 0) as? UILabel
                XCTAssertEqual(view?.text, "Row 200")
                XCTAssertEqual(view?.bounds.size, CGSize(width: 80, height: 20), "the delegate's size is kept")
                XCTAssertNil(picker.view(forRow: 5, forComponent: 0))
            }
        }
    }
}
