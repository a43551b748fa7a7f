import UIKitTesting
import WindowSystem
import XCTest

@testable import UIKit

/// The main menu: built through `buildMenu(with:)`, shown as a bar at the top of the app's windows,
/// its commands validated along the responder chain and its shortcuts working.
final class MainMenuTests: XCTestCase {
    @MainActor
    private static func launch(
        root: UIViewController = UIViewController(), build: (@MainActor (UIMenuBuilder) -> Void)? = nil
    ) -> (HeadlessApp, UIWindow) {
        let delegate = MenuBuildingDelegate()
        delegate.build = build
        delegate.root = root
        let app = HeadlessApp(delegate: delegate)
        return (app, delegate.window!)
    }

    /// The Tools menu the tests add: a key command (Ctrl+Shift+T, `tidy:`) and a plain command (`sweep:`).
    @MainActor
    private static func addTools(_ builder: UIMenuBuilder) {
        let tools = UIMenu(
            title: "Tools", identifier: UIMenu.Identifier("org.casement.tests.tools"),
            children: [
                UIKeyCommand(title: "Tidy", action: "tidy:", input: "t", modifierFlags: [.control, .shift]),
                UICommand(title: "Sweep", action: "sweep:"),
            ])
        builder.insertSibling(tools, afterMenu: .view)
    }

    @MainActor
    private static func titles(_ window: UIWindow) -> [String] {
        window.menuBar?.titles.map(\.title) ?? []
    }

    func testAnAppThatBuildsNoMenuHasNoBarAndItsRootViewFillsTheWindow() {
        MainActor.assumeIsolated {
            let (_, window) = Self.launch()

            XCTAssertNil(window.menuBar)
            XCTAssertEqual(window.rootViewController?.view.frame, window.bounds)
        }
    }

    func testABuiltMenuShowsAsABarAboveTheRootView() {
        MainActor.assumeIsolated {
            let (app, window) = Self.launch(build: Self.addTools)

            let name = ProcessInfo.processInfo.processName
            XCTAssertEqual(Self.titles(window), [name, "File", "Edit", "Format", "View", "Tools", "Window"])
            XCTAssertEqual(window.rootViewController?.view.frame, CGRect(x: 0, y: 28, width: 800, height: 272))
            let bar = app.pixel(in: window, at: CGPoint(x: 790, y: 10))
            XCTAssertEqual(
                bar?.isClose(to: RGBA(242, 242, 247)), true, "secondarySystemBackground: \(String(describing: bar))")
        }
    }

    func testOnlyTheDelegatesWindowGetsTheBarNotTheAppsOtherWindows() {
        MainActor.assumeIsolated {
            let (app, window) = Self.launch(build: Self.addTools)
            let palette = UIWindow(frame: CGRect(x: 500, y: 0, width: 200, height: 100))
            palette.rootViewController = UIViewController()

            palette.isHidden = false
            app.runUntilIdle()

            XCTAssertNotNil(window.menuBar)
            XCTAssertNil(palette.menuBar)
            XCTAssertEqual(palette.rootViewController?.view.frame, palette.bounds)
        }
    }

    func testTheBuilderEditsMenusByIdentifier() {
        MainActor.assumeIsolated {
            let (_, window) = Self.launch { builder in
                Self.addTools(builder)
                builder.remove(menu: .format)
                builder.replaceChildren(ofMenu: .help) { $0 + [UICommand(title: "Manual", action: "manual:")] }
                builder.insertChild(
                    UIMenu(title: "Recent", children: [UIAction(title: "a.txt") { _ in }]), atStartOfMenu: .file)
                builder.replace(
                    menu: .window, with: UIMenu(title: "Windows", children: [UIAction(title: "All") { _ in }]))
                XCTAssertEqual(builder.menu(for: .file)?.children.first.flatMap { ($0 as? UIMenu)?.title }, "Recent")
                XCTAssertEqual(builder.command(for: "sweep:", propertyList: nil)?.title, "Sweep")
                XCTAssertTrue(builder.system === UIMenuSystem.main)
            }

            XCTAssertEqual(Self.titles(window).dropFirst(), ["File", "Edit", "View", "Tools", "Windows", "Help"])
        }
    }

    func testCommandsAreValidatedAlongTheResponderChainAndDimmedWithoutATarget() throws {
        try MainActor.assumeIsolated {
            let root = TidyingController()
            let (app, window) = Self.launch(root: root, build: Self.addTools)
            let bar = try XCTUnwrap(window.menuBar)
            let toolsIndex = try XCTUnwrap(Self.titles(window).firstIndex(of: "Tools"))

            app.click(at: CGPoint(x: bar.titles[toolsIndex].frame.midX, y: 14), in: window)
            let popup = try XCTUnwrap(shownMenuPopup)
            let layout = try shownMenuLayout()

            XCTAssertEqual(popup.frame.origin.y, window.frame.minY + 28, "the menu hangs from the bar")
            XCTAssertEqual(layout.choosableAction(at: 0)?.title, "Tidy (2 left)", "no header: the title is on the bar")
            XCTAssertEqual(layout.choosableAction(at: 0)?.keyEquivalent, "Ctrl+Shift+T")
            XCTAssertNil(layout.choosableAction(at: 1), "nothing sweeps: dimmed")
            app.click(at: CGPoint(x: 100, y: 22), in: popup)
            XCTAssertEqual(root.tidied, 1)
        }
    }

