import Foundation
import UIKit

/// The photo grid the collections group flings: one section of `count` photos, four square photos a
/// row in a compositional layout, each cell an image view showing one of `photoCount` pictures drawn
/// once up front and shared, with the photo's number in a small label over its corner.
@MainActor
final class PhotoGrid: NSObject, UICollectionViewDataSource {
    static let count = 10_000
    static let columns = 4
    /// How many different pictures there are; photo `n` shows picture `n % photoCount`.
    static let photoCount = 40
    /// The pictures' side in pixels.
    static let photoSide = 256
    /// The space around each photo inside its quarter of the row.
    static let itemInset: CGFloat = 2
    /// Where a photo's number sits: this far from its cell's leading and bottom edges.
    static let labelInset: CGFloat = 8

    /// The pictures, drawn by `init`.
    let photos: [UIImage]
    /// Every cell the collection view has handed out; it keeps them all (on screen or waiting for
    /// reuse), so their count is the cells alive.
    private(set) var cells = Set<ObjectIdentifier>()

    /// Draws the pictures.
    override init() {
        photos = (0..<Self.photoCount).map(Self.drawPhoto)
        super.init()
    }

    /// Photo `item`'s label text: its number.
    static func caption(_ item: Int) -> String {
        "\(item + 1)"
    }

    /// A collection view of the grid filling `window`, with no insets.
    func makeCollectionView(in window: UIWindow) -> UICollectionView {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(Self.columns)), heightDimension: .fractionalHeight(1)))
        let inset = Self.itemInset
        item.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / CGFloat(Self.columns))),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(PhotoGridCell.self, forCellWithReuseIdentifier: PhotoGridCell.identifier)
        collection.dataSource = self
        window.addSubview(collection)
        return collection
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: PhotoGridCell.identifier, for: indexPath)
            as! PhotoGridCell
        cell.imageView.image = photos[indexPath.item % Self.photoCount]
        cell.label.text = Self.caption(indexPath.item)
        cells.insert(ObjectIdentifier(cell))
        return cell
    }

    /// Picture `index`: a sky graded from one hue to a paler one, a sun placed by the index, and two
    /// hills, darker in front.
    private static func drawPhoto(_ index: Int) -> UIImage {
        let side = CGFloat(photoSide)
        let hue = CGFloat(index) / CGFloat(photoCount)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format)
        return renderer.image { context in
            let sky = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [
                    UIColor(hue: hue, saturation: 0.7, brightness: 0.8, alpha: 1).cgColor,
                    UIColor(hue: hue, saturation: 0.25, brightness: 1, alpha: 1).cgColor,
                ], locations: [0, 1])!
            context.cgContext.drawLinearGradient(
                sky, start: .zero, end: CGPoint(x: 0, y: side * 0.7), options: [.drawsAfterEndLocation])
            UIColor(hue: (hue + 0.12).truncatingRemainder(dividingBy: 1), saturation: 0.6, brightness: 1, alpha: 1)
                .setFill()
            let sun = side * 0.18
            let sunX = side * (0.15 + 0.7 * CGFloat(index % 7) / 6)
            UIBezierPath(
                ovalIn: CGRect(x: sunX - sun / 2, y: side * (0.1 + 0.04 * CGFloat(index % 3)), width: sun, height: sun)
            )
            .fill()
            for (depth, brightness) in [(0.55, 0.65), (0.72, 0.45)] {
                UIColor(
                    hue: (hue + 0.33).truncatingRemainder(dividingBy: 1), saturation: 0.55, brightness: brightness,
                    alpha: 1
                )
                .setFill()
                let hill = UIBezierPath()
                hill.move(to: CGPoint(x: 0, y: side))
                hill.addLine(to: CGPoint(x: 0, y: side * (depth + 0.1)))
                hill.addQuadCurve(
                    to: CGPoint(x: side, y: side * depth),
                    controlPoint: CGPoint(x: side * CGFloat(index % 5 + 1) / 6, y: side * (depth - 0.25)))
                hill.addLine(to: CGPoint(x: side, y: side))
                hill.close()
                hill.fill()
            }
        }
    }
}

/// A photo filling its cell, its number in white over the bottom leading corner.
final class PhotoGridCell: UICollectionViewCell {
    static let identifier = "photo"
    let imageView = UIImageView()
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        label.font = .systemFont(ofSize: 13)
        label.textColor = .white
        contentView.addSubview(imageView)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        imageView.frame = bounds
        let inset = PhotoGrid.labelInset
        label.frame = CGRect(x: inset, y: bounds.height - inset - 16, width: bounds.width - 2 * inset, height: 16)
    }
}
