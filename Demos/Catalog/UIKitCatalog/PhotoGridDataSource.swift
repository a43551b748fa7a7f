import UIKit

/// The photo grid's albums: a photo cell per item showing one of the shared swatches, and an album
/// header per section.
@MainActor
final class PhotoGridDataSource: NSObject, UICollectionViewDataSource {
    private let photoRegistration = UICollectionView.CellRegistration<PhotoCell, Int> { cell, _, photo in
        cell.imageView.image = PhotoSwatches.image(photo)
    }
    private let headerRegistration = UICollectionView.SupplementaryRegistration<AlbumHeaderView>(
        elementKind: PhotoGridViewController.headerKind
    ) { header, _, indexPath in
        header.label.text = "Album \(indexPath.section + 1) · \(PhotoGridViewController.photosPerAlbum) photos"
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { PhotoGridViewController.albumCount }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        PhotoGridViewController.photosPerAlbum
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let photo = indexPath.section * PhotoGridViewController.photosPerAlbum + indexPath.item
        return collectionView.dequeueConfiguredReusableCell(using: photoRegistration, for: indexPath, item: photo)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
}

/// A photo filling its cell.
final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }
}

/// An album's title on a translucent bar.
final class AlbumHeaderView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.systemBackground.withAlphaComponent(0.92)
        label.font = .boldSystemFont(ofSize: 15)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 12, dy: 0)
    }
}
