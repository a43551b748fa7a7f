import UIKit
import UIKitTesting
import WindowSystem
import XCTest

/// Dynamic Type: content size categories, iOS's text style sizes per category, UIFontMetrics, and
/// views that take new fonts live when the desktop's text scaling changes.
final class DynamicTypeTests: XCTestCase {
    func testCategoriesAreOrderedAndKnowTheAccessibilitySizes() {
        XCTAssertLessThan(UIContentSizeCategory.extraSmall, .large)
        XCTAssertGreaterThan(UIContentSizeCategory.accessibilityMedium, .extraExtraExtraLarge)
        XCTAssertTrue(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertEqual(UIContentSizeCategory.large.rawValue, "UICTContentSizeCategoryL")
    }

    func testPreferredFontsHaveIOSsSizesForEachCategory() {
        let categories: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]

        let body = categories.map {
            UIFont.preferredFont(
                forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: $0)
            )
            .pointSize
        }
        let caption = UIFont.preferredFont(
            forTextStyle: .caption2, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge))

        XCTAssertEqual(body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        XCTAssertEqual(caption.pointSize, 13)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
    }

    func testFontMetricsScaleAFontAndAValueAsTheirStyleGrows() {
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        let metrics = UIFontMetrics(forTextStyle: .body)
        let font = UIFont.systemFont(ofSize: 34)

        XCTAssertEqual(metrics.scaledFont(for: font, compatibleWith: traits).pointSize, 56)
        XCTAssertEqual(metrics.scaledFont(for: font, maximumPointSize: 40, compatibleWith: traits).pointSize, 40)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: traits), 28)
        XCTAssertEqual(metrics.scaledFont(for: font).pointSize, 34)
    }

    func testTheDesktopTextScaleSetsTheCategoryAndAdjustingViewsFollowLive() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { _ in UIViewController() }
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            let field = UITextField()
            field.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 20))
            field.adjustsFontForContentSizeCategory = true
            let fixed = UILabel()
            fixed.font = .preferredFont(forTextStyle: .body)
            for view in [label, field, fixed] { scene.window.rootViewController?.view.addSubview(view) }
            scene.app.runUntilIdle()
            var posted: [UIContentSizeCategory] = []
            let observer = NotificationCenter.default.addObserver(
                forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
            ) { note in
                let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
                MainActor.assumeIsolated { posted.append(category ?? .unspecified) }
            }
            defer { NotificationCenter.default.removeObserver(observer) }

            scene.app.backend.setDesktopSettings(DesktopSettings(textScale: 1.25))
            scene.app.runUntilIdle()

            XCTAssertEqual(scene.app.application.preferredContentSizeCategory, .extraExtraLarge)
            XCTAssertEqual(label.traitCollection.preferredContentSizeCategory, .extraExtraLarge)
            XCTAssertEqual(posted, [.extraExtraLarge])
            XCTAssertEqual(label.font.pointSize, 21)
            XCTAssertEqual(field.font?.pointSize, 23)
            XCTAssertEqual(fixed.font.pointSize, 17)
        }
    }

    func testTextScalesMapToTheCategoryWithTheNearestBodySize() {
        MainActor.assumeIsolated {
            let expectations: [(Double, UIContentSizeCategory)] = [
                (0.8, .extraSmall), (1, .large), (1.1, .extraLarge), (1.35, .extraExtraExtraLarge),
                (2, .accessibilityLarge), (4, .accessibilityExtraExtraExtraLarge),
            ]
            for (scale, category) in expectations {
                let app = HeadlessApp(delegate: LoggingAppDelegate.withWindow())
                app.backend.setDesktopSettings(DesktopSettings(textScale: scale))
                app.runUntilIdle()
                XCTAssertEqual(app.application.preferredContentSizeCategory, category, "scale \(scale)")
            }
        }
    }

    func testTheEnvironmentForcesTheCategory() {
        MainActor.assumeIsolated {
            let delegate = LoggingAppDelegate.withWindow()
            let app = HeadlessApp(delegate: delegate, environment: ["CASEMENT_CONTENT_SIZE": "AX2"])

            app.backend.setDesktopSettings(DesktopSettings(textScale: 1))
            app.runUntilIdle()

            XCTAssertEqual(app.application.preferredContentSizeCategory, .accessibilityLarge)
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 33)
            XCTAssertEqual(delegate.window?.traitCollection.preferredContentSizeCategory, .accessibilityLarge)
        }
    }
}
