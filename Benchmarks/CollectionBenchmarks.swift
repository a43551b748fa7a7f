import Foundation
import UIKit
import UIKitTesting

/// A flow layout of 100 000 fixed-size items prepared from nothing, against the same frames worked
/// out in a plain loop in the same run: the items wrapped in lines across the width and spread out
/// as the flow layout spreads them, each frame stored in an array.
///
/// The layout's figure is `invalidateLayout()`, `prepare()`, `collectionViewContentSize` and the
/// attributes of the elements in the visible rect, as a collection view asks for them after a reload;
/// both sides are measured in turn (`measureInterleaved`). A flow layout of one item size works
/// frames out from the item's index when asked, so preparing does not grow with the items; a
/// second figure asks for every item's attributes (an object each) to show what that costs.
///
/// Then a 10 000-photo grid in a compositional layout is flung on X11 (`CollectionBenchmarks+Fling.swift`).
@MainActor
func runCollectionBenchmarks() {
    print("Collection views (headless 390×844 window; reference: the same frames computed in a plain loop)")
    let app = HeadlessApp(delegate: BenchDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = FlowGrid.itemSize
    layout.sectionInset = FlowGrid.inset
    layout.minimumInteritemSpacing = FlowGrid.spacing
    layout.minimumLineSpacing = FlowGrid.spacing
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.contentInsetAdjustmentBehavior = .never
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = FlowGridSource()
    collection.dataSource = source
    window.addSubview(collection)
    app.runUntilIdle()

    var frames: [CGRect] = []
    var visible = 0
    let figures = measureInterleaved(
        budget: 2,
        [
            { frames = FlowGrid.frames(width: window.bounds.width) },
            {
                layout.invalidateLayout()
                layout.prepare()
                _ = layout.collectionViewContentSize
                visible = layout.layoutAttributesForElements(in: collection.bounds)?.count ?? 0
            },
        ])
    // Every item's attributes: an object per item, as a layout subclass asking its superclass for the
    // whole content gets; no goal, for comparison.
    let everything = measure {
        let content = CGRect(origin: .zero, size: layout.collectionViewContentSize)
        precondition(layout.layoutAttributesForElements(in: content)?.count == FlowGrid.count)
    }
    report("reference: 100 000 frames in a plain loop", seconds: figures[0], reference: figures[0])
    report("flow layout of 100 000 items prepared", seconds: figures[1], ratio: figures.ratio(1, to: 0))
    goal("≤ 2× the plain loop", figures.ratio(1, to: 0) <= 2)
    report("the attributes of all 100 000 items asked for", seconds: everything, reference: figures[0])
    print(
        String(
            format: "    %d frames, content %.0f points high, %d elements in the visible rect", frames.count,
            layout.collectionViewContentSize.height, visible))
    withExtendedLifetime((window, source)) {}
    flingPhotoGridOnX11()
    print("")
}

/// The grid both sides lay out: 100 000 items of 80 × 80 in one section, 10 points apart and from
/// the edges.
@MainActor
private enum FlowGrid {
    static let count = 100_000
    static let itemSize = CGSize(width: 80, height: 80)
    static let inset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    static let spacing: CGFloat = 10

    /// The frames the flow layout gives, worked out directly: as many items per line as fit, the
    /// room left spread between them.
    static func frames(width: CGFloat) -> [CGRect] {
        let available = width - inset.left - inset.right
        let perLine = max(1, Int((available + spacing) / (itemSize.width + spacing)))
        let gap = perLine > 1 ? (available - CGFloat(perLine) * itemSize.width) / CGFloat(perLine - 1) : 0
        var frames: [CGRect] = []
        frames.reserveCapacity(count)
        for item in 0..<count {
            let column = item % perLine
            let line = item / perLine
            frames.append(
                CGRect(
                    x: inset.left + CGFloat(column) * (itemSize.width + gap),
                    y: inset.top + CGFloat(line) * (itemSize.height + spacing), width: itemSize.width,
                    height: itemSize.height))
        }
        return frames
    }
}

/// One section of `FlowGrid.count` plain cells.
@MainActor
private final class FlowGridSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        FlowGrid.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
