import GraphicsTestSupport
import UIKitTesting
import XCTest

@testable import UIKit

/// Real tables of each style, with header and footer titles and rows with accessories, drawn at
/// scale 2 and compared with reference images (`Tests/UIKitTests/References/table-*.png`), which
/// were looked at next to iOS 17's Contacts (plain, a header stuck under the top edge and the
/// section index), Settings (inset grouped) and a grouped settings screen.
final class TableReferenceImageTests: XCTestCase {
    func testPlainTableLooksLikeContactsWithAStickyHeader() {
        MainActor.assumeIsolated {
            let sample = TableSample(
                sections: [
                    .init(header: "A", rows: [.contact("Anna Haro", "mobile"), .contact("Adam Ant", "home")]),
                    .init(
                        header: "B",
                        rows: [
                            .contact("Bea Bauer", "work"), .contact("Ben Brennan", "mobile"),
                            .contact("Bo Berg", "iPhone"), .contact("Bruno Bianchi", "mobile"),
                        ]),
                    .init(header: "C", rows: [.contact("Clara Chen", "mobile"), .contact("Cole Castillo", "home")]),
                ], indexTitles: ["A", "B", "C", "D", "E"])
            let (app, window, table) = sample.show(style: .plain, size: CGSize(width: 320, height: 340))

            // Half of B's first row is scrolled under its header, which sticks under the top edge;
            // the scroll indicator has faded.
            table.contentOffset.y = table.rectForHeader(inSection: 1).minY + 22
            app.advance(by: 2)

            assertMatchesReference(app.presentedImage(of: window), named: "table-plain")
        }
    }

    func testGroupedTableWithHeadersFootersAndAccessories() {
        MainActor.assumeIsolated {
            let sample = TableSample(sections: [
                .init(
                    header: "Network", footer: "Known networks are joined automatically.",
                    rows: [
                        .value("Wi-Fi", "Home", accessory: .disclosureIndicator),
                        .value("Cellular", "Off", accessory: .disclosureIndicator), .toggle("Ask to Join", on: false),
                    ]),
                .init(
                    header: "Units",
                    rows: [
                        .value("Celsius", accessory: .checkmark), .value("Fahrenheit"),
                        .value("About Units", accessory: .detailButton),
                    ]),
            ])
            let (app, window, _) = sample.show(style: .grouped, size: CGSize(width: 390, height: 470))

            assertMatchesReference(app.presentedImage(of: window), named: "table-grouped")
        }
    }

    func testInsetGroupedTableLooksLikeSettings() {
        MainActor.assumeIsolated {
            let sample = TableSample(sections: [
                .init(rows: [
                    .toggle("Airplane Mode", on: true, icon: .systemOrange),
                    .value("Wi-Fi", "Home", icon: .systemBlue, accessory: .disclosureIndicator),
                    .value("Bluetooth", "On", icon: .systemBlue, accessory: .disclosureIndicator),
                ]),
                .init(
                    header: "Appearance", footer: "Dark follows the time of day when Automatic is on.",
                    rows: [.value("Light", accessory: .checkmark), .value("Dark"), .toggle("Automatic", on: false)]),
            ])
            let (app, window, _) = sample.show(style: .insetGrouped, size: CGSize(width: 390, height: 520))

            assertMatchesReference(app.presentedImage(of: window), named: "table-inset-grouped")
        }
    }
}

/// A table's sections as data, and the table's data source: header and footer titles, rows of
/// value or subtitle cells with an icon, an accessory or a switch, and section index titles.
@MainActor
private final class TableSample: NSObject, UITableViewDataSource {
    struct Row {
        var text: String
        var secondary: String?
        var subtitle = false
        var icon: UIColor?
        var accessory = UITableViewCell.AccessoryType.none
        var switchOn: Bool?

        /// A value cell: `text`, and `value` at the trailing edge.
        static func value(
            _ text: String, _ value: String? = nil, icon: UIColor? = nil,
            accessory: UITableViewCell.AccessoryType = .none
        ) -> Row {
            Row(text: text, secondary: value, icon: icon, accessory: accessory)
        }

        /// A row with a switch as its accessory view.
        static func toggle(_ text: String, on: Bool, icon: UIColor? = nil) -> Row {
            Row(text: text, icon: icon, switchOn: on)
        }

        /// A person: the name over a label, as Contacts' recents.
        static func contact(_ name: String, _ label: String) -> Row {
            Row(text: name, secondary: label, subtitle: true)
        }
    }

    struct Section {
        var header: String?
        var footer: String?
        var rows: [Row]
    }

    let sections: [Section]
    let indexTitles: [String]?

    init(sections: [Section], indexTitles: [String]? = nil) {
        self.sections = sections
        self.indexTitles = indexTitles
    }

    /// A headless app on a screen of scale 2 showing a table of `style` of this data filling a
    /// window of `size`.
    func show(style: UITableView.Style, size: CGSize) -> (HeadlessApp, UIWindow, UITableView) {
        let app = HeadlessApp(delegate: LoggingAppDelegate(), screen: ListTestSupport.retinaScreen)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let table = UITableView(frame: window.bounds, style: style)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = self
        window.addSubview(table)
        window.makeKeyAndVisible()
        app.runUntilIdle()
        return (app, window, table)
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content: UIListContentConfiguration = row.subtitle ? .subtitleCell() : .valueCell()
        content.text = row.text
        content.secondaryText = row.secondary
        if let icon = row.icon {
            content.image = ListTestSupport.image(icon, size: CGSize(width: 29, height: 29))
            content.imageProperties.cornerRadius = 7
        }
        cell.contentConfiguration = content
        cell.accessoryType = row.accessory
        if let on = row.switchOn {
            let toggle = UISwitch()
            toggle.isOn = on
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        }
        return cell
    }
}
