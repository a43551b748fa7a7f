import UIKit

/// Programmer errors that must stop with UIKit's message, run one per process by
/// `Swift5Fixture --misuse <name>`: the test checks the message and that the process stopped.
let misuses: [String: () -> Void] = [
    "nan-position": { CALayer().position = CGPoint(x: CGFloat.nan, y: 20) },
    "infinite-frame": { UIView().frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10) },
    "nan-center": { UIView().center = CGPoint(x: 3, y: CGFloat.nan) },
    "self-subview": {
        let view = UIView()
        view.addSubview(view)
    },
    "duplicate-items": {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "a"])
    },
    "unregistered-cell": {
        let table = UITableView(frame: .zero, style: .plain)
        _ = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
    },
    "nib-cell": {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: "Cell")
        _ = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
    },
    "collection-invalid-update": {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { _, _, _ in nil }
        collection.performBatchUpdates { collection.insertItems(at: [IndexPath(item: 0, section: 0)]) }
        withExtendedLifetime(source) {}
    },
    "unknown-section": {
        let snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        print(snapshot.numberOfItems(inSection: 3))
    },
]

/// Runs the misuse named after `--misuse`, if any; a misuse that does not stop exits with 0.
func runMisuseIfAsked() {
    let arguments = CommandLine.arguments
    guard let flag = arguments.firstIndex(of: "--misuse"), flag + 1 < arguments.count else { return }
    guard let misuse = misuses[arguments[flag + 1]] else {
        print("no misuse named \(arguments[flag + 1])")
        exit(2)
    }
    misuse()
    print("the misuse did not stop the program")
    exit(0)
}
