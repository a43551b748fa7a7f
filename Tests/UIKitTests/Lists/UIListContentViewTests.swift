import UIKitTesting
import XCTest

@testable import UIKit

/// Where a list content view puts each configuration's parts in a cell 320 and 390 points wide,
/// and the heights it asks for.
final class UIListContentViewTests: XCTestCase {
    private static let widths: [CGFloat] = [320, 390]

    /// The content view of `cell` as a list content view.
    @MainActor
    private static func content(_ cell: UITableViewCell) -> UIListContentView {
        cell.contentView as! UIListContentView
    }

    func testEveryConfigurationPlacesItsTwoTextsByItsOwnMetrics() {
        MainActor.assumeIsolated {
            let rows: [UIListContentConfiguration] = [
                .cell(), .subtitleCell(), .sidebarCell(), .sidebarSubtitleCell(), .accompaniedSidebarCell(),
                .accompaniedSidebarSubtitleCell(),
            ]
            let headers: [UIListContentConfiguration] = [
                .plainHeader(), .plainFooter(), .groupedHeader(), .groupedFooter(), .prominentInsetGroupedHeader(),
                .extraProminentInsetGroupedHeader(), .sidebarHeader(), .header(), .footer(),
            ]
            for width in Self.widths {
                for configuration in rows + headers {
                    let isRow = rows.contains(configuration)
                    var content = configuration
                    content.text = "Text"
                    content.secondaryText = "Secondary"
                    let container: UIView
                    if isRow {
                        container = ListTestSupport.cell(
                            content, text: "Text", secondaryText: "Secondary", width: width)
                    } else {
                        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
                        header.contentConfiguration = content
                        ListTestSupport.place(header, width: width)
                        container = header
                    }
                    let view =
                        (container as? UITableViewCell)?.contentView
                        ?? (container as! UITableViewHeaderFooterView).contentView
                    let list = view as! UIListContentView
                    let margins = configuration.directionalLayoutMargins
                    let text = ListTestSupport.lineHeight(configuration.textProperties.font)
                    let secondary = ListTestSupport.lineHeight(configuration.secondaryTextProperties.font)
                    let block = text + configuration.textToSecondaryTextVerticalPadding + secondary
                    let leading = configuration.axesPreservingSuperviewLayoutMargins.isEmpty ? margins.leading : 16
                    let height = max(isRow ? 44 : 0, margins.top + block + margins.bottom)
                    let top = margins.top + (height - margins.top - margins.bottom - block) / 2
                    let name = "\(configuration) at \(width)"

                    XCTAssertEqual(container.frame.height, height, name)
                    XCTAssertEqual(list.textLabel.frame.origin, CGPoint(x: leading, y: top), name)
                    XCTAssertEqual(
                        list.secondaryTextLabel.frame.origin,
                        CGPoint(x: leading, y: top + text + configuration.textToSecondaryTextVerticalPadding), name)
                    XCTAssertLessThanOrEqual(list.textLabel.frame.maxX, width - max(margins.trailing, leading), name)
                }
            }
        }
    }

