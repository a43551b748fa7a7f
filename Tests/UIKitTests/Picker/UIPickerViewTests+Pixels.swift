import UIKit
import UIKitTesting
import XCTest

final class UIPickerViewPixelTests: XCTestCase {
    /// The selection band's grey (#767680 at 12 % over white).
    static let band = RGBA(239, 239, 240)

    func testTheCentreRowLiesOnAGreyBandAndRowsAwayFromItFade() {
        MainActor.assumeIsolated {
            let source = RecordingPickerSource(rowCounts: [20])
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            picker.selectRow(5, inComponent: 0, animated: false)
            let (app, window) = pickerWindow(picker)
            let ink: (RGBA) -> Bool = { $0.red < 120 }

            let centreInk = app.pixelCount(
                in: window, within: CGRect(x: 48, y: 132, width: 304, height: 32), where: ink)
            let nextInk = app.pixelCount(in: window, within: CGRect(x: 48, y: 166, width: 304, height: 28), where: ink)
            let farInk = app.pixelCount(in: window, within: CGRect(x: 48, y: 218, width: 304, height: 20), where: ink)

            withExtendedLifetime(source) {
                XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 55, y: 148))?.isClose(to: Self.band), true)
                XCTAssertEqual(
                    app.pixel(in: window, at: CGPoint(x: 55, y: 125))?.isClose(to: RGBA(255, 255, 255)), true)
                XCTAssertGreaterThan(centreInk, 40)
                XCTAssertLessThan(nextInk, centreInk, "the next row is squashed and faded")
                XCTAssertLessThan(farInk, nextInk / 2)
            }
        }
    }
}
