import UIKit
import UIKitTesting
import XCTest

/// Configured buttons' colours, corners and sizes, drawn at (100, 100) in a white window.
final class UIButtonConfigurationTests: XCTestCase {
    /// Configured buttons sized to fit their titles, shown one under the other from (100, 20) in a
    /// window.
    @MainActor
    private static func show(
        _ configurations: [UIButton.Configuration], prepare: (UIButton) -> Void = { _ in }
    ) -> (HeadlessApp, UIWindow, [UIButton]) {
        let buttons = configurations.map { configuration in
            var configuration = configuration
            configuration.title = "Button"
            let button = UIButton(configuration: configuration)
            prepare(button)
            return button
        }
        let (app, window) = buttonWindow(
            buttons[0], frame: CGRect(origin: CGPoint(x: 100, y: 20), size: buttons[0].intrinsicContentSize))
        for (index, button) in buttons.enumerated().dropFirst() {
            button.frame = CGRect(
                origin: CGPoint(x: 100, y: 20 + 44 * CGFloat(index)), size: button.intrinsicContentSize)
            window.rootViewController!.view.addSubview(button)
        }
        app.runUntilIdle()
        return (app, window, buttons)
    }

    /// One configured button, shown as `show(_:prepare:)` shows them.
    @MainActor
    private static func show(
        _ configuration: UIButton.Configuration, prepare: (UIButton) -> Void = { _ in }
    ) -> (HeadlessApp, UIWindow, UIButton) {
        let (app, window, buttons) = show([configuration], prepare: prepare)
        return (app, window, buttons[0])
    }

    /// The background colour just inside the button's leading edge, away from the title.
    @MainActor
    private static func fill(_ app: HeadlessApp, _ window: UIWindow, _ button: UIButton) -> RGBA? {
        app.pixel(in: window, at: CGPoint(x: button.frame.minX + 4, y: button.frame.midY))
    }

    func testEachStyleDrawsItsBackground() {
        MainActor.assumeIsolated {
            let expected: [(UIButton.Configuration, RGBA)] = [
                (.plain(), RGBA(255, 255, 255)), (.borderless(), RGBA(255, 255, 255)),
                (.tinted(), RGBA(217, 235, 255)), (.borderedTinted(), RGBA(217, 235, 255)),
                (.gray(), RGBA(233, 233, 235)), (.bordered(), RGBA(233, 233, 235)),
                (.filled(), RGBA(0, 122, 255)), (.borderedProminent(), RGBA(0, 122, 255)),
            ]
            let (app, window, buttons) = Self.show(expected.map(\.0))

            for (button, (_, colour)) in zip(buttons, expected) {
                let fill = Self.fill(app, window, button)
                XCTAssertEqual(fill?.isClose(to: colour), true, "\(String(describing: fill)) for \(colour)")
            }
            withExtendedLifetime(window) {}
        }
    }

    func testFilledTitlesAreWhiteAndTheOthersTint() {
        MainActor.assumeIsolated {
            let (app, window, buttons) = Self.show([.filled(), .tinted(), .plain()])

            let isWhite = { (pixel: RGBA) in pixel.red > 240 && pixel.green > 240 }
            let filledArea = buttons[0].frame.insetBy(dx: 4, dy: 4)

            XCTAssertGreaterThan(app.inkCount(in: window, region: filledArea, where: isWhite), 30)
            for button in buttons.dropFirst() {
                XCTAssertGreaterThan(app.inkCount(in: window, region: button.frame, where: ButtonInk.isStrongTint), 30)
            }
            withExtendedLifetime(window) {}
        }
    }

    func testHighlightingDarkensAFilledBackgroundAndFadesAPlainTitle() {
        MainActor.assumeIsolated {
            let (app, window, buttons) = Self.show([.filled(), .plain()])
            let (filled, plain) = (buttons[0], buttons[1])

            app.pointerDown(at: CGPoint(x: filled.frame.midX, y: filled.frame.midY), in: window)
            let pressed = Self.fill(app, window, filled)
            app.pointerUp(at: CGPoint(x: filled.frame.midX, y: filled.frame.midY), in: window)
            app.pointerDown(at: CGPoint(x: plain.frame.midX, y: plain.frame.midY), in: window)

            XCTAssertEqual(pressed?.isClose(to: RGBA(0, 98, 204)), true, "\(String(describing: pressed))")
            XCTAssertEqual(Self.fill(app, window, filled)?.isClose(to: RGBA(0, 122, 255)), true)
            XCTAssertEqual(app.inkCount(in: window, region: plain.frame, where: ButtonInk.isStrongTint), 0)
            XCTAssertGreaterThan(app.inkCount(in: window, region: plain.frame, where: ButtonInk.isTint), 10)
            app.pointerUp(at: CGPoint(x: plain.frame.midX, y: plain.frame.midY), in: window)
            withExtendedLifetime(window) {}
        }
    }