    func testACellsTextIsCentredInA44PointRowAtTheMargin() {
        MainActor.assumeIsolated {
            for width in Self.widths {
                let cell = ListTestSupport.cell(.cell(), text: "General", width: width)
                let view = Self.content(cell)
                let line = ListTestSupport.lineHeight(.systemFont(ofSize: 17))

                XCTAssertEqual(cell.frame.height, 44)
                XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: width, height: 44))
                XCTAssertEqual(view.textLabel.frame.origin, CGPoint(x: 16, y: (44 - line) / 2))
                XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
                XCTAssertTrue(view.secondaryTextLabel.isHidden)
            }
        }
    }

    func testACellsSecondaryTextGoesThreePointsUnderTheText() {
        MainActor.assumeIsolated {
            for width in Self.widths {
                let cell = ListTestSupport.cell(.cell(), text: "Title", secondaryText: "Secondary", width: width)
                let view = Self.content(cell)
                let body = ListTestSupport.lineHeight(.systemFont(ofSize: 17))
                let caption = ListTestSupport.lineHeight(.systemFont(ofSize: 12))

                XCTAssertEqual(cell.frame.height, 11 + body + 3 + caption + 11)
                XCTAssertEqual(view.textLabel.frame.origin, CGPoint(x: 16, y: 11))
                XCTAssertEqual(view.secondaryTextLabel.frame.origin, CGPoint(x: 16, y: 11 + body + 3))
            }
        }
    }

    func testASubtitleCellKeepsItsTwoLinesTightInA44PointRow() {
        MainActor.assumeIsolated {
            for width in Self.widths {
                let cell = ListTestSupport.cell(.subtitleCell(), text: "Title", secondaryText: "Subtitle", width: width)
                let view = Self.content(cell)
                let body = ListTestSupport.lineHeight(.systemFont(ofSize: 17))
                let caption = ListTestSupport.lineHeight(.systemFont(ofSize: 12))
                let top = 4 + (44 - 8 - body - caption) / 2

                XCTAssertEqual(cell.frame.height, 44)
                XCTAssertEqual(view.textLabel.frame.origin, CGPoint(x: 16, y: top))
                XCTAssertEqual(view.secondaryTextLabel.frame.origin, CGPoint(x: 16, y: top + body))
            }
        }
    }

    func testAValueCellPutsItsValueAtTheTrailingMarginOnTheTextsLine() {
        MainActor.assumeIsolated {
            for width in Self.widths {
                let cell = ListTestSupport.cell(.valueCell(), text: "Version", secondaryText: "17.0", width: width)
                let view = Self.content(cell)

                XCTAssertEqual(cell.frame.height, 44)
                XCTAssertEqual(view.textLabel.frame.minX, 16)
                XCTAssertEqual(view.secondaryTextLabel.frame.maxX, width - 16)
                XCTAssertEqual(view.secondaryTextLabel.frame.minY, view.textLabel.frame.minY)
            }
        }
    }

    func testAValueTooLongForTheLineGoesUnderTheText() {
        MainActor.assumeIsolated {
            let cell = ListTestSupport.cell(
                .valueCell(), text: "A rather long setting name", secondaryText: "and an even longer value", width: 320)
            let view = Self.content(cell)

            XCTAssertEqual(view.secondaryTextLabel.frame.minX, 16)
            XCTAssertEqual(view.secondaryTextLabel.frame.minY, view.textLabel.frame.maxY + 3)
            XCTAssertGreaterThan(cell.frame.height, 44)
        }
    }

    func testAnAccessoryEndsTheContentEightPointsBeforeIt() {
        MainActor.assumeIsolated {
            for width in Self.widths {
                let cell = ListTestSupport.cell(.valueCell(), text: "Wi-Fi", secondaryText: "Home", width: width) {
                    $0.accessoryType = .disclosureIndicator
                }
                let view = Self.content(cell)
                let chevron = cell.subviews.first { $0 is UIImageView }!

                XCTAssertEqual(chevron.frame.maxX, width - 16)
                XCTAssertEqual(view.frame.maxX, chevron.frame.minX)
                XCTAssertEqual(view.secondaryTextLabel.frame.maxX, view.bounds.width - 8)
            }
        }
    }

    func testAnImageTakesItsRoomAndPushesTheTextSixteenPointsPastIt() {
        MainActor.assumeIsolated {
            for width in Self.widths {
                var configuration = UIListContentConfiguration.cell()
                configuration.image = ListTestSupport.image(.systemBlue, size: CGSize(width: 29, height: 29))
                configuration.imageProperties.cornerRadius = 7
                let cell = ListTestSupport.cell(configuration, text: "Airplane Mode", width: width)
                let view = Self.content(cell)

                XCTAssertEqual(cell.frame.height, 11 + 29 + 11)
                XCTAssertEqual(view.imageView.frame, CGRect(x: 16, y: 11, width: 29, height: 29))
                XCTAssertEqual(view.textLabel.frame.minX, 16 + 29 + 16)
                XCTAssertEqual(view.imageView.layer.cornerRadius, 7)
            }
        }
    }

    func testReservedAndMaximumImageSizes() {
        MainActor.assumeIsolated {
            var configuration = UIListContentConfiguration.cell()
            configuration.image = ListTestSupport.image(.systemBlue, size: CGSize(width: 40, height: 20))
            configuration.imageProperties.maximumSize = CGSize(width: 20, height: 0)
            configuration.imageProperties.reservedLayoutSize = CGSize(
                width: 32, height: UIListContentConfiguration.ImageProperties.standardDimension)
            let cell = ListTestSupport.cell(configuration, text: "Title", width: 390)
            let view = Self.content(cell)

            XCTAssertEqual(view.imageView.frame.size, CGSize(width: 20, height: 10), "shrunk to 20 wide")
            XCTAssertEqual(view.imageView.frame.minX, 16 + 6, "centred in its 32-point room")
            XCTAssertEqual(view.textLabel.frame.minX, 16 + 32 + 16)
        }
    }

    func testMultilineTextMakesTheRowTallerAtANarrowerWidth() {
        MainActor.assumeIsolated {
            let text = String(repeating: "word ", count: 40)
            let narrow = ListTestSupport.cell(.cell(), text: text, width: 320)
            let wide = ListTestSupport.cell(.cell(), text: text, width: 390)
            let label = UILabel()
            label.numberOfLines = 0
            label.text = text

            XCTAssertEqual(narrow.frame.height, 22 + label.sizeThatFits(CGSize(width: 288, height: 0)).height)
            XCTAssertEqual(wide.frame.height, 22 + label.sizeThatFits(CGSize(width: 358, height: 0)).height)
            XCTAssertGreaterThan(narrow.frame.height, wide.frame.height)
            XCTAssertEqual(Self.content(narrow).textLabel.frame.height, narrow.frame.height - 22)
        }
    }

    func testOnItsOwnTheViewKeepsTheConfigurationsMargins() {
        MainActor.assumeIsolated {
            var configuration = UIListContentConfiguration.sidebarCell()
            configuration.text = "Library"
            let view = UIListContentView(configuration: configuration)

            let size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            view.frame = CGRect(origin: .zero, size: size)
            view.layoutIfNeeded()

            XCTAssertEqual(view.textLabel.frame.minX, 8)
            XCTAssertEqual(size.width, 8 + view.textLabel.frame.width + 8)
            XCTAssertEqual(size.height, 44)
            XCTAssertEqual(view.intrinsicContentSize, size)
            XCTAssertEqual(view.sizeThatFits(CGSize(width: 200, height: 0)), CGSize(width: 200, height: 44))
        }
    }

    func testInAutoLayoutTheHeightFollowsTheWidthItIsGiven() {
        MainActor.assumeIsolated {
            var configuration = UIListContentConfiguration.cell()
            configuration.text = String(repeating: "Wrapping words ", count: 8)
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
            let view = UIListContentView(configuration: configuration)
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                view.topAnchor.constraint(equalTo: container.topAnchor),
            ])

            container.layoutIfNeeded()
            container.layoutIfNeeded()

            XCTAssertEqual(view.frame.width, 200)
            XCTAssertEqual(view.frame.height, view.sizeThatFits(CGSize(width: 200, height: 0)).height)
            XCTAssertGreaterThan(view.frame.height, 44)
        }
    }

    func testLayoutGuidesFollowTheParts() {
        MainActor.assumeIsolated {
            let cell = ListTestSupport.cell(.valueCell(), text: "Name", secondaryText: "Value", width: 390)
            let view = Self.content(cell)
            let marker = UIView()
            marker.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(marker)
            let guide = view.secondaryTextLayoutGuide!
            NSLayoutConstraint.activate([
                marker.trailingAnchor.constraint(equalTo: guide.leadingAnchor),
                marker.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
                marker.widthAnchor.constraint(equalToConstant: 4),
                marker.heightAnchor.constraint(equalToConstant: 4),
            ])

            view.layoutIfNeeded()

            XCTAssertEqual(marker.frame.maxX, view.secondaryTextLabel.frame.minX)
            XCTAssertEqual(marker.frame.midY, view.secondaryTextLabel.frame.midY)
            XCTAssertNil(view.imageLayoutGuide, "no image, no guide")
            var withoutValue = view.configuration as! UIListContentConfiguration
            withoutValue.secondaryText = nil
            view.configuration = withoutValue
            XCTAssertNil(view.secondaryTextLayoutGuide)
            XCTAssertFalse(view.layoutGuides.contains { $0 === guide }, "the guide goes with its constraints")
        }
    }

    func testACellReusesItsListContentViewForTheNextListConfiguration() {
        MainActor.assumeIsolated {
            let cell = ListTestSupport.cell(.cell(), text: "First", width: 390)
            let view = cell.contentView

            var next = UIListContentConfiguration.subtitleCell()
            next.text = "Second"
            cell.contentConfiguration = next

            let list = view as! UIListContentView
            XCTAssertTrue(cell.contentView === view)
            XCTAssertEqual(list.textLabel.text, "Second")
            XCTAssertTrue(list.supports(next))
            XCTAssertFalse(list.supports(PlainConfiguration()))
        }
    }

    func testTheLabelsTakeTheConfigurationsFontsAndFollowEachChange() {
        MainActor.assumeIsolated {
            let cell = ListTestSupport.cell(.valueCell(), text: "First", secondaryText: "Off", width: 390)
            let list = cell.contentView as! UIListContentView
            var next = UIListContentConfiguration.valueCell()
            XCTAssertTrue(list.textLabel.font === next.textProperties.font, "the configuration's own font object")

            next.text = "Second"
            next.secondaryText = "On"
            next.textProperties.font = .boldSystemFont(ofSize: 17)
            cell.contentConfiguration = next
            XCTAssertEqual(list.textLabel.text, "Second")
            XCTAssertEqual(list.textLabel.font, .boldSystemFont(ofSize: 17))
            XCTAssertEqual(list.secondaryTextLabel.text, "On")

            next.textProperties.font = .systemFont(ofSize: 17)
            next.secondaryText = nil
            cell.contentConfiguration = next
            XCTAssertEqual(list.textLabel.font, .systemFont(ofSize: 17))
            XCTAssertTrue(list.secondaryTextLabel.isHidden)
        }
    }
}

/// A content configuration of the app's own, shown in a plain view.
struct PlainConfiguration: UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView { PlainContentView(configuration: self) }

    func updated(for state: any UIConfigurationState) -> PlainConfiguration { self }
}

final class PlainContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration

    init(configuration: PlainConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }
}
