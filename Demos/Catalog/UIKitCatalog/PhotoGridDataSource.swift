import UIKit

/// The photo grid's featured row and albums: a photo cell per item showing one of the shared
/// swatches, and a header per section.
@MainActor
final class PhotoGridDataSource: NSObject, UICollectionViewDataSource {
    private let photoRegistration = UICollectionView.CellRegistration<PhotoCell, Int> { cell, _, photo in
        cell.imageView.image = PhotoSwatches.image(photo)
    }
    private let headerRegistration = UICollectionView.SupplementaryRegistration<AlbumHeaderView>(
        elementKind: PhotoGridViewController.headerKind
    ) { header, _, indexPath in
        header.label.text =
            PhotoGridViewController.album(of: indexPath.section).map {
                "Album \($0) · \(PhotoGridViewController.photosPerAlbum) photos"
            } ?? "Featured · scrolls sideways"
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { PhotoGridViewController.albumCount + 1 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        PhotoGridViewController.album(of: section) == nil
            ? PhotoGridViewController.featuredCount : PhotoGridViewController.photosPerAlbum
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        // Featured photos are spread over the swatches; an album's follow each other.
        let photo =
            PhotoGridViewController.album(of: indexPath.section).map {
                ($0 - 1) * PhotoGridViewController.photosPerAlbum + indexPath.item
            } ?? indexPath.item * 7
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