    func testADisabledButtonIsGreyOnAFaintFill() {
        MainActor.assumeIsolated {
            let (app, window, button) = Self.show(.filled()) { $0.isEnabled = false }

            XCTAssertEqual(Self.fill(app, window, button)?.isClose(to: RGBA(239, 239, 240)), true)
            XCTAssertEqual(app.inkCount(in: window, region: button.frame, where: ButtonInk.isTint), 0)
            XCTAssertGreaterThan(app.inkCount(in: window, region: button.frame, where: ButtonInk.isGrey), 10)
            withExtendedLifetime(window) {}
        }
    }

    func testBaseColoursAndAnExplicitBackgroundReplaceTheStyles() {
        MainActor.assumeIsolated {
            var based = UIButton.Configuration.filled()
            based.baseBackgroundColor = .systemRed
            based.baseForegroundColor = .black
            var explicit = UIButton.Configuration.filled()
            explicit.background.backgroundColor = .systemGreen

            let (app, window, buttons) = Self.show([based, explicit])
            let (basedButton, explicitButton) = (buttons[0], buttons[1])
            app.pointerDown(at: CGPoint(x: explicitButton.frame.midX, y: explicitButton.frame.midY), in: window)

            XCTAssertEqual(Self.fill(app, window, basedButton)?.isClose(to: RGBA(255, 59, 48)), true)
            XCTAssertGreaterThan(
                app.inkCount(in: window, region: basedButton.frame) { $0.red < 40 && $0.green < 40 }, 30)
            XCTAssertEqual(
                Self.fill(app, window, explicitButton)?.isClose(to: RGBA(52, 199, 89)), true,
                "an explicit background colour is not adjusted for the highlight")
            app.pointerUp(at: CGPoint(x: explicitButton.frame.midX, y: explicitButton.frame.midY), in: window)
            withExtendedLifetime(window) {}
        }
    }

    func testCornerStylesRoundTheBackground() {
        MainActor.assumeIsolated {
            var capsule = UIButton.Configuration.filled()
            capsule.cornerStyle = .capsule
            var square = UIButton.Configuration.filled()
            square.cornerStyle = .fixed

            let (app, window, buttons) = Self.show([.filled(), capsule, square])
            let (medium, capsuleButton, squareButton) = (buttons[0], buttons[1], buttons[2])
            let inset = { (button: UIButton) in CGPoint(x: button.frame.minX + 3, y: button.frame.minY + 3) }

            XCTAssertEqual(app.pixel(in: window, at: medium.frame.origin), RGBA(255, 255, 255), "a 6-point corner")
            XCTAssertEqual(app.pixel(in: window, at: inset(medium))?.isClose(to: RGBA(0, 122, 255)), true)
            XCTAssertEqual(app.pixel(in: window, at: inset(capsuleButton)), RGBA(255, 255, 255))
            XCTAssertEqual(
                app.pixel(in: window, at: CGPoint(x: capsuleButton.frame.minX + 1, y: capsuleButton.frame.midY))?
                    .isClose(to: RGBA(0, 122, 255)), true)
            XCTAssertEqual(app.pixel(in: window, at: squareButton.frame.origin), RGBA(0, 122, 255))
            withExtendedLifetime(window) {}
        }
    }

    func testAnOutlineIsDrawnInTheStrokeColour() {
        MainActor.assumeIsolated {
            var outlined = UIButton.Configuration.plain()
            outlined.background.strokeColor = .systemRed
            outlined.background.strokeWidth = 2

            let (app, window, button) = Self.show(outlined)

            let edge = app.pixel(in: window, at: CGPoint(x: button.frame.midX, y: button.frame.minY))
            XCTAssertEqual(edge?.isClose(to: RGBA(255, 59, 48)), true, "\(String(describing: edge))")
            XCTAssertEqual(Self.fill(app, window, button), RGBA(255, 255, 255))
            withExtendedLifetime(window) {}
        }
    }

    // MARK: - Sizes

