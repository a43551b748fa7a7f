import UIKitTesting
import XCTest

@testable import UIKit

/// Accessories at the trailing margin, editing controls at the leading one, and what they leave
/// the content view.
final class UITableViewCellAccessoryTests: XCTestCase {
    /// The cell's subviews that are neither its backgrounds, content view nor separator.
    @MainActor
    private static func accessories(of cell: UITableViewCell) -> [UIView] {
        cell.subviews.filter {
            $0 !== cell.contentView && $0 !== cell.systemBackgroundView && $0 !== cell.separatorView
                && $0 !== cell.defaultSelectedBackgroundView
        }
    }

    func testTheDisclosureChevronIsGreyAtTheTrailingMargin() {
        MainActor.assumeIsolated {
            for width: CGFloat in [320, 390] {
                let cell = ListTestSupport.legacyCell(.default, text: "General", width: width) {
                    $0.accessoryType = .disclosureIndicator
                }
                let chevron = Self.accessories(of: cell)

                XCTAssertEqual(chevron.count, 1)
                XCTAssertEqual(chevron[0].frame, CGRect(x: width - 16 - 8, y: 15, width: 8, height: 14))
                XCTAssertEqual(chevron[0].tintColor, .tertiaryLabel)
                XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: width - 24, height: 44))
                XCTAssertEqual(cell.contentView.layoutMargins.right, 8)
                XCTAssertEqual(cell.textLabel?.frame.maxX, width - 24 - 8)
            }
        }
    }

    func testTheCheckmarkTakesTheTint() {
        MainActor.assumeIsolated {
            let cell = ListTestSupport.legacyCell(.default, text: "Chosen", width: 390) {
                $0.accessoryType = .checkmark
                $0.tintColor = .systemPink
            }
            let checkmark = Self.accessories(of: cell)[0]

            XCTAssertEqual(checkmark.frame.maxX, 374)
            XCTAssertEqual(checkmark.frame.size, TableCellGlyph.checkmark.size)
            XCTAssertEqual(checkmark.tintColor, .systemPink)
        }
    }

    func testTheDetailDisclosureButtonIsAnInfoButtonEightPointsBeforeTheChevron() {
        MainActor.assumeIsolated {
            var tapped: [UITableViewCell] = []
            let cell = ListTestSupport.legacyCell(.default, text: "About", width: 390) {
                $0.accessoryType = .detailDisclosureButton
            }
            cell.accessoryButtonTapped = { tapped.append($0) }
            let parts = Self.accessories(of: cell).sorted { $0.frame.minX < $1.frame.minX }
            let info = parts[0] as! UIButton

            XCTAssertEqual(parts.count, 2)
            XCTAssertEqual(parts[1].frame.maxX, 374)
            XCTAssertEqual(info.frame.size, CGSize(width: 22, height: 22))
            XCTAssertEqual(info.frame.maxX, parts[1].frame.minX - 8)
            XCTAssertEqual(cell.contentView.frame.maxX, info.frame.minX)
            info.sendActions(for: .touchUpInside)
            XCTAssertTrue(tapped.first === cell)
        }
    }

    func testACustomAccessoryViewReplacesTheTypeAtItsOwnSize() {
        MainActor.assumeIsolated {
            let toggle = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
            let cell = ListTestSupport.legacyCell(.default, text: "Airplane Mode", width: 390) {
                $0.accessoryType = .checkmark
                $0.accessoryView = toggle
            }

            XCTAssertEqual(Self.accessories(of: cell).count, 1)
            XCTAssertEqual(toggle.frame, CGRect(x: 390 - 16 - 51, y: 7, width: 51, height: 31))

            cell.accessoryView = nil
            cell.layoutIfNeeded()
            XCTAssertNil(toggle.superview)
            XCTAssertEqual(Self.accessories(of: cell).first?.frame.size, TableCellGlyph.checkmark.size)
        }
    }

    func testEditingShowsTheDeleteControlTheEditingAccessoryAndTheReorderGrip() {
        MainActor.assumeIsolated {
            let cell = ListTestSupport.legacyCell(.default, text: "Row", width: 390) {
                $0.accessoryType = .disclosureIndicator
                $0.editingAccessoryType = .checkmark
                $0.showsReorderControl = true
                $0.editingStyle = .delete
            }

            cell.setEditing(true, animated: false)
            cell.layoutIfNeeded()
            let parts = Self.accessories(of: cell).sorted { $0.frame.minX < $1.frame.minX }

            XCTAssertEqual(parts.count, 3, "delete control, checkmark, grip")
            XCTAssertEqual(parts[0].frame, CGRect(x: 16, y: 11, width: 22, height: 22))
            XCTAssertEqual(parts[1].frame.size, TableCellGlyph.checkmark.size)
            XCTAssertEqual(parts[2].frame.maxX, 374, "the grip is outermost")
            XCTAssertEqual(parts[1].frame.maxX, parts[2].frame.minX - 8)
            XCTAssertEqual(cell.contentView.frame.minX, 38)
            XCTAssertEqual(ListTestSupport.frame(of: cell.textLabel!, in: cell).minX, 38 + 16)

            cell.setEditing(false, animated: false)
            cell.layoutIfNeeded()
            XCTAssertEqual(Self.accessories(of: cell).count, 1, "the chevron again")
            XCTAssertEqual(cell.contentView.frame.minX, 0)
        }
    }

    func testWithoutIndentingWhileEditingTheContentStays() {
        MainActor.assumeIsolated {
            let cell = ListTestSupport.legacyCell(.default, text: "Row", width: 390) {
                $0.editingStyle = .insert
                $0.shouldIndentWhileEditing = false
            }

            cell.isEditing = true
            cell.layoutIfNeeded()

            XCTAssertEqual(cell.contentView.frame.minX, 0)
            XCTAssertEqual(Self.accessories(of: cell).count, 1)
        }
    }

    func testAListContentViewLinesUpWithTheEditingControl() {
        MainActor.assumeIsolated {
            let cell = ListTestSupport.cell(.cell(), text: "Row", width: 390) { $0.editingStyle = .delete }
            let view = cell.contentView as! UIListContentView

            cell.setEditing(true, animated: false)
            cell.layoutIfNeeded()

            XCTAssertEqual(view.frame.minX, 38)
            XCTAssertEqual(view.textLabel.frame.minX, 16)
        }
    }

    func testPrepareForReuseEndsSelectionHighlightAndEditing() {
        MainActor.assumeIsolated {
            let cell = ListTestSupport.legacyCell(.default, text: "Row", width: 390) { $0.editingStyle = .delete }
            cell.isSelected = true
            cell.isHighlighted = true
            cell.setEditing(true, animated: false)
            cell.listState.isSwiped = true

            cell.prepareForReuse()
            cell.layoutIfNeeded()

            XCTAssertFalse(cell.isSelected)
            XCTAssertFalse(cell.isHighlighted)
            XCTAssertFalse(cell.isEditing)
            XCTAssertFalse(cell.configurationState.isSwiped)
            XCTAssertEqual(Self.accessories(of: cell).filter { $0.alpha > 0 }.count, 0)
            XCTAssertEqual(cell.textLabel?.text, "Row", "the content is the app's to reset")
        }
    }

    func testTheSeparatorStartsAtTheText() {
        MainActor.assumeIsolated {
            var configuration = UIListContentConfiguration.cell()
            configuration.image = ListTestSupport.image(.systemBlue, size: CGSize(width: 29, height: 29))
            let cell = ListTestSupport.cell(configuration, text: "Row", width: 390) { $0.separatorColor = .separator }
            let legacy = ListTestSupport.legacyCell(.default, text: "Row", width: 390) {
                $0.separatorColor = .separator
                $0.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
            }

            XCTAssertEqual(
                cell.separatorView.frame, CGRect(x: 61, y: cell.bounds.height - 1, width: 390 - 61, height: 1))
            XCTAssertEqual(cell.separatorInset, UIEdgeInsets(top: 0, left: 61, bottom: 0, right: 0))
            XCTAssertEqual(legacy.separatorView.frame.minX, 40)
            legacy.separatorInset = .zero
            legacy.layoutIfNeeded()
            XCTAssertEqual(legacy.separatorView.frame.width, 390, "a zero inset runs it edge to edge")
            cell.separatorSpansWidth = true
            cell.layoutIfNeeded()
            XCTAssertEqual(cell.separatorView.frame.minX, 0)
        }
    }
}
