import GraphicsTestSupport
import UIKitTesting
import XCTest

@testable import UIKit

/// Rows, headers and footers of each list style drawn at scale 2 and compared with reference
/// images (`Tests/UIKitTests/References/list-*.png`), which were looked at next to iOS 17's
/// Settings, Contacts and Mail.
final class ListReferenceImageTests: XCTestCase {
    /// A square icon of `color` with rounded corners, as Settings shows them.
    @MainActor
    private static func icon(_ color: UIColor) -> UIImage {
        ListTestSupport.image(color, size: CGSize(width: 29, height: 29))
    }

    /// A row showing `configuration` with `text` (and `secondary`).
    @MainActor
    private static func row(
        _ configuration: UIListContentConfiguration, _ text: String, _ secondary: String? = nil,
        image: UIImage? = nil, accessory: UITableViewCell.AccessoryType = .none
    ) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = configuration
        content.text = text
        content.secondaryText = secondary
        content.image = image
        content.imageProperties.cornerRadius = image == nil ? 0 : 7
        cell.contentConfiguration = content
        cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
        cell.accessoryType = accessory
        return cell
    }

    func testInsetGroupedRowsLookLikeSettings() {
        MainActor.assumeIsolated {
            var list = ListMockup(style: .insetGrouped, width: 390)
            list.headerFooter("Connections", first: true)
            let toggle = UISwitch()
            toggle.isOn = true
            let airplane = Self.row(.cell(), "Airplane Mode", image: Self.icon(.systemOrange))
            airplane.accessoryView = toggle
            airplane.selectionStyle = .none
            let wifi = Self.row(
                .valueCell(), "Wi-Fi", "Home", image: Self.icon(.systemBlue), accessory: .disclosureIndicator)
            let bluetooth = Self.row(
                .valueCell(), "Bluetooth", "On", image: Self.icon(.systemBlue), accessory: .disclosureIndicator)
            list.section([airplane, wifi, bluetooth])
            list.headerFooter("Connect to nearby devices without a network.", footer: true)
            list.headerFooter("Language", configuration: .prominentInsetGroupedHeader())
            let english = Self.row(.cell(), "English", accessory: .checkmark)
            let french = Self.row(.subtitleCell(), "Français", "French")
            french.isHighlighted = true
            list.section([english, french])

            let (window, image) = list.render()

            assertMatchesReference(image, named: "list-inset-grouped")
            withExtendedLifetime(window) {}
        }
    }

    func testGroupedRowsAndLegacyStyles() {
        MainActor.assumeIsolated {
            var list = ListMockup(style: .grouped, width: 390)
            list.headerFooter("Legacy styles", first: true)
            let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
            plain.textLabel?.text = "Default"
            plain.imageView?.image = Self.icon(.systemGreen)
            let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
            value1.textLabel?.text = "Value 1"
            value1.detailTextLabel?.text = "Detail"
            value1.accessoryType = .detailDisclosureButton
            let value2 = UITableViewCell(style: .value2, reuseIdentifier: nil)
            value2.textLabel?.text = "mobile"
            value2.detailTextLabel?.text = "+1 555 0100"
            let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            subtitle.textLabel?.text = "Subtitle"
            subtitle.detailTextLabel?.text = "Detail under the text"
            subtitle.accessoryType = .detailButton
            subtitle.isSelected = true
            list.section([plain, value1, value2, subtitle])
            list.headerFooter("The grey row is selected.", footer: true)

            let (window, image) = list.render()

            assertMatchesReference(image, named: "list-grouped")
            withExtendedLifetime(window) {}
        }
    }

    func testPlainRowsWithAPlainHeaderAndEditingControls() {
        MainActor.assumeIsolated {
            var list = ListMockup(style: .plain, width: 320)
            list.headerFooter("Recents")
            let first = Self.row(.subtitleCell(), "Anna Haro", "mobile")
            let second = Self.row(
                .cell(), "A row with text long enough to wrap onto a second line", accessory: .disclosureIndicator)
            let editing = UITableViewCell(style: .default, reuseIdentifier: nil)
            editing.textLabel?.text = "Editing"
            editing.editingStyle = .delete
            editing.showsReorderControl = true
            editing.setEditing(true, animated: false)
            let inserting = UITableViewCell(style: .default, reuseIdentifier: nil)
            inserting.textLabel?.text = "Add a row"
            inserting.editingStyle = .insert
            inserting.isEditing = true
            list.section([first, second, editing, inserting])

            let (window, image) = list.render()

            assertMatchesReference(image, named: "list-plain")
            withExtendedLifetime(window) {}
        }
    }

    func testSidebarRows() {
        MainActor.assumeIsolated {
            var list = ListMockup(style: .plain, width: 320)
            list.headerFooter("Library", configuration: .sidebarHeader())
            var rows: [UITableViewCell] = []
            for (text, selected) in [("Recently Added", true), ("Artists", false), ("Albums", false)] {
                let cell = Self.row(.sidebarCell(), text, image: Self.icon(.systemRed))
                cell.backgroundConfiguration = .listSidebarCell()
                cell.isSelected = selected
                rows.append(cell)
            }
            let accompanied = Self.row(.accompaniedSidebarSubtitleCell(), "Inbox", "3 unread")
            accompanied.backgroundConfiguration = .listAccompaniedSidebarCell()
            accompanied.isSelected = true
            rows.append(accompanied)
            list.section(rows)
            for row in rows { row.separatorColor = nil }

            let (window, image) = list.render()

            assertMatchesReference(image, named: "list-sidebar")
            withExtendedLifetime(window) {}
        }
    }
}