    func testAMediumButtonHasTheBodyFontAndInsetsOf7And12() {
        MainActor.assumeIsolated {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Button"
            let button = UIButton(configuration: configuration)
            let title = button.titleLabel!.sizeThatFits(.zero)

            XCTAssertEqual(
                configuration.contentInsets, NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
            XCTAssertEqual(
                button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont,
                .systemFont(ofSize: 17))
            XCTAssertEqual(
                button.intrinsicContentSize, CGSize(width: ceil(title.width + 24), height: ceil(title.height + 14)))
        }
    }

    func testTheButtonSizeSetsTheDefaultInsetsUntilInsetsAreGiven() {
        MainActor.assumeIsolated {
            var configuration = UIButton.Configuration.gray()
            configuration.buttonSize = .large
            XCTAssertEqual(
                configuration.contentInsets, NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            configuration.buttonSize = .small
            XCTAssertEqual(
                configuration.contentInsets, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            configuration.setDefaultContentInsets()
            XCTAssertEqual(
                configuration.contentInsets, NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        }
    }

    // MARK: - Content

    @MainActor
    private static func imaged(_ placement: NSDirectionalRectEdge) -> UIButton {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Title"
        configuration.image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        configuration.imagePlacement = placement
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        return button
    }

    func testTheImageSitsOnItsPlacementSidePaddedFromTheTitle() {
        MainActor.assumeIsolated {
            let leading = Self.imaged(.leading)
            let trailing = Self.imaged(.trailing)
            let top = Self.imaged(.top)
            let bottom = Self.imaged(.bottom)
            let title = leading.titleLabel!.frame.size

            XCTAssertEqual(leading.imageView!.frame.minX, 12)
            XCTAssertEqual(leading.titleLabel!.frame.minX, leading.imageView!.frame.maxX + 8)
            XCTAssertEqual(leading.bounds.width, ceil(12 + 20 + 8 + title.width + 12))
            XCTAssertEqual(trailing.imageView!.frame.minX, trailing.titleLabel!.frame.maxX + 8)
            XCTAssertEqual(top.titleLabel!.frame.minY, top.imageView!.frame.maxY + 8)
            XCTAssertEqual(top.imageView!.frame.midX, top.titleLabel!.frame.midX, accuracy: 1)
            XCTAssertEqual(top.bounds.height, ceil(7 + 20 + 8 + title.height + 7))
            XCTAssertEqual(bottom.imageView!.frame.minY, bottom.titleLabel!.frame.maxY + 8)
        }
    }

    func testTheSubtitleSitsUnderTheTitleByTitlePadding() {
        MainActor.assumeIsolated {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Title"
            configuration.subtitle = "A longer subtitle"
            configuration.titlePadding = 4
            configuration.titleAlignment = .leading
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
            button.layoutIfNeeded()

            let title = button.titleLabel!.frame
            let subtitle = button.subtitleLabel!.frame
            XCTAssertEqual(subtitle.minY, title.maxY + 4)
            XCTAssertEqual(subtitle.minX, title.minX)
            XCTAssertEqual(button.subtitleLabel?.text, "A longer subtitle")
            XCTAssertEqual(
                button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont,
                .systemFont(ofSize: 17, weight: .semibold), "a title above a subtitle is semibold")
            XCTAssertNil(UIButton(configuration: .plain()).subtitleLabel)
        }
    }

    func testTheTitleTransformerAndAttributedTitleStyleTheText() {
        MainActor.assumeIsolated {
            var configuration = UIButton.Configuration.plain()
            var title = AttributedString("Red ")
            title.foregroundColor = .systemRed
            title += AttributedString("plain")
            configuration.attributedTitle = title
            configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing.font = UIFont.systemFont(ofSize: 30)
                return outgoing
            }
            let button = UIButton(configuration: configuration)
            let text = button.titleLabel!.attributedText!

            XCTAssertEqual(configuration.title, "Red plain")
            XCTAssertEqual(text.string, "Red plain")
            XCTAssertEqual((text.attribute(.font, at: 6, effectiveRange: nil) as? UIFont)?.pointSize, 30)
            XCTAssertEqual(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .systemRed)
            XCTAssertEqual(text.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor, .systemBlue)
        }
    }

    func testAnActivityIndicatorSpinsInTheImagesPlace() {
        MainActor.assumeIsolated {
            var configuration = UIButton.Configuration.gray()
            configuration.title = "Loading"
            configuration.image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
            configuration.showsActivityIndicator = true
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
            button.layoutIfNeeded()

            let spinner = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
            XCTAssertEqual(spinner?.isAnimating, true)
            XCTAssertEqual(spinner?.frame.minX, 12)
            XCTAssertEqual(button.imageView?.isHidden, true)
            button.configuration?.showsActivityIndicator = false
            XCTAssertEqual(spinner?.isAnimating, false)
            XCTAssertEqual(button.imageView?.isHidden, false)
        }
    }
}
