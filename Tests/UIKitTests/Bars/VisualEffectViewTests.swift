import UIKit
import UIKitTesting
import XCTest

/// UIVisualEffectView with a blur: a real blur of what lies beneath, tinted by the material, made
/// again only when what lies beneath changed.
final class VisualEffectViewTests: XCTestCase {
    /// A 200×200 window: black left half, white right half, and an ultra-thin blur view over the
    /// middle 100×100 (unless `blurred` is false).
    @MainActor
    private static func edgeWindow(style: UIBlurEffect.Style = .systemUltraThinMaterialLight)
        -> (HeadlessApp, UIWindow, UIVisualEffectView, UIView)
    {
        let app = HeadlessApp(delegate: LoggingAppDelegate())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.backgroundColor = .white
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        black.backgroundColor = .black
        window.addSubview(black)
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: style))
        effect.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        window.addSubview(effect)
        window.makeKeyAndVisible()
        app.runUntilIdle()
        return (app, window, effect, black)
    }

    func testAMaterialThatFollowsTheInterfaceStyleTintsDarkInDark() {
        MainActor.assumeIsolated {
            let (app, window, effect, _) = Self.edgeWindow(style: .systemChromeMaterial)
            let inside = CGPoint(x: 140.5, y: 140.5)
            XCTAssertGreaterThan(Int(app.pixel(in: window, at: inside)?.red ?? 0), 230)
            effect.overrideUserInterfaceStyle = .dark
            app.runUntilIdle()
            // 94 % of the dark chrome tint (white 0.11) over white: about 0.94 × 28 + 0.06 × 255 ≈ 42.
            XCTAssertEqual(Double(app.pixel(in: window, at: inside)?.red ?? 0), 42, accuracy: 8)
        }
    }

    func testASharpEdgeBehindTheBlurComesOutSmoothed() {
        MainActor.assumeIsolated {
            let (app, window, _, _) = Self.edgeWindow()
            // Outside the view the edge stays sharp.
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 99.5, y: 20)), RGBA(0, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 100.5, y: 20)), RGBA(255, 255, 255))

            // Inside, the blur (σ 15 points) ramps over many pixels, monotonically, tinted light.
            var values: [Double] = []
            for x in stride(from: 60.5, through: 140.5, by: 10) {
                values.append(Double(app.pixel(in: window, at: CGPoint(x: x, y: 100))?.red ?? 0))
            }
            XCTAssertEqual(values, values.sorted())
            let middle = Double(app.pixel(in: window, at: CGPoint(x: 100.5, y: 100))?.red ?? 0)
            // Half way up the ramp, under 42 % of near-white: 0.5 × 0.58 × 255 + 0.42 × 250 ≈ 179.
            XCTAssertEqual(middle, 179, accuracy: 8)
            let left = Double(app.pixel(in: window, at: CGPoint(x: 90.5, y: 100))?.red ?? 0)
            let right = Double(app.pixel(in: window, at: CGPoint(x: 110.5, y: 100))?.red ?? 0)
            XCTAssertGreaterThan(left, 115, "black is lightened near the edge")
            XCTAssertLessThan(right, 240, "white is darkened near the edge")
        }
    }

    func testTheTintOfAUniformBackgroundIsTheMaterials() {
        MainActor.assumeIsolated {
            let (app, window, effect, black) = Self.edgeWindow(style: .systemChromeMaterial)
            black.removeFromSuperview()
            app.runUntilIdle()

            // White under white 0.97 at 94 %: 255 × (0.06 + 0.94 × 0.97) ≈ 247.8.
            let pixel = app.pixel(in: window, at: CGPoint(x: 100, y: 100))
            XCTAssertEqual(Double(pixel?.red ?? 0), 247.8, accuracy: 1.5)
            withExtendedLifetime(effect) {}
        }
    }

    func testTheBlurIsKeptWhileNothingBeneathChanges() {
        MainActor.assumeIsolated {
            let (app, window, effect, black) = Self.edgeWindow()
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
            label.text = "Over"
            effect.contentView.addSubview(label)
            app.runUntilIdle()
            let made = app.backdropBlurs(in: window)

            // Above the blur: its content changes, the blur is reused.
            label.text = "Changed"
            app.runUntilIdle()
            let elsewhere = UIView(frame: CGRect(x: 0, y: 190, width: 10, height: 10))
            elsewhere.backgroundColor = .red
            window.addSubview(elsewhere)
            app.runUntilIdle()
            XCTAssertEqual(app.backdropBlurs(in: window), made)
            XCTAssertGreaterThan(app.framesPresented(by: window), 0)

            // Beneath it: the blur is made again.
            black.backgroundColor = .green
            app.runUntilIdle()
            XCTAssertEqual(app.backdropBlurs(in: window), made + 1)
            let pixel = app.pixel(in: window, at: CGPoint(x: 60.5, y: 100))
            XCTAssertGreaterThan(pixel?.green ?? 0, pixel?.red ?? 0)

            // Nothing changed: nothing is drawn, nothing blurred.
            app.runUntilIdle()
            XCTAssertEqual(app.backdropBlurs(in: window), made + 1)
        }
    }

    func testABlurredBarOverScrollingContentBlursAgainAsItScrolls() {
        MainActor.assumeIsolated {
            let root = ScrollingController(title: "List")
            let (app, window, navigation) = navigationWindow(root)
            root.scrollView.contentOffset.y = 200
            app.runUntilIdle()
            let before = app.backdropBlurs(in: window)
            // Under the bar lies the blue band's end and the yellow band: the blur mixes them.
            let mixed = app.pixel(in: window, at: CGPoint(x: 200, y: 40))
            XCTAssertGreaterThan(mixed?.red ?? 0, 100)

            root.scrollView.contentOffset.y = 400
            app.runUntilIdle()

            XCTAssertEqual(app.backdropBlurs(in: window), before + 1)
            withExtendedLifetime(navigation) {}
        }
    }

    func testVibrancyTintsTheContent() {
        MainActor.assumeIsolated {
            let blur = UIBlurEffect(style: .systemMaterialDark)
            let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))

            XCTAssertEqual(vibrancy.contentView.alpha, 0.7, accuracy: 0.001)
            XCTAssertNotNil(vibrancy.contentView.tintColor)
            XCTAssertEqual((vibrancy.effect as? UIVibrancyEffect)?.blurEffect.style, .systemMaterialDark)
        }
    }
}
