import UIKit

/// A `UICollectionViewLayout` subclass as an app writes one (`CircleLayout`): numbered discs around
/// a circle centred in the collection view. Add and Remove insert and delete a disc in a batch
/// update, and a click on a disc deletes it; the collection view animates the change from the
/// layout's initial and final attributes, so discs grow out of the centre and shrink back into
/// it while the others slide round. The log prints each change.
final class CircleLayoutViewController: ControlPageViewController, UICollectionViewDataSource,
    UICollectionViewDelegate
{
    override class var pageTitle: String { "Circle Layout" }
    override class var controlClass: String { "UICollectionViewLayout" }

    static let initialCount = 12
    static let maximumCount = 30
    static let itemSide: CGFloat = 64
    /// The collection view's height on the page: the rest of the left column under the buttons.
    private static let circleHeight: CGFloat = 640

    let collectionView = UICollectionView(
        frame: .zero, collectionViewLayout: CircleLayout(itemSide: CircleLayoutViewController.itemSide))
    /// The numbers the discs show, in order round the circle.
    private(set) var numbers = Array(1...CircleLayoutViewController.initialCount)
    private var nextNumber = CircleLayoutViewController.initialCount + 1
    private lazy var addButton = makeButton("Add") { [weak self] in self?.add() }
    private lazy var removeButton = makeButton("Remove") { [weak self] in self?.removeLast() }
    private let registration = UICollectionView.CellRegistration<CircleCell, Int> { cell, _, number in
        cell.show(number)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.dataSource = self
        collectionView.delegate = self
        let buttons = UIStackView(arrangedSubviews: [addButton, removeButton])
        buttons.distribution = .fillEqually
        addSection(
            "Batch updates · Add, Remove, or click a disc",
            [
                StateRow(nil, buttons, placement: .whole),
                StateRow(nil, collectionView, placement: .edgeToEdge, height: Self.circleHeight),
            ])
    }

    /// Inserts a disc with the next number at the end of the circle, next to the first one.
    func add() {
        guard numbers.count < Self.maximumCount else { return }
        let indexPath = IndexPath(item: numbers.count, section: 0)
        numbers.append(nextNumber)
        nextNumber += 1
        collectionView.performBatchUpdates {
            collectionView.insertItems(at: [indexPath])
        }
        log.write("circle layout · inserted \(numbers[indexPath.item]): \(numbers.count) discs")
        updateButtons()
    }

    /// Deletes the last disc of the circle.
    func removeLast() {
        guard !numbers.isEmpty else { return }
        delete(at: IndexPath(item: numbers.count - 1, section: 0))
    }

    private func delete(at indexPath: IndexPath) {
        let number = numbers.remove(at: indexPath.item)
        collectionView.performBatchUpdates {
            collectionView.deleteItems(at: [indexPath])
        }
        log.write("circle layout · deleted \(number): \(numbers.count) discs")
        updateButtons()
    }

    private func updateButtons() {
        addButton.isEnabled = numbers.count < Self.maximumCount
        removeButton.isEnabled = !numbers.isEmpty
    }

    // MARK: - UICollectionViewDataSource

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        numbers.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: numbers[indexPath.item])
    }

    // MARK: - UICollectionViewDelegate

    /// A click on a disc deletes it.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        delete(at: indexPath)
    }
}
