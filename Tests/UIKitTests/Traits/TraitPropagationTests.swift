import UIKit
import UIKitTesting
import WindowSystem
import XCTest

/// Traits flow from the desktop through windows, controllers and views, with overrides on the way,
/// and changes are delivered as iOS 17 delivers them: before layout, controller before its view, with
/// the new traits current.
final class TraitPropagationTests: XCTestCase {
    func testAWindowOverrideReachesItsControllersAndViews() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            let inner = UIView()
            let scene = ControllerScene { _ in root }
            root.view.addSubview(inner)

            scene.window.overrideUserInterfaceStyle = .dark

            XCTAssertEqual(scene.window.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(root.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(inner.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(inner.traitCollection.horizontalSizeClass, .compact)
        }
    }

    func testAViewOverrideReachesOnlyItsSubtreeAndUnspecifiedInheritsAgain() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            let branch = UIView()
            let leaf = UIView()
            let sibling = UIView()
            let scene = ControllerScene { _ in root }
            root.view.addSubview(branch)
            root.view.addSubview(sibling)
            branch.addSubview(leaf)

            branch.overrideUserInterfaceStyle = .dark

            XCTAssertEqual(leaf.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(sibling.traitCollection.userInterfaceStyle, .light)
            branch.overrideUserInterfaceStyle = .unspecified
            XCTAssertEqual(leaf.traitCollection.userInterfaceStyle, .light)
            _ = scene
        }
    }

    func testAControllerOverrideReachesItsChildrenAndTheirViews() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            let child = UIViewController()
            let scene = ControllerScene { _ in
                embed(child, in: root)
                return root
            }

            root.overrideUserInterfaceStyle = .dark

            XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(child.view.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(scene.window.traitCollection.userInterfaceStyle, .light)
        }
    }

    func testChangesAreDeliveredOnceBeforeLayoutControllerFirstWithTheNewTraitsCurrent() {
        MainActor.assumeIsolated {
            let log = TraitLog()
            let root = TraitLoggingController(log: log)
            let view = TraitLoggingView(log: log, name: "view")
            let scene = ControllerScene { _ in root }
            root.view.addSubview(view)
            scene.app.runUntilIdle()
            log.entries.removeAll()

            scene.window.overrideUserInterfaceStyle = .dark
            view.setNeedsLayout()
            scene.app.runUntilIdle()

            XCTAssertEqual(
                log.entries,
                [
                    "controller light → dark, current dark", "view light → dark, current dark",
                    "layout view, current dark",
                ])
        }
    }

    func testRegisteredHandlersRunOnlyForTheTraitsTheyName() {
        MainActor.assumeIsolated {
            let view = UIView()
            let scene = ControllerScene { _ in UIViewController() }
            scene.window.rootViewController?.view.addSubview(view)
            scene.app.runUntilIdle()
            var styleChanges: [UIUserInterfaceStyle] = []
            var sizeChanges = 0
            view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous) in
                styleChanges.append(previous.userInterfaceStyle)
                styleChanges.append(view.traitCollection.userInterfaceStyle)
            }
            view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIView, _) in sizeChanges += 1 }

            scene.window.overrideUserInterfaceStyle = .dark
            scene.app.runUntilIdle()

            XCTAssertEqual(styleChanges, [.light, .dark])
            XCTAssertEqual(sizeChanges, 0)
        }
    }

    func testTargetActionRegistrationsCallTheMethodAndUnregisteringStopsThem() {
        MainActor.assumeIsolated {
            let target = StyleWatcher()
            let view = UIView()
            let scene = ControllerScene { _ in UIViewController() }
            scene.window.rootViewController?.view.addSubview(view)
            scene.app.runUntilIdle()
            view.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: target, action: StyleWatcher.changed)
            let withSender = view.registerForTraitChanges(
                [UITraitUserInterfaceStyle.self], target: target, action: StyleWatcher.changedFrom)

            scene.window.overrideUserInterfaceStyle = .dark
            scene.app.runUntilIdle()
            view.unregisterForTraitChanges(withSender)
            scene.window.overrideUserInterfaceStyle = .light
            scene.app.runUntilIdle()

            XCTAssertEqual(target.calls, ["changed", "changed from light", "changed"])
        }
    }

    func testCustomTraitsAreInheritedOverriddenAndObserved() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            let view = UIView()
            let scene = ControllerScene { _ in root }
            root.view.addSubview(view)
            scene.app.runUntilIdle()
            var themes: [Theme] = []
            view.registerForTraitChanges([ThemeTrait.self]) { (view: UIView, _) in
                themes.append(view.traitCollection[ThemeTrait.self])
            }

            XCTAssertEqual(view.traitCollection[ThemeTrait.self], .standard)
            root.traitOverrides[ThemeTrait.self] = .monochrome
            scene.app.runUntilIdle()

            XCTAssertEqual(view.traitCollection[ThemeTrait.self], .monochrome)
            XCTAssertEqual(themes, [.monochrome])
            XCTAssertTrue(root.traitOverrides.contains(ThemeTrait.self))
            root.traitOverrides.remove(ThemeTrait.self)
            XCTAssertEqual(view.traitCollection[ThemeTrait.self], .standard)
        }
    }

    func testTheDesktopStyleReachesEveryWindowLive() {
        MainActor.assumeIsolated {
            let log = TraitLog()
            let view = TraitLoggingView(log: log, name: "view")
            let scene = ControllerScene { _ in UIViewController() }
            scene.window.rootViewController?.view.addSubview(view)
            scene.app.runUntilIdle()
            log.entries.removeAll()

            scene.app.backend.setDesktopSettings(DesktopSettings(appearance: .dark))
            scene.app.runUntilIdle()

            XCTAssertEqual(view.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(log.entries, ["view light → dark, current dark"])
            XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .dark)
        }
    }

    func testTheEnvironmentForcesTheStyleOverTheDesktop() {
        MainActor.assumeIsolated {
            let delegate = LoggingAppDelegate.withWindow()
            let app = HeadlessApp(delegate: delegate, environment: ["CASEMENT_INTERFACE_STYLE": "dark"])

            XCTAssertEqual(delegate.window?.traitCollection.userInterfaceStyle, .dark)
            app.backend.setDesktopSettings(DesktopSettings(appearance: .light))
            app.runUntilIdle()
            XCTAssertEqual(delegate.window?.traitCollection.userInterfaceStyle, .dark)
        }
    }

    func testAViewsBackgroundLayerColourFollowsItsStyle() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            let scene = ControllerScene { _ in root }
            root.view.backgroundColor = .systemBackground
            let border = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            border.layer.borderColor = UIColor.separator.cgColor
            border.layer.borderWidth = 2
            root.view.addSubview(border)
            scene.app.runUntilIdle()
            XCTAssertEqual(scene.app.pixel(in: scene.window, at: CGPoint(x: 200, y: 200))?.red, 255)

            root.overrideUserInterfaceStyle = .dark
            scene.app.runUntilIdle()

            XCTAssertEqual(scene.app.pixel(in: scene.window, at: CGPoint(x: 200, y: 200))?.red, 0)
            XCTAssertEqual(
                border.layer.borderColor, UIColor.separator.resolvedColor(with: root.traitCollection).cgColor)
        }
    }

    func testALayerColourSetOutsideDrawingIsResolvedWithTheViewsTraits() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            let scene = ControllerScene { _ in root }
            scene.window.overrideUserInterfaceStyle = .dark
            scene.app.runUntilIdle()

            root.view.layer.backgroundColor = UIColor.systemBackground.cgColor
            scene.app.runUntilIdle()

            XCTAssertEqual(scene.app.pixel(in: scene.window, at: CGPoint(x: 200, y: 200))?.red, 0)
        }
    }

    func testDrawRunsWithTheViewsTraitsCurrent() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            let drawing = DrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let scene = ControllerScene { _ in root }
            root.view.addSubview(drawing)
            drawing.overrideUserInterfaceStyle = .dark
            scene.app.runUntilIdle()

            XCTAssertEqual(drawing.stylesDrawn.last, .dark)
            XCTAssertEqual(scene.app.pixel(in: scene.window, at: CGPoint(x: 20, y: 20))?.red, 255)
            drawing.overrideUserInterfaceStyle = .light
            scene.app.runUntilIdle()
            XCTAssertEqual(drawing.stylesDrawn.last, .light)
            XCTAssertEqual(scene.app.pixel(in: scene.window, at: CGPoint(x: 20, y: 20))?.red, 0)
        }
    }
}

