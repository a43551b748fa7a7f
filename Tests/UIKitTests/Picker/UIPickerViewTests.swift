import UIKit
import UIKitTesting
import XCTest

final class UIPickerViewTests: XCTestCase {
    /// The centre of the first of two components of a 320×216 picker at (40, 40).
    static let firstCentre = CGPoint(x: 120, y: 148)

    func testAPickerIs320By216WithRowsOf32Points() {
        MainActor.assumeIsolated {
            let source = RecordingPickerSource(rowCounts: [5, 3])
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source

            withExtendedLifetime(source) {
                XCTAssertEqual(picker.frame.size, CGSize(width: 320, height: 216))
                XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 216))
                XCTAssertEqual(picker.numberOfComponents, 2)
                XCTAssertEqual(picker.numberOfRows(inComponent: 0), 5)
                XCTAssertEqual(picker.numberOfRows(inComponent: 1), 3)
                XCTAssertEqual(picker.numberOfRows(inComponent: 2), 0)
                XCTAssertEqual(picker.rowSize(forComponent: 0).height, 32)
                XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
            }
        }
    }

    func testAPickerWithoutADataSourceHasNothingAndIgnoresSelections() {
        MainActor.assumeIsolated {
            let picker = UIPickerView()
            let (app, _) = pickerWindow(picker)

            picker.selectRow(3, inComponent: 0, animated: true)
            picker.reloadComponent(2)
            app.runUntilIdle()

            XCTAssertEqual(picker.numberOfComponents, 0)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), -1)
            XCTAssertEqual(picker.rowSize(forComponent: 0), .zero)
            XCTAssertNil(picker.view(forRow: 0, forComponent: 0))
        }
    }

    func testReloadingAComponentTakesItsNewRowCountAndKeepsTheSelectionInRange() {
        MainActor.assumeIsolated {
            let source = RecordingPickerSource(rowCounts: [10, 4])
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            picker.selectRow(8, inComponent: 0, animated: false)

            source.rowCounts = [3, 6]
            picker.reloadComponent(0)

            withExtendedLifetime(source) {
                XCTAssertEqual(picker.numberOfRows(inComponent: 0), 3)
                XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
                XCTAssertEqual(picker.numberOfRows(inComponent: 1), 4, "not reloaded yet")
                picker.reloadAllComponents()
                XCTAssertEqual(picker.numberOfRows(inComponent: 1), 6)
            }
        }
    }

    func testSelectRowCentresTheRowAndClampsOutOfRangeRowsQuietly() {
        MainActor.assumeIsolated {
            let source = RecordingPickerSource(rowCounts: [10, 0])
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            let (app, _) = pickerWindow(picker)

            picker.selectRow(4, inComponent: 0, animated: true)
            app.advance(by: 1)
            picker.selectRow(99, inComponent: 0, animated: false)
            picker.selectRow(1, inComponent: 7, animated: false)

            withExtendedLifetime(source) {
                XCTAssertEqual(picker.selectedRow(inComponent: 0), 9)
                XCTAssertEqual(picker.selectedRow(inComponent: 1), -1, "no rows")
                XCTAssertEqual(picker.selectedRow(inComponent: 7), -1)
                XCTAssertTrue(source.selections.isEmpty, "selecting in code tells the delegate nothing")
                let label = picker.view(forRow: 9, forComponent: 0) as? UILabel
                XCTAssertEqual(label?.text, "0-9")
                let centre = label.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: picker) }
                XCTAssertEqual(centre?.y ?? 0, 108, accuracy: 0.5)
            }
        }
    }

    func testADragSettlesOnTheNearestRowAndSelectsItOnce() {
        MainActor.assumeIsolated {
            let source = RecordingPickerSource(rowCounts: [20, 20])
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            let (app, window) = pickerWindow(picker)

            app.slowDrag(from: Self.firstCentre, by: CGPoint(x: 0, y: -70), in: window)
            app.advance(by: 2)

            withExtendedLifetime(source) {
                XCTAssertEqual(source.selections.map(\.row), [2])
                XCTAssertEqual(source.selections.map(\.component), [0])
                XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
                XCTAssertEqual(picker.selectedRow(inComponent: 1), 0)
            }
        }
    }

    func testAFlingComesToRestOnARow() {
        MainActor.assumeIsolated {
            let source = RecordingPickerSource(rowCounts: [100])
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            let (app, window) = pickerWindow(picker)

            app.drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: 0, y: -100), steps: 5, in: window)
            app.advance(by: 5)

            withExtendedLifetime(source) {
                XCTAssertEqual(source.selections.count, 1)
                let row = source.selections.first?.row ?? 0
                XCTAssertGreaterThan(row, 4, "a fling carries on past the release")
                XCTAssertEqual(picker.selectedRow(inComponent: 0), row)
                let label = picker.view(forRow: row, forComponent: 0)
                let centre = label.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: picker) }
                XCTAssertEqual(centre?.y ?? 0, 108, accuracy: 0.5)
            }
        }
    }

    func testAClickThatStopsAFlingLeavesItOnARow() {
        MainActor.assumeIsolated {
            let source = RecordingPickerSource(rowCounts: [100])
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            let (app, window) = pickerWindow(picker)

            app.drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: 0, y: -100), steps: 5, in: window)
            app.advance(by: 0.1)
            app.click(at: CGPoint(x: 200, y: 148), in: window)
            app.advance(by: 2)

            withExtendedLifetime(source) {
                XCTAssertEqual(source.selections.count, 1)
                let row = picker.selectedRow(inComponent: 0)
                XCTAssertEqual(source.selections.first?.row, row)
                let label = picker.view(forRow: row, forComponent: 0)
                let centre = label.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: picker) }
                XCTAssertEqual(centre?.y ?? 0, 108, accuracy: 0.5)
            }
        }
    }

    func testAWheelTurnSlidesOnToARowAndSelectsIt() {
        MainActor.assumeIsolated {
            let source = RecordingPickerSource(rowCounts: [20, 20])
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            let (app, window) = pickerWindow(picker)

            app.scroll(dy: 1, at: Self.firstCentre, in: window)
            app.advance(until: { !source.selections.isEmpty }, limit: 5)
            app.advance(by: 1)

            withExtendedLifetime(source) {
                XCTAssertEqual(source.selections.map(\.row), [1])
                XCTAssertEqual(picker.selectedRow(inComponent: 0), 1)
            }
        }
    }

    func testClickingARowBelowTheCentreScrollsItToTheCentreAndSelectsIt() {
        MainActor.assumeIsolated {
            let source = RecordingPickerSource(rowCounts: [20, 20])
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            let (app, window) = pickerWindow(picker)

            app.click(at: CGPoint(x: 280, y: 148 + 60), in: window)
            app.advance(by: 1)

            withExtendedLifetime(source) {
                XCTAssertEqual(source.selections.map(\.row), [2])
                XCTAssertEqual(source.selections.map(\.component), [1])
                XCTAssertEqual(picker.selectedRow(inComponent: 1), 2)
            }
        }
    }

    func testClickingTheCentredRowSelectsNothing() {
        MainActor.assumeIsolated {
            let source = RecordingPickerSource(rowCounts: [20])
            let picker = UIPickerView()
            picker.dataSource = source
            picker.delegate = source
            let (app, window) = pickerWindow(picker)

            app.click(at: CGPoint(x: 200, y: 148), in: window)
            app.advance(by: 1)

            withExtendedLifetime(source) { XCTAssertTrue(source.selections.isEmpty) }
        }
    }
}
