import UIKit

/// The catalogue's further windows, each a window scene of its own (the launch scene's window is the
/// app delegate's): opened by the main window's New Window button, File ▸ New Window (Ctrl+N), or a
/// UIKit Catalog row's Open in New Window, which hands the page's title over in the activity.
final class CatalogSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The activity a request for a catalogue window carries; its `userInfo["page"]` names a UIKit
    /// Catalog page to show instead of the window's own controls.
    static let activityType = "org.casement.catalog.window"
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        // Numbered by the scenes open, this one included (the launch scene's window is number 1).
        let number = UIApplication.shared.connectedScenes.count
        let pageTitle = connectionOptions.userActivities.first?.userInfo?["page"] as? String
        let page = UIKitCatalogController.pages.first { $0.pageTitle == pageTitle }
        windowScene.title = page.map { "Casement Catalog — \($0.pageTitle)" } ?? "Casement Catalog — Window \(number)"
        windowScene.sizeRestrictions?.minimumSize = CGSize(width: 360, height: 280)
        // Over the main window's pages, each further window a step down and to the right.
        let offset = CGFloat((number - 2) % 6) * 30
        let window = UIWindow(windowScene: windowScene)
        window.frame = CGRect(x: 360 + offset, y: 300 + offset, width: 420, height: page == nil ? 340 : 640)
        window.rootViewController =
            page.map { UINavigationController(rootViewController: $0.init()) }
            ?? SceneWindowViewController(scene: windowScene)
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        print("scene disconnected: \(scene.title ?? "")")
    }
}
