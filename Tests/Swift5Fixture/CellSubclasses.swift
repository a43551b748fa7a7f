import UIKit

/// A cell as iOS apps write them: overridden initializers, selection and reuse, a configuration
/// update for the state and a custom state.
class ContactCell: UITableViewCell {
    static let isFavoriteKey = UIConfigurationStateCustomKey("isFavorite")
    var isFavorite = false
    var selections: [Bool] = []

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        selections.append(selected)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        isFavorite = false
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[Self.isFavoriteKey] = isFavorite
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = defaultContentConfiguration().updated(for: state)
        content.text = "Anna Haro"
        content.secondaryText = state[Self.isFavoriteKey] as? Bool == true ? "Favourite" : nil
        content.textProperties.color = state.isHighlighted ? .white : .label
        contentConfiguration = content
    }
}

/// An app's own content configuration and the view showing it.
struct BadgeConfiguration: UIContentConfiguration, Hashable {
    var count = 0

    func makeContentView() -> UIView & UIContentView {
        BadgeView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> BadgeConfiguration {
        self
    }
}

class BadgeView: UIView, UIContentView {
    var configuration: UIContentConfiguration {
        didSet { setNeedsLayout() }
    }

    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

func checkCellSubclasses() {
    let cell = ContactCell(style: .default, reuseIdentifier: "contact")
    cell.isFavorite = true
    cell.isSelected = true
    cell.layoutIfNeeded()
    let content = cell.contentConfiguration as? UIListContentConfiguration
    check(
        "cell subclass", cell.selections == [true] && content?.secondaryText == "Favourite",
        "\(cell.selections) \(String(describing: content?.secondaryText))")

    let badge = UITableViewCell()
    badge.configurationUpdateHandler = { cell, state in
        cell.contentConfiguration = BadgeConfiguration(count: state.isSelected ? 1 : 0)
    }
    badge.layoutIfNeeded()
    check("content configuration of the app's own", badge.contentView is BadgeView)

    let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
    var headerContent = header.defaultContentConfiguration()
    headerContent.text = "Recents"
    header.contentConfiguration = headerContent
    header.backgroundConfiguration = UIBackgroundConfiguration.listPlainHeaderFooter()
    check("header configuration", header.contentView is UIListContentView)

    let choices = ChoiceControl(choices: ["Day", "Week"], selected: 1)
    let identifier = (ChoiceCell.self as NamedCell.Type).description()
    check("class description", identifier == "Swift5Fixture.ChoiceCell", identifier)
    check("segmented control subclass", choices.numberOfSegments == 2 && choices.selectedSegmentIndex == 1)
}

/// A cell kind named by its class, as venmo/Static's `Cell` protocol asks of `UITableViewCell`s
/// (Objective-C's `+description`).
protocol NamedCell: AnyObject {
    static func description() -> String
}

extension ChoiceCell: NamedCell {}

final class ChoiceCell: UITableViewCell {}

/// A segmented control made by a subclass's initializer, as libraries do: `init(items:)` is
/// designated, as in the SDK.
final class ChoiceControl: UISegmentedControl {
    init(choices: [String], selected: Int) {
        super.init(items: choices)
        selectedSegmentIndex = selected
    }

    required init?(coder: NSCoder) {
        nil
    }
}
