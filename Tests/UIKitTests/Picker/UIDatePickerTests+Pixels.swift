import Foundation
import UIKitTesting
import XCTest

@testable import UIKit

final class UIDatePickerPixelTests: XCTestCase {
    /// The system blue at 12 % over white: the wash circling the chosen day.
    static let wash = RGBA(224, 239, 255)

    func testTheChosenDayIsCircledInAWashOfTheTintColour() {
        MainActor.assumeIsolated {
            let picker = usDatePicker(.date)
            picker.preferredDatePickerStyle = .inline
            picker.frame.size = picker.intrinsicContentSize
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            window.addSubview(picker)
            app.runUntilIdle()

            // 27 November 2026 is a Friday: the sixth column of the fourth week, centred at (244.6, 222).
            let inCircle = app.pixel(in: window, at: CGPoint(x: 228, y: 222))
            let outside = app.pixel(in: window, at: CGPoint(x: 244, y: 199))

            XCTAssertEqual(inCircle?.isClose(to: Self.wash), true, "\(String(describing: inCircle))")
            XCTAssertEqual(outside?.isClose(to: RGBA(255, 255, 255)), true)
        }
    }
}
