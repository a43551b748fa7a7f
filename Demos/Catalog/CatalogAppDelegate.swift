import UIKit

/// The demo catalogue: a main window of pages (`CASEMENT_CATALOG_PAGE` picks the set it opens on),
/// two windows at higher levels overlapping it, so window levels can be seen at work, a window
/// drawn with the compositor's debug tints, and an events window (input and gestures). The main
/// window has the app's menu bar (its Pages menu switches the sets); further windows open as scenes
/// of their own (`CatalogSceneDelegate`).
///
/// An app like any other: it imports only UIKit, and each page is a small file of its own. Without
/// a display `scripts/run-catalog.sh` (`make run`) runs it under Xvfb and screenshots each set.
@main
final class CatalogAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var paletteWindow: UIWindow?
    private var alertWindow: UIWindow?
    private var debugWindow: UIWindow?
    private var eventsWindow: UIWindow?

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // What Info.plist's scene manifest would say; Linux executables carry none.
        UIApplication.sceneManifestSupportsMultipleScenes = true
        application.applicationIconImage = CatalogIcon.make()
        return true
    }

    /// The launch scene keeps the app delegate's windows; every later one is a catalogue window.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        if !application.connectedScenes.isEmpty { configuration.delegateClass = CatalogSceneDelegate.self }
        return configuration
    }

    /// The Pages menu after View: a command for each set (Ctrl+1 …), the one shown checked.
    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        let commands = CatalogPageSet.allCases.enumerated().map { index, set in
            UIKeyCommand(
                title: set.title, action: CatalogViewController.showPageSet, input: "\(index + 1)",
                modifierFlags: .control, propertyList: set.rawValue)
        }
        builder.insertSibling(
            UIMenu(title: "Pages", identifier: UIMenu.Identifier("org.casement.catalog.pages"), children: commands),
            afterMenu: .view)
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // 988 points high: the menu bar's 28 above the 960 the pages have always had.
        let main = UIWindow(frame: CGRect(x: 20, y: 20, width: 1000, height: 988))
        let environment = ProcessInfo.processInfo.environment
        let catalog = CatalogViewController()
        let pageSet = CatalogPageSet(environment: environment)
        catalog.pageSet = pageSet
        switch pageSet {
        case .controllers: catalog.controllersDemo = ControllersDemo(environment: environment)
        case .uikit: catalog.uikitCatalogPage = UIKitCatalogController.page(environment: environment)
        case .layout:
            catalog.layoutDemo = CatalogDemoVariable.name(in: environment, choices: ["conflict"])
        case .drawing, .animation, .split: break
        }
        main.rootViewController = catalog
        main.makeKeyAndVisible()
        if pageSet.isPresented { catalog.show(pageSet, animated: false) }
        window = main

        let palette = UIWindow(frame: CGRect(x: 1000, y: 120, width: 240, height: 190))
        palette.windowLevel = .statusBar
        palette.rootViewController = PaletteViewController()
        palette.isHidden = false
        paletteWindow = palette

        let alert = UIWindow(frame: CGRect(x: 1120, y: 560, width: 300, height: 140))
        alert.windowLevel = .alert
        alert.rootViewController = AlertViewController()
        alert.isHidden = false
        alertWindow = alert

        let debug = UIWindow(frame: CGRect(x: 1030, y: 760, width: 420, height: 160))
        debug.rootViewController = DebugViewController()
        debug.isHidden = false
        // What CASEMENT_DEBUG=blended,offscreen does to every window, here for this one only.
        debug.host?.debugOptions = [.blended, .offscreen]
        debugWindow = debug

        let events = EventsWindow(frame: CGRect(x: 1030, y: 320, width: 440, height: 230))
        events.rootViewController = EventsViewController()
        events.isHidden = false
        eventsWindow = events
        return true
    }
}
