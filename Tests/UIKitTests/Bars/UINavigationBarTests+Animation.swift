import UIKit
import UIKitTesting
import XCTest

/// Animated pushes and pops cross-fade the titles over 0.35 s.
final class UINavigationBarAnimationTests: XCTestCase {
    /// Where the old wide title has ink and the new short one, even slid, does not.
    private static let oldTitleOnly = CGRect(x: 100, y: 0, width: 50, height: 43)

    /// The darkest grey among the window's pixels in `area` (the smallest of red, green and blue).
    @MainActor
    private static func darkest(_ app: HeadlessApp, _ window: UIWindow, in area: CGRect) -> Int {
        let image = app.presentedImage(of: window)!
        var darkest = 255
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) {
                let pixel = image.pixel(x: x, y: y)
                darkest = min(darkest, Int(max(pixel.red, pixel.green, pixel.blue)))
            }
        }
        return darkest
    }

    /// The presented layers from the label showing `text` up to the bar's (not included); nil
    /// when no label shows it.
    @MainActor
    private static func presentedLayers(of text: String, in bar: UINavigationBar) -> [CALayer]? {
        func find(_ view: UIView) -> UILabel? {
            if let label = view as? UILabel, label.text == text { return label }
            return view.subviews.lazy.compactMap(find).first
        }
        guard let label = find(bar) else { return nil }
        return sequence(first: label as UIView, next: \.superview).prefix { $0 !== bar }.map {
            $0.layer.presentation() ?? $0.layer
        }
    }

    /// How opaque the label showing `text` is on screen now, with its ancestors up to the bar.
    @MainActor
    private static func opacity(of text: String, in bar: UINavigationBar) -> Float? {
        presentedLayers(of: text, in: bar)?.reduce(1) { $0 * $1.opacity }
    }

    /// How far the label showing `text` is slid sideways now by its ancestors' transforms.
    @MainActor
    private static func slide(of text: String, in bar: UINavigationBar) -> CGFloat? {
        presentedLayers(of: text, in: bar)?.reduce(0) { $0 + $1.transform.m41 }
    }

    /// A square view of `color`, `side` points wide, for a title view.
    @MainActor
    private static func square(_ color: UIColor, side: CGFloat) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: side, height: 30))
        view.backgroundColor = color
        return view
    }

    func testMidPushBothTitlesArePartlyVisibleAndAfterwardsOnlyTheNewOne() {
        MainActor.assumeIsolated {
            let (app, window, bar) = navigationBarWindow(items: [UINavigationItem(title: "A Rather Wide Old Title")])
            withExtendedLifetime(window) {
                XCTAssertLessThan(Self.darkest(app, window, in: Self.oldTitleOnly), 60, "the old title in full")

                bar.pushItem(UINavigationItem(title: "New"), animated: true)
                app.runUntilIdle()
                app.advance(by: 0.175)
                let oldMid = Self.opacity(of: "A Rather Wide Old Title", in: bar) ?? 0
                let newMid = Self.opacity(of: "New", in: bar) ?? 0
                XCTAssertTrue((0.2...0.8).contains(oldMid), "old title half faded: \(oldMid)")
                XCTAssertTrue((0.2...0.8).contains(newMid), "new title half shown: \(newMid)")
                let inkMid = Self.darkest(app, window, in: Self.oldTitleOnly)
                XCTAssertTrue((60...220).contains(inkMid), "old title ink half faded: \(inkMid)")

                app.advance(by: 0.2)
                XCTAssertNil(Self.opacity(of: "A Rather Wide Old Title", in: bar), "the old title is gone")
                XCTAssertEqual(Self.opacity(of: "New", in: bar), 1)
                XCTAssertGreaterThan(Self.darkest(app, window, in: Self.oldTitleOnly), 230)
                XCTAssertEqual(shownTexts(in: bar), ["Back", "New"], "too long for the back button")
            }
        }
    }

    func testMidPushTheTitleViewsAreMixedAndAfterwardsOnlyTheNewOneShows() {
        MainActor.assumeIsolated {
            let old = UINavigationItem()
            old.titleView = Self.square(.red, side: 120)
            let (app, window, bar) = navigationBarWindow(items: [old])
            let new = UINavigationItem()
            new.titleView = Self.square(.blue, side: 120)
            let centre = CGPoint(x: 200, y: 22)
            withExtendedLifetime(window) {
                XCTAssertEqual(app.pixel(in: window, at: centre), RGBA(255, 0, 0))

                bar.pushItem(new, animated: true)
                app.runUntilIdle()
                app.advance(by: 0.175)
                let mixed = app.pixel(in: window, at: centre)
                XCTAssertTrue((60...200).contains(mixed?.red ?? 0), "red half faded: \(String(describing: mixed))")
                XCTAssertTrue((60...200).contains(mixed?.blue ?? 0), "blue half shown: \(String(describing: mixed))")

                app.advance(by: 0.2)
                XCTAssertEqual(app.pixel(in: window, at: centre), RGBA(0, 0, 255))
            }
        }
    }

    func testAnAnimatedPopSlidesTheTitleBackAndEndsWithThePreviousItem() {
        MainActor.assumeIsolated {
            let (app, window, bar) = navigationBarWindow(items: [
                UINavigationItem(title: "One"), UINavigationItem(title: "Two"),
            ])
            withExtendedLifetime(window) {
                bar.popItem(animated: true)
                app.runUntilIdle()
                app.advance(by: 0.175)
                XCTAssertTrue((0.2...0.8).contains(Self.opacity(of: "Two", in: bar) ?? 0))

                app.advance(by: 0.2)
                XCTAssertNil(Self.opacity(of: "Two", in: bar))
                XCTAssertEqual(shownTexts(in: bar), ["One"])
            }
        }
    }

    func testANonAnimatedPushShowsTheNewTitleAtOnce() {
        MainActor.assumeIsolated {
            let (app, window, bar) = navigationBarWindow(items: [UINavigationItem(title: "A Rather Wide Old Title")])
            withExtendedLifetime(window) {
                bar.pushItem(UINavigationItem(title: "New"), animated: false)
                app.runUntilIdle()

                XCTAssertNil(Self.opacity(of: "A Rather Wide Old Title", in: bar))
                XCTAssertGreaterThan(Self.darkest(app, window, in: Self.oldTitleOnly), 230)
            }
        }
    }

    func testAnAnimatedSetItemsBackToAnItemBelowSlidesLikeAPop() {
        MainActor.assumeIsolated {
            let one = UINavigationItem(title: "One")
            one.backButtonTitle = "Up"
            let (app, window, bar) = navigationBarWindow(items: [one, UINavigationItem(title: "Two")])
            withExtendedLifetime(window) {
                bar.setItems([one], animated: true)
                app.runUntilIdle()
                app.advance(by: 0.175)

                XCTAssertLessThan(Self.slide(of: "One", in: bar) ?? 0, -5, "comes in from the left")
                XCTAssertGreaterThan(Self.slide(of: "Two", in: bar) ?? 0, 5, "leaves to the right")
                app.advance(by: 0.2)
                XCTAssertEqual(Self.slide(of: "One", in: bar), 0)
            }
        }
    }

    func testAnAnimatedChangeOfItemsCrossFadesInPlace() {
        MainActor.assumeIsolated {
            let item = UINavigationItem(title: "T")
            item.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            let (app, window, bar) = navigationBarWindow(items: [item])
            withExtendedLifetime(window) {
                item.setRightBarButton(
                    UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil), animated: true)
                app.runUntilIdle()
                app.advance(by: 0.175)

                XCTAssertTrue((0.2...0.8).contains(Self.opacity(of: "Edit", in: bar) ?? 0))
                XCTAssertTrue((0.2...0.8).contains(Self.opacity(of: "Save", in: bar) ?? 0))
                XCTAssertEqual(Self.slide(of: "Save", in: bar), 0)
                app.advance(by: 0.2)
                XCTAssertEqual(shownTexts(in: bar), ["T", "Save"])
            }
        }
    }
}
