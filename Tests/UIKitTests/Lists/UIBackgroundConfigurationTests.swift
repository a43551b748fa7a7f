import UIKitTesting
import XCTest

@testable import UIKit

/// The list backgrounds' colours in each state, and what the background view draws.
final class UIBackgroundConfigurationTests: XCTestCase {
    private func state(highlighted: Bool = false, selected: Bool = false) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isHighlighted = highlighted
        state.isSelected = selected
        return state
    }

    func testRowsAreGreyWhileHighlightedOrSelected() {
        let plain = UIBackgroundConfiguration.listPlainCell()
        let grouped = UIBackgroundConfiguration.listGroupedCell()

        XCTAssertEqual(plain.backgroundColor, .systemBackground)
        XCTAssertEqual(grouped.backgroundColor, .secondarySystemGroupedBackground)
        XCTAssertEqual(plain.updated(for: state(highlighted: true)).backgroundColor, .systemGray4)
        XCTAssertEqual(grouped.updated(for: state(selected: true)).backgroundColor, .systemGray4)
        XCTAssertEqual(plain.updated(for: state(selected: true)).updated(for: state()), plain, "and back")
        XCTAssertEqual(plain.cornerRadius, 0)
    }

    func testASelectedSidebarRowTakesTheTint() {
        let sidebar = UIBackgroundConfiguration.listSidebarCell().updated(for: state(selected: true))
        let accompanied = UIBackgroundConfiguration.listAccompaniedSidebarCell().updated(for: state(selected: true))

        XCTAssertNil(sidebar.backgroundColor)
        XCTAssertEqual(sidebar.resolvedBackgroundColor(for: .systemPurple), .systemPurple)
        XCTAssertEqual(sidebar.cornerRadius, 10)
        XCTAssertEqual(accompanied.backgroundColor, .secondarySystemFill)
        XCTAssertEqual(UIBackgroundConfiguration.listSidebarCell().backgroundColor, .clear)
    }

    func testHeadersAndFootersAreClearUnlessPinned() {
        var pinned = UIViewConfigurationState(traitCollection: UITraitCollection())
        pinned.isPinned = true

        XCTAssertEqual(UIBackgroundConfiguration.listPlainHeaderFooter().backgroundColor, .clear)
        XCTAssertEqual(UIBackgroundConfiguration.listGroupedHeaderFooter().backgroundColor, .clear)
        XCTAssertEqual(UIBackgroundConfiguration.listSidebarHeader().backgroundColor, .clear)
        XCTAssertNotEqual(
            UIBackgroundConfiguration.listPlainHeaderFooter().updated(for: pinned).backgroundColor, .clear)
        XCTAssertEqual(UIBackgroundConfiguration.clear().updated(for: pinned), .clear())
    }

    func testACustomColourSurvivesStateChangesAndTransformersApply() {
        var configuration = UIBackgroundConfiguration.listPlainCell()
        configuration.backgroundColor = .systemYellow
        configuration.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        configuration.strokeColorTransformer = .grayscale

        let highlighted = configuration.updated(for: state(highlighted: true))

        XCTAssertEqual(highlighted.backgroundColor, .systemYellow)
        XCTAssertEqual(
            highlighted.resolvedBackgroundColor(for: .systemBlue), UIColor.systemYellow.withAlphaComponent(0.5))
        XCTAssertEqual(highlighted.resolvedStrokeColor(for: .black), UIColor(white: 0, alpha: 1))
    }

    func testTheBackgroundViewDrawsInsetsCornersStrokeImageAndCustomView() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            let custom = UIView()
            custom.backgroundColor = .systemGreen
            var configuration = UIBackgroundConfiguration.clear()
            configuration.backgroundColor = .systemBlue
            configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            configuration.edgesAddingLayoutMarginsToBackgroundInsets = .leading
            configuration.cornerRadius = 12
            let host = UIView(frame: window.bounds)
            host.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
            window.addSubview(host)
            let view = BackgroundConfigurationView(configuration: configuration)
            view.frame = host.bounds
            host.addSubview(view)
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 100, y: 50)), RGBA(0, 122, 255))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 45, y: 50)), RGBA(255, 255, 255), "inset 20 + 30")
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 51, y: 11)), RGBA(255, 255, 255), "a rounded corner")

            configuration.customView = custom
            configuration.strokeColor = .systemRed
            configuration.strokeWidth = 2
            configuration.strokeOutset = 4
            view.configuration = configuration
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 100, y: 50)), RGBA(52, 199, 89))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 100, y: 7)), RGBA(255, 59, 48), "the outline, outset")
            XCTAssertEqual(custom.frame, CGRect(x: 0, y: 0, width: 130, height: 80))
        }
    }
}
