import Foundation
import UniformTypeIdentifiers

/// The document picker's view: a bar with Cancel, Back, the folder's name and Open (Save when
/// exporting), over a list of the folder's entries — folders first, then files, those of other
/// types dimmed — with the picked files checked.
@MainActor
final class DocumentBrowser: UITableViewDataSource, UITableViewDelegate {
    private struct Entry {
        let url: URL
        let isFolder: Bool
        let isPickable: Bool
    }

    unowned let picker: UIDocumentPickerViewController
    let tableView = UITableView(frame: .zero, style: .plain)
    private let bar = UIView()
    private let titleLabel = UILabel()
    private let cancelButton = UIButton(type: .system)
    private let backButton = UIButton(type: .system)
    private let confirmButton = UIButton(type: .system)
    private(set) var folder = URL(fileURLWithPath: "/")
    private var entries: [Entry] = []
    private(set) var selection: [URL] = []
    static let barHeight: CGFloat = 52

    init(_ picker: UIDocumentPickerViewController) {
        self.picker = picker
    }

    func makeView() -> UIView {
        let view = ContainerView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
        view.onLayout = { [weak self] in self?.layout() }
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [weak self] _ in self?.picker.cancel() }, for: .touchUpInside)
        backButton.setTitle("Back", for: .normal)
        backButton.addAction(UIAction { [weak self] _ in self?.goBack() }, for: .touchUpInside)
        confirmButton.setTitle(picker.isExporting ? "Save" : "Open", for: .normal)
        confirmButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        confirmButton.addAction(UIAction { [weak self] _ in self?.confirm() }, for: .touchUpInside)
        bar.backgroundColor = .secondarySystemBackground
        for part in [cancelButton, backButton, titleLabel, confirmButton] { bar.addSubview(part) }
        tableView.dataSource = self
        tableView.delegate = self
        tableView.allowsMultipleSelection = false
        view.addSubview(tableView)
        view.addSubview(bar)
        return view
    }

    private func layout() {
        let bounds = picker.view.bounds
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.barHeight)
        cancelButton.frame = CGRect(x: 12, y: 10, width: 70, height: 32)
        backButton.frame = CGRect(x: 86, y: 10, width: 60, height: 32)
        confirmButton.frame = CGRect(x: bounds.width - 82, y: 10, width: 70, height: 32)
        titleLabel.frame = CGRect(x: 150, y: 10, width: max(0, bounds.width - 236), height: 32)
        tableView.frame = CGRect(x: 0, y: Self.barHeight, width: bounds.width, height: bounds.height - Self.barHeight)
    }

    /// Lists `folder`: its visible entries, folders first, each group by name as a file manager sorts.
    func show(_ folder: URL) {
        self.folder = folder.standardizedFileURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: self.folder.path)) ?? []
        entries = names.filter { !$0.hasPrefix(".") }.map { name in
            var isDirectory: ObjCBool = false
            let url = self.folder.appendingPathComponent(name)
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            let type = isDirectory.boolValue ? UTType.folder : UTType(filenameExtension: url.pathExtension) ?? .data
            let pickable =
                !picker.isExporting && !isDirectory.boolValue && picker.contentTypes.contains { type.conforms(to: $0) }
            return Entry(
                url: isDirectory.boolValue ? url.appendingPathComponent("", isDirectory: true) : url,
                isFolder: isDirectory.boolValue, isPickable: pickable)
        }.sorted { a, b in
            a.isFolder != b.isFolder
                ? a.isFolder
                : a.url.lastPathComponent.localizedStandardCompare(b.url.lastPathComponent) == .orderedAscending
        }
        selection = []
        titleLabel.text = self.folder.path == "/" ? "/" : self.folder.lastPathComponent
        backButton.isEnabled = self.folder.path != "/"
        updateConfirm()
        tableView.reloadData()
    }

    private func goBack() {
        show(folder.deletingLastPathComponent())
    }

    private func confirm() {
        picker.confirm(selection, in: folder)
    }

    private func updateConfirm() {
        confirmButton.isEnabled = picker.isExporting || !selection.isEmpty
    }

    // MARK: - The list

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let entry = entries[indexPath.row]
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "entry")
            ?? UITableViewCell(style: .default, reuseIdentifier: "entry")
        let name = entry.url.lastPathComponent
        cell.textLabel?.text =
            entry.isFolder || picker.shouldShowFileExtensions ? name : (name as NSString).deletingPathExtension
        cell.textLabel?.textColor = entry.isFolder || entry.isPickable ? .label : .tertiaryLabel
        cell.accessoryType =
            entry.isFolder ? .disclosureIndicator : selection.contains(entry.url) ? .checkmark : .none
        return cell
    }

    /// A folder opens; a pickable file is picked (added to the others when several may be).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        let entry = entries[indexPath.row]
        if entry.isFolder {
            show(entry.url)
            return
        }
        guard entry.isPickable else { return }
        if let index = selection.firstIndex(of: entry.url) {
            selection.remove(at: index)
        } else {
            selection = picker.allowsMultipleSelection ? selection + [entry.url] : [entry.url]
        }
        updateConfirm()
        tableView.reloadData()
    }
}
