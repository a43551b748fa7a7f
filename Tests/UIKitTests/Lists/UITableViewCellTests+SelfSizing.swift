import UIKitTesting
import XCTest

@testable import UIKit

/// The height a table gets when it asks a cell's content view (or the cell) for its fitting size
/// at a row width: `systemLayoutSizeFitting` with the width required and the height free.
final class UITableViewCellSelfSizingTests: XCTestCase {
    private static let words = String(repeating: "word ", count: 40)

    /// The content view's fitting height at `width`, as a table asks it.
    @MainActor
    private static func height(of cell: UITableViewCell, width: CGFloat) -> CGFloat {
        cell.contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    /// The height of `text` wrapped at `width` in `font`.
    @MainActor
    private static func wrapped(_ text: String, width: CGFloat, font: UIFont = .systemFont(ofSize: 17)) -> CGFloat {
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.text = text
        return label.sizeThatFits(CGSize(width: width, height: 0)).height
    }

    func testAConfiguredCellIsAsTallAsItsWrappedTextPlusItsMargins() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = Self.words
            cell.contentConfiguration = content

            XCTAssertEqual(Self.height(of: cell, width: 320), 11 + Self.wrapped(Self.words, width: 288) + 11)
            XCTAssertEqual(Self.height(of: cell, width: 390), 11 + Self.wrapped(Self.words, width: 358) + 11)
        }
    }

    func testAShortConfiguredCellIsARowOf44Points() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = "Short"
            cell.contentConfiguration = content

            XCTAssertEqual(Self.height(of: cell, width: 390), 44)
        }
    }

    func testAnAccessoryNarrowsTheWidthTheCellsTextWrapsAt() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = Self.words
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            let chevron = TableCellGlyph.disclosureIndicator.size.width
            let contentWidth = 390 - 16 - chevron

            let fitted = cell.systemLayoutSizeFitting(
                CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)

            XCTAssertEqual(fitted.width, 390)
            XCTAssertEqual(fitted.height, 22 + Self.wrapped(Self.words, width: contentWidth - 16 - 8))
            XCTAssertEqual(Self.height(of: cell, width: contentWidth), fitted.height)
        }
    }

    func testALegacyCellWithAMultilineLabelGrowsWithIt() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = Self.words
            cell.textLabel?.numberOfLines = 0
            cell.detailTextLabel?.text = "Detail"
            let caption = ListTestSupport.lineHeight(.systemFont(ofSize: 12))

            XCTAssertEqual(Self.height(of: cell, width: 320), 4 + Self.wrapped(Self.words, width: 288) + caption + 4)
        }
    }

    func testALegacyCellWithOneLineIsARowOf44Points() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = "Name"
            cell.detailTextLabel?.text = "Value"

            XCTAssertEqual(Self.height(of: cell, width: 390), 44)
            XCTAssertEqual(Self.height(of: UITableViewCell(), width: 390), 44, "an empty cell is a standard row")
        }
    }

    func testAppConstraintsInTheContentViewSetTheHeight() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let label = UILabel()
            label.numberOfLines = 0
            label.text = Self.words
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(label)
            let margins = cell.contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                label.topAnchor.constraint(equalTo: margins.topAnchor),
                label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])

            XCTAssertEqual(Self.height(of: cell, width: 320), 11 + Self.wrapped(Self.words, width: 288) + 11)
            XCTAssertEqual(Self.height(of: cell, width: 390), 11 + Self.wrapped(Self.words, width: 358) + 11)
        }
    }

    func testAFixedHeightConstraintWinsOverTheMinimumRow() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let bar = UIView()
            bar.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
                bar.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                bar.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
                bar.heightAnchor.constraint(equalToConstant: 30),
            ])

            XCTAssertEqual(Self.height(of: cell, width: 390), 30)
        }
    }

    func testSizeThatFitsGivesTheSameHeight() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = Self.words
            cell.contentConfiguration = content

            XCTAssertEqual(cell.sizeThatFits(CGSize(width: 320, height: 0)).height, Self.height(of: cell, width: 320))
        }
    }
}
