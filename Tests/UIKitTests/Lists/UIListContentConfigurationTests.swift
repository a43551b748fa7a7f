import UIKit
import XCTest

/// Each list content configuration's iOS 17 defaults, and how `updated(for:)` follows the state.
final class UIListContentConfigurationTests: XCTestCase {
    func testRowStylesUseBodyTextWithTheirOwnSecondaryText() {
        let cell = UIListContentConfiguration.cell()
        let subtitle = UIListContentConfiguration.subtitleCell()
        let value = UIListContentConfiguration.valueCell()

        for configuration in [cell, subtitle, value] {
            XCTAssertEqual(configuration.textProperties.font, .systemFont(ofSize: 17))
            XCTAssertEqual(configuration.textProperties.color, .label)
            XCTAssertEqual(configuration.textProperties.numberOfLines, 0)
            XCTAssertEqual(configuration.imageToTextPadding, 16)
            XCTAssertEqual(configuration.axesPreservingSuperviewLayoutMargins, .horizontal)
        }
        XCTAssertEqual(cell.secondaryTextProperties.font, .systemFont(ofSize: 12))
        XCTAssertEqual(cell.secondaryTextProperties.color, .label)
        XCTAssertEqual(subtitle.secondaryTextProperties.font, .systemFont(ofSize: 12))
        XCTAssertEqual(value.secondaryTextProperties.font, .systemFont(ofSize: 17))
        XCTAssertEqual(value.secondaryTextProperties.color, .secondaryLabel)
        XCTAssertTrue(value.prefersSideBySideTextAndSecondaryText)
        XCTAssertFalse(cell.prefersSideBySideTextAndSecondaryText)
        XCTAssertEqual(
            cell.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8))
        XCTAssertEqual(
            subtitle.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 8))
        XCTAssertEqual(cell.textToSecondaryTextVerticalPadding, 3)
        XCTAssertEqual(subtitle.textToSecondaryTextVerticalPadding, 0)
        XCTAssertEqual(value.textToSecondaryTextHorizontalPadding, 8)
    }

    func testSidebarStylesShowOneTightenedLineAfterANarrowerMargin() {
        for configuration in [
            UIListContentConfiguration.sidebarCell(), .sidebarSubtitleCell(), .accompaniedSidebarCell(),
            .accompaniedSidebarSubtitleCell(),
        ] {
            XCTAssertEqual(configuration.textProperties.numberOfLines, 1)
            XCTAssertEqual(configuration.textProperties.minimumScaleFactor, 0.9)
            XCTAssertTrue(configuration.textProperties.allowsDefaultTighteningForTruncation)
            XCTAssertEqual(configuration.directionalLayoutMargins.leading, 8)
            XCTAssertEqual(configuration.imageToTextPadding, 10)
            XCTAssertEqual(configuration.secondaryTextProperties.font, .systemFont(ofSize: 13))
            XCTAssertEqual(configuration.secondaryTextProperties.color, .secondaryLabel)
        }
        XCTAssertEqual(
            UIListContentConfiguration.sidebarHeader().textProperties.font, .systemFont(ofSize: 20, weight: .semibold))
    }

    func testHeaderAndFooterStyles() {
        let plainHeader = UIListContentConfiguration.plainHeader()
        let groupedHeader = UIListContentConfiguration.groupedHeader()
        let groupedFooter = UIListContentConfiguration.groupedFooter()
        let prominent = UIListContentConfiguration.prominentInsetGroupedHeader()
        let extraProminent = UIListContentConfiguration.extraProminentInsetGroupedHeader()

        XCTAssertEqual(plainHeader.textProperties.font, .systemFont(ofSize: 15, weight: .semibold))
        XCTAssertEqual(plainHeader.textProperties.color, .secondaryLabel)
        XCTAssertEqual(UIListContentConfiguration.plainFooter().textProperties.font, plainHeader.textProperties.font)
        XCTAssertEqual(
            plainHeader.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        XCTAssertEqual(groupedHeader.textProperties.font, .systemFont(ofSize: 13))
        XCTAssertEqual(
            groupedHeader.textProperties.transform, .uppercase, "iOS 17 still shows grouped headers in capitals")
        XCTAssertEqual(groupedHeader.secondaryTextProperties.transform, .none)
        XCTAssertEqual(groupedFooter.textProperties.transform, .none)
        XCTAssertEqual(groupedHeader.directionalLayoutMargins.top, 17)
        XCTAssertEqual(groupedHeader.directionalLayoutMargins.bottom, 6)
        XCTAssertEqual(groupedFooter.directionalLayoutMargins.top, 6)
        XCTAssertEqual(groupedFooter.directionalLayoutMargins.bottom, 12)
        XCTAssertEqual(prominent.textProperties.font, .systemFont(ofSize: 20, weight: .semibold))
        XCTAssertEqual(extraProminent.textProperties.font, .systemFont(ofSize: 22, weight: .bold))
        XCTAssertEqual(prominent.textProperties.color, .label)
        XCTAssertEqual(prominent.secondaryTextProperties.font, .systemFont(ofSize: 15))
        XCTAssertEqual(prominent.axesPreservingSuperviewLayoutMargins, [], "aligned with the section's edge")
        XCTAssertEqual(UIListContentConfiguration.header(), plainHeader)
        XCTAssertEqual(UIListContentConfiguration.footer(), UIListContentConfiguration.plainFooter())
    }

    func testADisabledStateGreysTheTextAndImageAndTheNormalStateBringsThemBack() {
        var disabled = UICellConfigurationState(traitCollection: UITraitCollection())
        disabled.isDisabled = true
        let normal = UICellConfigurationState(traitCollection: UITraitCollection())

        let greyed = UIListContentConfiguration.valueCell().updated(for: disabled)
        let restored = greyed.updated(for: normal)

        XCTAssertEqual(greyed.textProperties.color, .tertiaryLabel)
        XCTAssertEqual(greyed.secondaryTextProperties.color, .quaternaryLabel)
        XCTAssertEqual(greyed.imageProperties.tintColor, .tertiaryLabel)
        XCTAssertEqual(restored.textProperties.color, .label)
        XCTAssertEqual(restored.secondaryTextProperties.color, .secondaryLabel)
        XCTAssertNil(restored.imageProperties.tintColor)
    }

    func testAColourTheAppSetIsKeptInEveryState() {
        var selected = UICellConfigurationState(traitCollection: UITraitCollection())
        selected.isSelected = true
        var configuration = UIListContentConfiguration.sidebarCell()
        configuration.textProperties.color = .systemRed

        let updated = configuration.updated(for: selected)

        XCTAssertEqual(updated.textProperties.color, .systemRed)
        XCTAssertEqual(updated.imageProperties.tintColor, .white, "the image tint was not customised")
    }

    func testASelectedSidebarRowIsWhiteAndAHighlightedRowKeepsItsColours() {
        var selected = UICellConfigurationState(traitCollection: UITraitCollection())
        selected.isSelected = true
        var highlighted = UICellConfigurationState(traitCollection: UITraitCollection())
        highlighted.isHighlighted = true

        let sidebar = UIListContentConfiguration.sidebarCell().updated(for: selected)
        let accompanied = UIListContentConfiguration.accompaniedSidebarCell().updated(for: selected)
        let row = UIListContentConfiguration.cell().updated(for: highlighted)

        XCTAssertEqual(sidebar.textProperties.color, .white)
        XCTAssertEqual(accompanied.textProperties.color, .label)
        XCTAssertEqual(row, .cell(), "the grey highlight background leaves a row's text as it is")
    }

    func testTextAndAttributedTextReplaceEachOther() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Plain"
        configuration.attributedText = NSAttributedString(string: "Styled")

        XCTAssertEqual(configuration.text, "Styled")
        configuration.text = "Plain again"
        XCTAssertNil(configuration.attributedText)
        XCTAssertEqual(configuration.text, "Plain again")
    }

    func testACopyChangesAloneAndEqualConfigurationsHashAlike() {
        var original = UIListContentConfiguration.valueCell()
        original.text = "Wi-Fi"
        var copy = original
        XCTAssertEqual(copy, original)

        copy.text = "Bluetooth"
        copy.textProperties.color = .systemRed
        copy.directionalLayoutMargins.leading = 40

        XCTAssertEqual(original.text, "Wi-Fi")
        XCTAssertEqual(original.textProperties.color, .label)
        XCTAssertEqual(
            original.directionalLayoutMargins, UIListContentConfiguration.valueCell().directionalLayoutMargins)
        XCTAssertNotEqual(copy, original)
        var rebuilt = UIListContentConfiguration.valueCell()
        rebuilt.text = "Wi-Fi"
        XCTAssertEqual(rebuilt, original, "made separately, the same content")
        XCTAssertEqual(rebuilt.hashValue, original.hashValue)
        rebuilt.secondaryTextProperties.numberOfLines = 1
        XCTAssertNotEqual(rebuilt, original)
    }

    func testStatesCompareTheirTraitsByValue() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        state.isSelected = true
        var same = UICellConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        same.isSelected = true

        XCTAssertEqual(state, same, "equal traits in another collection")
        same.isSelected = false
        XCTAssertNotEqual(state, same)
        let light = UIViewConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .light))
        XCTAssertEqual(light, UIViewConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .light)))
        XCTAssertNotEqual(
            light, UIViewConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .dark)))
    }

    func testColourTransformersResolveColours() {
        var text = UIListContentConfiguration.cell().textProperties
        text.colorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        var image = UIListContentConfiguration.cell().imageProperties
        image.tintColorTransformer = .grayscale

        XCTAssertEqual(text.resolvedColor(), UIColor.label.withAlphaComponent(0.5))
        XCTAssertEqual(
            image.resolvedTintColor(for: UIColor(red: 1, green: 0, blue: 0, alpha: 1)), UIColor(white: 0.299, alpha: 1))
        XCTAssertEqual(UIConfigurationColorTransformer.grayscale, .grayscale)
        XCTAssertNotEqual(UIConfigurationColorTransformer { $0 }, UIConfigurationColorTransformer { $0 })
    }

    func testCustomStatesAreKeptByKey() {
        let key = UIConfigurationStateCustomKey("com.example.isArchived")
        var state = UICellConfigurationState(traitCollection: UITraitCollection())

        state[key] = true

        XCTAssertEqual(state[key], true)
        XCTAssertNil(state[UIConfigurationStateCustomKey("other")])
        XCTAssertNotEqual(state, UICellConfigurationState(traitCollection: UITraitCollection()))
    }
}
