import UIKitTesting
import XCTest

@testable import UIKit

/// Headers and footers in each table style: their text, margins and heights.
final class UITableViewHeaderFooterViewTests: XCTestCase {
    /// A header or footer view in `style`, with `text` in its legacy label, laid out at the height
    /// it asks for.
    @MainActor
    private static func view(
        _ style: ListStyle, footer: Bool = false, text: String? = nil, width: CGFloat = 390,
        configure: (UITableViewHeaderFooterView) -> Void = { _ in }
    ) -> UITableViewHeaderFooterView {
        let view = UITableViewHeaderFooterView(reuseIdentifier: "header")
        view.tableStyle = style
        view.isFooter = footer
        if let text { view.textLabel?.text = text }
        configure(view)
        ListTestSupport.place(view, width: width)
        return view
    }

    func testAPlainHeaderIsSemiboldGreyTextFourPointsFromItsEdges() {
        MainActor.assumeIsolated {
            let header = Self.view(.plain, text: "Recents")
            let label = header.textLabel!
            let line = ListTestSupport.lineHeight(.systemFont(ofSize: 15, weight: .semibold))

            XCTAssertEqual(label.font, .systemFont(ofSize: 15, weight: .semibold))
            XCTAssertEqual(label.textColor, .secondaryLabel)
            XCTAssertEqual(header.frame.height, 4 + line + 4)
            XCTAssertEqual(label.frame.origin, CGPoint(x: 16, y: 4))
            XCTAssertEqual(header.reuseIdentifier, "header")
        }
    }

    func testAGroupedHeaderIsInCapitalsAtTheBottomAndAFooterWrapsAtTheTop() {
        MainActor.assumeIsolated {
            let header = Self.view(.grouped, text: "Network")
            let footer = Self.view(.insetGrouped, footer: true, text: String(repeating: "explanation ", count: 12))
            let footnote = ListTestSupport.lineHeight(.systemFont(ofSize: 13))

            XCTAssertEqual(header.textLabel?.text, "NETWORK")
            XCTAssertEqual(header.textLabel?.font, .systemFont(ofSize: 13))
            XCTAssertEqual(header.frame.height, 17 + footnote + 6)
            XCTAssertEqual(header.textLabel?.frame.origin, CGPoint(x: 16, y: 17))
            XCTAssertEqual(footer.textLabel?.text?.first, "e", "footers keep their case")
            XCTAssertEqual(footer.textLabel?.frame.minY, 6)
            XCTAssertGreaterThan(footer.frame.height, 6 + 2 * footnote + 12 - 1, "the footer wraps")

            header.frame.size.height += 20
            header.layoutIfNeeded()
            XCTAssertEqual(header.textLabel?.frame.maxY, header.frame.height - 6, "a taller header keeps its text low")
        }
    }

    func testTheFirstGroupedHeaderLeavesMoreRoomAbove() {
        MainActor.assumeIsolated {
            let header = Self.view(.grouped, text: "First") { $0.isInFirstSection = true }

            XCTAssertEqual(header.textLabel?.frame.minY, 32)
        }
    }

    func testTheTableMovingTheViewRestylesItsLabel() {
        MainActor.assumeIsolated {
            let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
            header.textLabel?.text = "Made before its table"

            header.tableStyle = .grouped

            XCTAssertEqual(header.textLabel?.font, .systemFont(ofSize: 13))
            XCTAssertEqual(header.defaultContentConfiguration(), .groupedHeader())
            header.isFooter = true
            XCTAssertEqual(header.defaultContentConfiguration(), .groupedFooter())
            XCTAssertEqual(header.defaultBackgroundConfiguration(), .listGroupedHeaderFooter())
        }
    }

    func testAContentConfigurationLinesUpWithTheViewsMargins() {
        MainActor.assumeIsolated {
            for width: CGFloat in [320, 390] {
                let header = Self.view(.insetGrouped, width: width) { view in
                    view.layoutMargins = UIEdgeInsets(top: 0, left: 36, bottom: 0, right: 36)
                    var content = view.defaultContentConfiguration()
                    content.text = "Privacy"
                    view.contentConfiguration = content
                }
                let content = header.contentView as! UIListContentView

                XCTAssertNil(header.textLabel)
                XCTAssertEqual(content.textLabel.text, "PRIVACY")
                XCTAssertEqual(content.textLabel.frame.origin, CGPoint(x: 36, y: 17))
                XCTAssertEqual(header.frame.height, 17 + ListTestSupport.lineHeight(.systemFont(ofSize: 13)) + 6)
            }
        }
    }

    func testAProminentHeaderAlignsWithTheSectionEdge() {
        MainActor.assumeIsolated {
            let header = Self.view(.insetGrouped) { view in
                var content = UIListContentConfiguration.extraProminentInsetGroupedHeader()
                content.text = "Favourites"
                view.contentConfiguration = content
            }
            let content = header.contentView as! UIListContentView

            XCTAssertEqual(content.textLabel.frame.origin, CGPoint(x: 3, y: 9))
            XCTAssertEqual(
                header.frame.height, 9 + ListTestSupport.lineHeight(.systemFont(ofSize: 22, weight: .bold)) + 10)
        }
    }

    func testAPinnedPlainHeaderGetsABarAndTheHandlerSeesIt() {
        MainActor.assumeIsolated {
            var states: [Bool] = []
            let header = Self.view(.plain, text: "Pinned") { view in
                view.configurationUpdateHandler = { _, state in states.append(state.isPinned) }
            }
            XCTAssertEqual(header.backgroundConfigurationStorage, nil)
            XCTAssertEqual(header.systemBackgroundView.configuration.backgroundColor, .clear)

            header.isPinned = true
            header.layoutIfNeeded()

            XCTAssertEqual(states, [false, true])
            XCTAssertEqual(
                header.systemBackgroundView.configuration.backgroundColor, ListBackgroundStyle.pinnedHeaderColor)
        }
    }
}
