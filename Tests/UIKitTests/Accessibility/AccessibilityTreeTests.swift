import UIKitTesting
import XCTest

@testable import UIKit

/// The tree, roles, names and states a screen reader gets over AT-SPI, made from UIKit's
/// accessibility properties without any bus.
final class AccessibilityTreeTests: XCTestCase {
    func testControlsMapToTheirRoles() {
        MainActor.assumeIsolated {
            let field = UITextField()
            let secure = UITextField()
            secure.isSecureTextEntry = true
            let heading = UIView()
            heading.isAccessibilityElement = true
            heading.accessibilityTraits = .header
            let link = UIView()
            link.isAccessibilityElement = true
            link.accessibilityTraits = .link

            XCTAssertEqual(AccessibilityTree.role(of: UIButton(type: .system)), .pushButton)
            XCTAssertEqual(AccessibilityTree.role(of: UISwitch()), .toggleButton)
            XCTAssertEqual(AccessibilityTree.role(of: UISlider()), .slider)
            XCTAssertEqual(AccessibilityTree.role(of: UIStepper()), .spinButton)
            XCTAssertEqual(AccessibilityTree.role(of: UIProgressView()), .progressBar)
            XCTAssertEqual(AccessibilityTree.role(of: field), .entry)
            XCTAssertEqual(AccessibilityTree.role(of: secure), .passwordText)
            XCTAssertEqual(AccessibilityTree.role(of: UITextView()), .text)
            XCTAssertEqual(AccessibilityTree.role(of: UILabel()), .label)
            XCTAssertEqual(AccessibilityTree.role(of: UIImageView()), .image)
            XCTAssertEqual(AccessibilityTree.role(of: heading), .heading)
            XCTAssertEqual(AccessibilityTree.role(of: link), .link)
            XCTAssertEqual(AccessibilityTree.role(of: UITableView()), .list)
            XCTAssertEqual(AccessibilityTree.role(of: UITableViewCell()), .listItem)
            XCTAssertEqual(AccessibilityTree.role(of: UIView()), .panel)
            XCTAssertEqual(AccessibilityTree.role(of: UIWindow()), .frame)
        }
    }

    func testAnElementWithButtonTraitsIsAPushButtonNamedByItsLabel() {
        MainActor.assumeIsolated {
            let (_, _, root) = makeViewTestApp()
            let element = UIAccessibilityElement(accessibilityContainer: root)
            element.accessibilityLabel = "Play"
            element.accessibilityHint = "Plays the song"
            element.accessibilityTraits = [.button, .selected]

            XCTAssertEqual(AccessibilityTree.role(of: element), .pushButton)
            XCTAssertEqual(AccessibilityTree.name(of: element), "Play")
            XCTAssertEqual(AccessibilityTree.description(of: element), "Plays the song")
            XCTAssertTrue(AccessibilityTree.states(of: element).contains([.selected, .enabled, .sensitive]))
        }
    }

    func testStatesFollowTheControls() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let toggle = UISwitch()
            toggle.isOn = true
            let button = UIButton(type: .system)
            button.isEnabled = false
            let field = UITextField()
            for view in [toggle, button, field] as [UIView] { root.addSubview(view) }
            app.runUntilIdle()

            field.becomeFirstResponder()

