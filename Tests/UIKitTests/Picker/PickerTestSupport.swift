import UIKit
import UIKitTesting
import XCTest

/// A data source and delegate with `rowCounts[component]` rows titled "component-row", recording
/// the rows the user selects.
@MainActor
final class RecordingPickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
    var rowCounts: [Int]
    private(set) var selections: [(row: Int, component: Int)] = []

    init(rowCounts: [Int]) {
        self.rowCounts = rowCounts
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { rowCounts.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        rowCounts[component]
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "\(component)-\(row)"
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component))
    }
}

/// `view` at (40, 40) with its size in a white key window of 400×300.
@MainActor
func pickerWindow(_ view: UIView) -> (HeadlessApp, UIWindow) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    view.frame.origin = CGPoint(x: 40, y: 40)
    window.addSubview(view)
    app.runUntilIdle()
    return (app, window)
}

extension HeadlessApp {
    /// Presses at `start`, moves by `delta` in ten steps a frame apart, holds still for a fifth of a
    /// second (so nothing is flung) and releases.
    func slowDrag(from start: CGPoint, by delta: CGPoint, in window: UIWindow) {
        pointerDown(at: start, in: window)
        for step in 1...10 {
            advance(by: 1.0 / 60)
            let fraction = CGFloat(step) / 10
            pointerMove(to: CGPoint(x: start.x + delta.x * fraction, y: start.y + delta.y * fraction), in: window)
        }
        advance(by: 0.2)
        pointerUp(at: CGPoint(x: start.x + delta.x, y: start.y + delta.y), in: window)
    }
}
