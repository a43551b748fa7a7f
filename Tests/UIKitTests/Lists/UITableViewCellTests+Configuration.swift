import UIKitTesting
import XCTest

@testable import UIKit

/// A cell's configurations following its state: one update per layout, in iOS's order.
final class UITableViewCellConfigurationTests: XCTestCase {
    /// A cell that logs its configuration updates and the states it saw.
    @MainActor
    private final class LoggingCell: UITableViewCell {
        var log: [String] = []
        static let archived = UIConfigurationStateCustomKey("archived")
        var isArchived = false

        override var configurationState: UICellConfigurationState {
            var state = super.configurationState
            state[Self.archived] = isArchived
            return state
        }

        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            log.append("update highlighted=\(state.isHighlighted) selected=\(state.isSelected)")
        }
    }

    /// A window 390 points wide with `cell` at its top, laid out and drawn.
    @MainActor
    private static func show(_ cell: UITableViewCell) -> (HeadlessApp, UIWindow) {
        let app = HeadlessApp(delegate: LoggingAppDelegate())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        window.backgroundColor = .systemGroupedBackground
        window.makeKeyAndVisible()
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        window.addSubview(cell)
        app.runUntilIdle()
        return (app, window)
    }

    func testStateChangesMakeOneUpdateAtTheNextLayoutThenTheHandlerRuns() {
        MainActor.assumeIsolated {
            let cell = LoggingCell(style: .default, reuseIdentifier: nil)
            cell.configurationUpdateHandler = { cell, state in
                (cell as! LoggingCell).log.append(
                    "handler archived=\(state[LoggingCell.archived] == AnyHashable(true))")
            }
            let (app, window) = Self.show(cell)
            cell.log = []

            cell.isHighlighted = true
            cell.isSelected = true
            cell.isArchived = true
            cell.setNeedsUpdateConfiguration()
            XCTAssertEqual(cell.log, [], "nothing happens before the next layout")
            app.runUntilIdle()

            XCTAssertEqual(cell.log, ["update highlighted=true selected=true", "handler archived=true"])
            withExtendedLifetime(window) {}
        }
    }

    func testTheFirstLayoutUpdatesTheConfiguration() {
        MainActor.assumeIsolated {
            let cell = LoggingCell(style: .default, reuseIdentifier: nil)

            cell.layoutIfNeeded()

            XCTAssertEqual(cell.log, ["update highlighted=false selected=false"])
        }
    }

    func testHighlightingAConfiguredCellGreysItsBackground() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.backgroundConfiguration = .listPlainCell()
            let (app, window) = Self.show(cell)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 200, y: 22)), RGBA(255, 255, 255))

            cell.setHighlighted(true, animated: false)
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 200, y: 22)), RGBA(209, 209, 214))
            XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, .systemGray4)
            cell.setHighlighted(false, animated: false)
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 200, y: 22)), RGBA(255, 255, 255))
        }
    }

    func testAnAnimatedDeselectionFadesTheGreyOut() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.contentConfiguration = cell.defaultContentConfiguration()
            cell.backgroundConfiguration = .listPlainCell()
            cell.isSelected = true
            let (app, window) = Self.show(cell)

            cell.setSelected(false, animated: true)
            app.runUntilIdle()
            app.advance(by: 0.1)
            let fading = app.pixel(in: window, at: CGPoint(x: 200, y: 22))!

            XCTAssertGreaterThan(fading.red, 209)
            XCTAssertLessThan(fading.red, 255)
            app.advance(by: 0.5)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 200, y: 22)), RGBA(255, 255, 255))
        }
    }

    func testHighlightingALegacyCellShowsTheGreySelectedBackgroundUnlessSelectionIsOff() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row"
            let (app, window) = Self.show(cell)

            cell.isHighlighted = true
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 200, y: 22)), RGBA(209, 209, 214))
            XCTAssertEqual(cell.textLabel?.isHighlighted, true)

            cell.isHighlighted = false
            cell.selectionStyle = .none
            cell.isSelected = true
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 200, y: 22)), RGBA(255, 255, 255))
        }
    }

    func testASelectedBackgroundViewReplacesTheGrey() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let selected = UIView()
            selected.backgroundColor = .systemBlue
            cell.selectedBackgroundView = selected
            let (app, window) = Self.show(cell)

            cell.setSelected(true, animated: false)
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 200, y: 22)), RGBA(0, 122, 255))
            XCTAssertEqual(selected.frame, cell.bounds)
        }
    }

    func testAGroupedCellIsWhiteOnTheGroupedBackground() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.tableStyle = .grouped
            cell.backgroundColor = nil
            let (app, window) = Self.show(cell)

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 200, y: 22)), RGBA(255, 255, 255))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 200, y: 70)), RGBA(242, 242, 247))
            XCTAssertEqual(cell.defaultBackgroundConfiguration(), .listGroupedCell())
        }
    }

    func testADisabledCellsContentIsGreyedAutomatically() {
        MainActor.assumeIsolated {
            let cell = ListTestSupport.cell(.cell(), text: "Disabled", width: 390)
            let view = cell.contentView as! UIListContentView

            cell.isUserInteractionEnabled = false
            cell.layoutIfNeeded()

            XCTAssertEqual(view.textLabel.textColor, .tertiaryLabel)
            XCTAssertTrue(cell.configurationState.isDisabled)
        }
    }

    func testACellReconfiguredAfterReuseShowsTheNewText() {
        MainActor.assumeIsolated {
            let cell = ListTestSupport.cell(.valueCell(), text: "First", secondaryText: "1", width: 390)
            let view = cell.contentView as! UIListContentView

            cell.prepareForReuse()
            var content = cell.defaultContentConfiguration()
            content.text = "Second"
            content.secondaryText = "2"
            cell.contentConfiguration = content
            cell.layoutIfNeeded()

            XCTAssertTrue(cell.contentView === view, "the content view is reused")
            XCTAssertEqual(view.textLabel.text, "Second")
            XCTAssertEqual(view.secondaryTextLabel.text, "2")
        }
    }

    func testAStateChangeAfterAConfigurationIsSetStillUpdatesIt() {
        MainActor.assumeIsolated {
            let cell = ListTestSupport.cell(.cell(), text: "First", width: 390)
            let view = cell.contentView as! UIListContentView
            cell.prepareForReuse()
            var content = UIListContentConfiguration.cell()
            content.text = "Second"
            cell.contentConfiguration = content

            cell.isUserInteractionEnabled = false
            cell.layoutIfNeeded()

            XCTAssertEqual(view.textLabel.text, "Second")
            XCTAssertEqual(view.textLabel.textColor, .tertiaryLabel)
        }
    }

    func testWithoutAutomaticUpdatesTheConfigurationStaysAsSet() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.automaticallyUpdatesContentConfiguration = false
            cell.automaticallyUpdatesBackgroundConfiguration = false
            cell.contentConfiguration = UIListContentConfiguration.cell()
            cell.backgroundConfiguration = .listPlainCell()

            cell.isUserInteractionEnabled = false
            cell.isSelected = true
            cell.layoutIfNeeded()

            XCTAssertEqual(cell.contentConfiguration as? UIListContentConfiguration, .cell())
            XCTAssertEqual(cell.backgroundConfiguration, .listPlainCell())
        }
    }

    func testAContentConfigurationReplacesTheContentViewAndTheLegacyParts() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = "Legacy"
            let legacy = cell.contentView

            cell.contentConfiguration = cell.defaultContentConfiguration()

            XCTAssertTrue(cell.contentView is UIListContentView)
            XCTAssertNil(legacy.superview)
            XCTAssertNil(cell.textLabel)
            XCTAssertNil(cell.detailTextLabel)
            XCTAssertNil(cell.imageView)
            XCTAssertEqual(cell.defaultContentConfiguration(), .valueCell())

            cell.contentConfiguration = nil

            XCTAssertFalse(cell.contentView is UIListContentView)
            XCTAssertTrue(cell.contentView.subviews.isEmpty, "a new, empty content view")
            XCTAssertEqual(cell.textLabel?.text, nil, "the legacy labels come back new")
        }
    }

    func testABackgroundConfigurationResetsTheLegacyBackgrounds() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.backgroundColor = .red
            cell.backgroundView = UIView()
            cell.selectedBackgroundView = UIView()

            cell.backgroundConfiguration = .listGroupedCell()

            XCTAssertNil(cell.backgroundColor)
            XCTAssertNil(cell.backgroundView)
            XCTAssertNil(cell.selectedBackgroundView)
        }
    }

    func testTheTablesStatesReachTheConfigurationState() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.setEditing(true, animated: false)
            cell.listState.isSwiped = true
            cell.listState.dropState = .targeted

            let state = cell.configurationState

            XCTAssertTrue(state.isEditing)
            XCTAssertTrue(state.isSwiped)
            XCTAssertEqual(state.cellDropState, .targeted)
            XCTAssertFalse(state.isReordering)
        }
    }
}