    func testAKeyCommandOfTheMainMenuWorksFromTheKeyboard() {
        MainActor.assumeIsolated {
            let root = TidyingController()
            let (app, window) = Self.launch(root: root, build: Self.addTools)

            app.typeKey(.keyboardT, modifiers: [.control, .shift], in: window)

            XCTAssertEqual(root.tidied, 1)
            XCTAssertNil(shownMenuPopup)
        }
    }

    func testAKeyCommandItsTargetDisablesDoesNothing() {
        MainActor.assumeIsolated {
            let root = TidyingController()
            root.left = 0
            let (app, window) = Self.launch(root: root, build: Self.addTools)

            app.typeKey(.keyboardT, modifiers: [.control, .shift], in: window)

            XCTAssertEqual(root.tidied, 0)
        }
    }

    func testLeftAndRightMoveBetweenTheBarsMenusAndEscapeCloses() throws {
        try MainActor.assumeIsolated {
            let (app, window) = Self.launch(build: Self.addTools)
            let bar = try XCTUnwrap(window.menuBar)

            app.typeKey(.keyboardF10, in: window)
            XCTAssertEqual(bar.openIndex, 0)
            app.typeKey(.keyboardRightArrow, in: try XCTUnwrap(shownMenuPopup))
            XCTAssertEqual(bar.openIndex, 1)
            app.typeKey(.keyboardLeftArrow, in: try XCTUnwrap(shownMenuPopup))
            app.typeKey(.keyboardLeftArrow, in: try XCTUnwrap(shownMenuPopup))
            XCTAssertEqual(bar.openIndex, Self.titles(window).count - 1, "Left from the first wraps to the last")
            app.typeKey(.keyboardEscape, in: try XCTUnwrap(shownMenuPopup))

            XCTAssertNil(shownMenuPopup)
            XCTAssertNil(bar.openIndex)
        }
    }

    func testSetNeedsRebuildBuildsTheMenuAgainAndUpdatesTheBar() {
        MainActor.assumeIsolated {
            let extra = Flag()
            let (app, window) = Self.launch { builder in
                Self.addTools(builder)
                if extra.isOn { builder.insertSibling(UIMenu(title: "Extra", children: []), beforeMenu: .help) }
                if extra.isOn {
                    builder.insertChild(
                        UIMenu(title: "", children: [UIAction(title: "x") { _ in }]), atEndOfMenu: .help)
                }
            }

            extra.isOn = true
            UIMenuSystem.main.setNeedsRebuild()
            app.runUntilIdle()

            XCTAssertEqual(Self.titles(window).last, "Help", "an empty menu stays out of the bar")
        }
    }

    func testCloseWindowIsTheWindowManagersCloseAndFullScreenToggles() throws {
        try MainActor.assumeIsolated {
            let (app, window) = Self.launch(build: Self.addTools)
            let scene = try XCTUnwrap(window.windowScene)

            app.typeKey(.keyboardF11, in: window)
            XCTAssertTrue(scene.isFullScreen)
            app.typeKey(.keyboardF11, in: window)
            XCTAssertFalse(scene.isFullScreen)
            app.typeKey(.keyboardW, modifiers: .control, in: window)

            XCTAssertEqual(app.exitStatus, 0, "closing the last window ends the app")
        }
    }

    func testTheStandardEditCommandsReachTheFirstResponder() throws {
        try MainActor.assumeIsolated {
            let root = UIViewController()
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
            root.view.addSubview(field)
            let (app, window) = Self.launch(root: root, build: Self.addTools)
            field.text = "hello"
            XCTAssertTrue(field.becomeFirstResponder())
            let bar = try XCTUnwrap(window.menuBar)
            let editIndex = try XCTUnwrap(Self.titles(window).firstIndex(of: "Edit"))

            app.click(at: CGPoint(x: bar.titles[editIndex].frame.midX, y: 14), in: window)
            let popup = try XCTUnwrap(shownMenuPopup)
            let layout = try shownMenuLayout()
            let selectAll = try XCTUnwrap(
                layout.rows.indices.first { layout.choosableAction(at: $0)?.title == "Select All" })
            app.click(at: CGPoint(x: 100, y: layout.frames[selectAll].midY), in: popup)

            XCTAssertEqual(field.selectedTextRange.map { field.text(in: $0) }, "hello")
        }
    }
}

@MainActor
private final class Flag {
    var isOn = false
}

/// Builds the main menu with `build`, and shows one 800 × 300 window with `root`.
private final class MenuBuildingDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var root = UIViewController()
    var build: (@MainActor (UIMenuBuilder) -> Void)?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 300))
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        build?(builder)
    }
}

/// Performs `tidy:` while it has some left, and says how many in the command's title.
private final class TidyingController: UIViewController {
    var tidied = 0
    var left = 2

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == "tidy:" || super.canPerformAction(action, withSender: sender)
    }

    override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) -> Bool {
        guard action == "tidy:" else { return super.perform(action, withSender: sender, for: event) }
        tidied += 1
        return true
    }

    override func validate(_ command: UICommand) {
        guard command.action == "tidy:" else { return }
        command.title = "Tidy (\(left) left)"
        if left == 0 { command.attributes.insert(.disabled) }
    }
}
