import UIKit

/// A plain table of names, one a row: the Search page's list of every country, and the results
/// controller that shows the matches while a search is under way.
final class NameListController: UITableViewController {
    private static let cellIdentifier = "name"

    /// The names shown; setting it reloads the table.
    var names: [String] = [] {
        didSet { tableView.reloadData() }
    }

    /// Told the name of a row the user selects.
    var selectionHandler: ((String) -> Void)?

    init(names: [String]) {
        super.init(style: .plain)
        self.names = names
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectionHandler?(names[indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