/// An app's own trait, as Apple's documentation defines one.
enum Theme: Int {
    case standard
    case monochrome
}

struct ThemeTrait: UITraitDefinition {
    static let defaultValue = Theme.standard
}

@MainActor
final class TraitLog {
    var entries: [String] = []
}

private func styleName(_ style: UIUserInterfaceStyle) -> String {
    switch style {
    case .dark: "dark"
    case .light: "light"
    default: "unspecified"
    }
}

private final class TraitLoggingController: UIViewController {
    let log: TraitLog

    init(log: TraitLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log.entries.append(
            "controller \(styleName(previousTraitCollection?.userInterfaceStyle ?? .unspecified)) → "
                + "\(styleName(traitCollection.userInterfaceStyle)), current \(styleName(UITraitCollection.current.userInterfaceStyle))"
        )
    }
}

private final class TraitLoggingView: UIView {
    let log: TraitLog
    let name: String

    init(log: TraitLog, name: String) {
        self.log = log
        self.name = name
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    required init?(coder: NSCoder) { fatalError() }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log.entries.append(
            "\(name) \(styleName(previousTraitCollection?.userInterfaceStyle ?? .unspecified)) → "
                + "\(styleName(traitCollection.userInterfaceStyle)), "
                + "current \(styleName(UITraitCollection.current.userInterfaceStyle))")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append("layout \(name), current \(styleName(UITraitCollection.current.userInterfaceStyle))")
    }
}

private final class StyleWatcher {
    var calls: [String] = []

    func changed() { calls.append("changed") }

    func changedFrom(_ view: UIView, previous: UITraitCollection) {
        calls.append("changed from \(previous.userInterfaceStyle == .light ? "light" : "dark")")
    }
}

/// Fills itself with the label colour, as `UITraitCollection.current` resolves it.
private final class DrawingView: UIView {
    var stylesDrawn: [UIUserInterfaceStyle] = []

    override func draw(_ rect: CGRect) {
        stylesDrawn.append(UITraitCollection.current.userInterfaceStyle)
        UIColor.label.setFill()
        UIRectFill(bounds)
    }
}
