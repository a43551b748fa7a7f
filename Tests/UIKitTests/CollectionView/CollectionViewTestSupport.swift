import UIKit
import UIKitTesting
import XCTest

/// A cell that counts how many were made.
final class CountingCollectionCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        Self.made += 1
    }

    required init?(coder: NSCoder) {
        nil
    }
}

/// A data source and delegate of `sections` sections of `items` items each, logging the delegate
/// calls; headers are "header" views when `headers` is set.
@MainActor
final class CollectionLog: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [Int]
    var sizes: [IndexPath: CGSize] = [:]
    var calls: [String] = []

    init(sections: [Int]) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        calls.append("primary \(indexPath.item)")
    }
}

/// A 320×400 collection view with a flow layout of 100-point items 10 apart and a 10-point inset,
/// filling a headless window, with `log` as its data source and delegate.
@MainActor
func collectionWindow(
    sections: [Int] = [1000],
    configure: (UICollectionView, UICollectionViewFlowLayout, CollectionLog) -> Void = { _, _, _ in }
) -> (HeadlessApp, UIWindow, UICollectionView, CollectionLog) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    window.rootViewController = UIViewController()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.contentInsetAdjustmentBehavior = .never
    collection.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
    collection.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    let log = CollectionLog(sections: sections)
    collection.dataSource = log
    collection.delegate = log
    configure(collection, layout, log)
    window.rootViewController!.view.addSubview(collection)
    window.makeKeyAndVisible()
    app.runUntilIdle()
    return (app, window, collection, log)
}
