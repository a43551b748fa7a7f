import UIKit

/// Views side by side in rows, each with a small caption under it naming what it shows: a content
/// mode, a tint colour. The tiles are all one size; as many go in a row as `columns` says.
final class CaptionedTilesView: UIView {
    private let tiles: [UIView]
    private let captions: [UILabel]
    private let tileSize: CGSize
    private let columns: Int

    private static let captionHeight: CGFloat = 16
    private static let rowSpacing: CGFloat = 8

    /// Tiles of `tileSize` captioned by their names, `columns` to a row, spread across the width.
    init(_ tiles: [(caption: String, view: UIView)], tileSize: CGSize, columns: Int) {
        self.tiles = tiles.map(\.view)
        self.tileSize = tileSize
        self.columns = columns
        captions = tiles.map { tile in
            let label = UILabel()
            label.text = tile.caption
            label.font = .systemFont(ofSize: 11)
            label.textColor = .secondaryLabel
            label.textAlignment = .center
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.7
            return label
        }
        super.init(frame: .zero)
        for (tile, caption) in zip(self.tiles, captions) {
            addSubview(tile)
            addSubview(caption)
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The height every row of tiles and captions needs.
    var preferredHeight: CGFloat {
        let rows = CGFloat((tiles.count + columns - 1) / columns)
        return rows * (tileSize.height + Self.captionHeight) + (rows - 1) * Self.rowSpacing
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let pitch = bounds.width / CGFloat(columns)
        for (index, (tile, caption)) in zip(tiles, captions).enumerated() {
            let centre = pitch * (CGFloat(index % columns) + 0.5)
            let top = CGFloat(index / columns) * (tileSize.height + Self.captionHeight + Self.rowSpacing)
            tile.frame = CGRect(
                x: centre - tileSize.width / 2, y: top, width: tileSize.width, height: tileSize.height)
            caption.frame = CGRect(
                x: centre - pitch / 2 + 2, y: tile.frame.maxY, width: pitch - 4, height: Self.captionHeight)
        }
    }
}
