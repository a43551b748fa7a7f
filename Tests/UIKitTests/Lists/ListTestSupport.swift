import UIKitTesting
import WindowSystem
import XCTest

@testable import UIKit

/// Cells and header/footer views laid out as a table would place them, for list tests.
@MainActor
enum ListTestSupport {
    /// A screen at scale 2, as reference images of lists are drawn.
    static let retinaScreen = ScreenDescription(
        pixelSize: PixelSize(width: 2560, height: 1600), dotsPerInch: 192, refreshRate: 60)

    /// A `.default` cell `width` points wide showing `configuration` (with `text`), laid out at
    /// the height it asks for.
    static func cell(
        _ configuration: UIListContentConfiguration, text: String? = "Title", secondaryText: String? = nil,
        width: CGFloat, prepare: (UITableViewCell) -> Void = { _ in }
    ) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        prepare(cell)
        var content = configuration
        content.text = text
        content.secondaryText = secondaryText
        cell.contentConfiguration = content
        place(cell, width: width)
        return cell
    }

    /// A legacy cell of `style` `width` points wide with `text` and `detail`, laid out at 44 points.
    static func legacyCell(
        _ style: UITableViewCell.CellStyle, text: String? = "Title", detail: String? = nil, width: CGFloat,
        prepare: (UITableViewCell) -> Void = { _ in }
    ) -> UITableViewCell {
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = text
        if let detail { cell.detailTextLabel?.text = detail }
        prepare(cell)
        place(cell, width: width)
        return cell
    }

    /// Sizes `view` to `width` and the height it fits there, then lays it out.
    static func place(_ view: UIView, width: CGFloat) {
        let height = view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
        view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        view.layoutIfNeeded()
    }

    /// `view`'s frame in `ancestor`'s space.
    static func frame(of view: UIView, in ancestor: UIView) -> CGRect {
        view.convert(view.bounds, to: ancestor)
    }

    /// A one-pixel image of `color` at `size` points (scale 1).
    static func image(_ color: UIColor, size: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    /// The height a label `font` shows one line in.
    static func lineHeight(_ font: UIFont) -> CGFloat {
        let label = UILabel()
        label.font = font
        label.text = "Title"
        return label.sizeThatFits(.zero).height
    }
}
