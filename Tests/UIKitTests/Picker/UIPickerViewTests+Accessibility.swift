import UIKit
import UIKitTesting
import XCTest

extension UIPickerViewTests {
    func testEachComponentIsAnAdjustableElementThatVoiceOverTurns() {
        MainActor.assumeIsolated {
            let source = RecordingPickerSource(rowCounts: [20, 20])
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            let (app, _) = pickerWindow(picker)
            let components = picker.subviews.compactMap { $0 as? UIScrollView }
            XCTAssertEqual(components.count, 2)

            components[1].accessibilityIncrement()
            app.advance(by: 1)
            components[1].accessibilityIncrement()
            app.advance(by: 1)
            components[1].accessibilityDecrement()
            app.advance(by: 1)

            withExtendedLifetime(source) {
                XCTAssertTrue(components[1].isAccessibilityElement)
                XCTAssertEqual(components[1].accessibilityTraits, .adjustable)
                XCTAssertEqual(components[1].accessibilityValue, "1-1")
                XCTAssertEqual(components[0].accessibilityValue, "0-0")
                XCTAssertEqual(source.selections.map(\.row), [1, 2, 1])
                XCTAssertEqual(picker.selectedRow(inComponent: 1), 1)
            }
        }
    }
}