            XCTAssertTrue(AccessibilityTree.states(of: toggle).contains([.checkable, .checked, .showing, .visible]))
            XCTAssertFalse(AccessibilityTree.states(of: button).contains(.enabled))
            XCTAssertFalse(AccessibilityTree.states(of: button).contains(.sensitive))
            XCTAssertTrue(AccessibilityTree.states(of: field).contains([.focused, .focusable, .editable, .singleLine]))
            toggle.isOn = false
            XCTAssertFalse(AccessibilityTree.states(of: toggle).contains(.checked))
        }
    }

    func testChildrenAreTheElementsInSubviewOrderLookingThroughPlainViewsAndSkippingHiddenOnes() {
        MainActor.assumeIsolated {
            let (_, window, root) = makeViewTestApp()
            let group = UIView()
            let first = UILabel()
            first.text = "First"
            let second = UIButton(type: .system)
            second.setTitle("Second", for: .normal)
            let hidden = UILabel()
            hidden.isHidden = true
            let clear = UILabel()
            clear.alpha = 0
            group.addSubview(first)
            group.addSubview(hidden)
            root.addSubview(group)
            root.addSubview(clear)
            root.addSubview(second)

            let children = AccessibilityTree.children(of: window)

            XCTAssertEqual(children.map { AccessibilityTree.name(of: $0) }, ["First", "Second"])
            XCTAssertTrue(AccessibilityTree.children(of: second).isEmpty, "a button's title label is part of it")
            XCTAssertTrue(AccessibilityTree.parent(of: first) === window)
            XCTAssertTrue(AccessibilityTree.parent(of: window) === UIApplication.shared)
            XCTAssertTrue(AccessibilityTree.children(of: UIApplication.shared).contains { $0 === window })
        }
    }

    func testAccessibilityElementsReplaceTheSubviews() {
        MainActor.assumeIsolated {
            let (_, window, root) = makeViewTestApp()
            let chart = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let bar = UIAccessibilityElement(accessibilityContainer: chart)
            bar.accessibilityLabel = "March, 12 sales"
            chart.addSubview(UILabel())
            chart.accessibilityElements = [bar]
            root.addSubview(chart)

            XCTAssertTrue(AccessibilityTree.children(of: window).first === chart)
            XCTAssertEqual(
                AccessibilityTree.children(of: chart).map { AccessibilityTree.name(of: $0) }, ["March, 12 sales"])
            XCTAssertTrue(AccessibilityTree.parent(of: bar) === chart)
        }
    }

    func testAModalViewHidesItsSiblings() {
        MainActor.assumeIsolated {
            let (_, window, root) = makeViewTestApp()
            let behind = UIButton(type: .system)
            behind.setTitle("Behind", for: .normal)
            let dialog = UIView()
            dialog.accessibilityViewIsModal = true
            let ok = UIButton(type: .system)
            ok.setTitle("OK", for: .normal)
            dialog.addSubview(ok)
            root.addSubview(behind)
            root.addSubview(dialog)

            XCTAssertEqual(AccessibilityTree.children(of: window).map { AccessibilityTree.name(of: $0) }, ["OK"])
        }
    }

    func testPressingAButtonSendsItsPrimaryActionAndAdjustingASliderStepsIt() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            var presses = 0
            button.addAction(UIAction { _ in presses += 1 }, for: .primaryActionTriggered)
            let slider = UISlider()
            slider.value = 0.5

            let pressed = AccessibilityTree.perform(AccessibilityTree.actions(of: button)[0], on: button)
            let stepped = AccessibilityTree.perform(AccessibilityTree.actions(of: slider)[1], on: slider)

            XCTAssertTrue(pressed)
            XCTAssertEqual(presses, 1)
            XCTAssertTrue(stepped)
            XCTAssertEqual(AccessibilityTree.actions(of: slider).map(\.name), ["increment", "decrement"])
            XCTAssertEqual(slider.value, 0.4, accuracy: 0.0001)
            XCTAssertTrue(AccessibilityTree.actions(of: UILabel()).isEmpty, "a label has nothing to do")
        }
    }

    func testPressingARowSelectsItAsAClickWould() {
        MainActor.assumeIsolated {
            final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
                var selected: [Int] = []
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = "Row \(indexPath.row)"
                    return cell
                }
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    selected.append(indexPath.row)
                }
            }
            let (app, _, root) = makeViewTestApp()
            let rows = Rows()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            table.dataSource = rows
            table.delegate = rows
            root.addSubview(table)
            app.runUntilIdle()
            let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!

            let pressed = AccessibilityTree.perform(AccessibilityTree.actions(of: cell)[0], on: cell)

            XCTAssertTrue(pressed)
            XCTAssertEqual(rows.selected, [1])
            XCTAssertTrue(AccessibilityTree.states(of: cell).contains([.selectable, .selected]))
            XCTAssertEqual(AccessibilityTree.role(of: cell), .listItem)
            XCTAssertEqual(AccessibilityTree.name(of: cell), "Row 1")
            XCTAssertTrue(AccessibilityTree.children(of: table).contains { $0 === cell })
        }
    }

    func testAPathDoesNotKeepItsViewAlive() {
        MainActor.assumeIsolated {
            var paths = ATSPIObjectPaths()
            weak var gone: UIView?
            var path = ""
            do {
                let view = UIButton(type: .system)
                gone = view
                path = paths.path(for: view)
                XCTAssertTrue(paths.node(at: path) === view)
                XCTAssertEqual(paths.path(for: view), path, "a node keeps its path")
            }

            XCTAssertNil(gone)
            XCTAssertNil(paths.node(at: path))
            XCTAssertTrue(paths.node(at: ATSPIObjectPaths.root) === UIApplication.shared)
        }
    }

    func testTextIsReadByCharacterWordSentenceAndLine() {
        let piece = { (text: String, offset: Int, granularity: ATSPIBridge.TextGranularity) in
            let (string, start, end) = ATSPIBridge.piece(of: text, at: offset, by: granularity)
            return "\(string)|\(start)|\(end)"
        }

        XCTAssertEqual(piece("héllo", 1, .character), "é|1|2")
        XCTAssertEqual(piece("Hello brave world", 7, .word), "brave |6|12")
        XCTAssertEqual(piece("Hello brave world", 16, .word), "world|12|17")
        XCTAssertEqual(piece("One. Two! Three", 6, .sentence), "Two! |5|10")
        XCTAssertEqual(piece("a\nbc\nd", 3, .line), "bc\n|2|5")
        XCTAssertEqual(piece("", 0, .word), "|0|0")
    }

    func testStatesSentAsTwoWordsOfAtspiBits() {
        let states: ATSPIStates = [.enabled, .checkable]

        XCTAssertEqual(states.words, [1 << 8, 1 << (41 - 32)])
    }
}
