import UIKit

/// The demo catalogue: a main window with custom drawing, plus two windows at higher levels
/// overlapping it, so window levels can be seen at work.
@main
final class CatalogAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var paletteWindow: UIWindow?
    private var alertWindow: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let main = UIWindow(frame: CGRect(x: 20, y: 20, width: 1000, height: 960))
        main.rootViewController = CatalogViewController()
        main.makeKeyAndVisible()
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
        return true
    }
}
