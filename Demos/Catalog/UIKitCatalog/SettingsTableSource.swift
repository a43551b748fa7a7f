import UIKit

/// The data source and delegate of the Settings table, an inset grouped table after iOS's Settings
/// app: three titled sections of rows with icons, a switch as an `accessoryView`, value cells
/// (`UIListContentConfiguration.valueCell()`) with disclosure chevrons, and a group of choices of
/// which one has the checkmark; selecting a choice moves the checkmark to it. Selections are
/// written to the log.
final class SettingsTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// What a row holds besides its title and icon.
    private enum Kind {
        /// A switch, as the cell's accessory view; the row does not highlight.
        case toggle
        /// A page the row would push: a chevron, after the value when there is one.
        case link(value: String?)
        /// One of the section's choices: the chosen one has the checkmark.
        case choice
    }

    private struct Row {
        let title: String
        let icon: UIImage?
        let kind: Kind
    }

    private static let reuseIdentifier = "setting"

    private let sections: [(title: String, rows: [Row])] = [
        (
            "Connectivity",
            [
                Row(title: "Airplane Mode", icon: SettingsIcons.airplane, kind: .toggle),
                Row(title: "Wi-Fi", icon: SettingsIcons.wifi, kind: .link(value: "Casement")),
                Row(title: "Bluetooth", icon: SettingsIcons.bluetooth, kind: .link(value: "On")),
            ]
        ),
        (
            "Appearance",
            [
                Row(title: "Light", icon: nil, kind: .choice), Row(title: "Dark", icon: nil, kind: .choice),
                Row(title: "Automatic", icon: nil, kind: .choice),
            ]
        ),
        (
            "Alerts",
            [
                Row(title: "Notifications", icon: SettingsIcons.notifications, kind: .link(value: nil)),
                Row(title: "Sounds & Haptics", icon: SettingsIcons.sounds, kind: .link(value: nil)),
                Row(title: "Focus", icon: SettingsIcons.focus, kind: .link(value: "Off")),
            ]
        ),
    ]

    /// The switch of the toggle row, kept here so it keeps its state whichever cell shows it.
    let airplaneSwitch = UISwitch()
    /// The row of the checked choice.
    private(set) var chosen = IndexPath(row: 0, section: 1)
    private let log: DemoLog

    init(log: DemoLog) {
        self.log = log
    }

    /// Registers the cell class and becomes `tableView`'s data source and delegate.
    func attach(to tableView: UITableView) {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        let row = sections[indexPath.section].rows[indexPath.row]
        var content = cell.defaultContentConfiguration()
        cell.accessoryView = nil
        cell.accessoryType = .none
        cell.selectionStyle = .default
        switch row.kind {
        case .toggle:
            cell.accessoryView = airplaneSwitch
            cell.selectionStyle = .none
        case .link(let value):
            if let value {
                content = .valueCell()
                content.secondaryText = value
            }
            cell.accessoryType = .disclosureIndicator
        case .choice:
            cell.accessoryType = indexPath == chosen ? .checkmark : .none
        }
        content.text = row.title
        content.image = row.icon
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        if case .toggle = sections[indexPath.section].rows[indexPath.row].kind { return false }
        return true
    }

    /// Logs the row; a choice takes the checkmark from the one that had it. The row is deselected
    /// at once, as Settings deselects a row whose page it pushes.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let row = sections[indexPath.section].rows[indexPath.row]
        log.write("settings · didSelectRowAt \(row.title)")
        if case .choice = row.kind, indexPath != chosen {
            let old = chosen
            chosen = indexPath
            tableView.cellForRow(at: old)?.accessoryType = .none
            tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
            log.write("settings · checkmark: \(sections[old.section].rows[old.row].title) → \(row.title)")
        }
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
