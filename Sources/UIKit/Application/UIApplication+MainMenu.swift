/// The application's part of the standard main menu: About, Quit, New Window, Bring All to Front.
extension UIApplication {
    func handlesMainMenuAction(_ action: Selector) -> Bool {
        switch action {
        case StandardMainMenu.about, StandardMainMenu.quit, StandardMainMenu.bringAllToFront: true
        case StandardMainMenu.newScene: supportsMultipleScenes
        default: false
        }
    }

    func performMainMenuAction(_ action: Selector) -> Bool {
        switch action {
        case StandardMainMenu.about: showAboutPanel()
        case StandardMainMenu.quit: terminate()
        case StandardMainMenu.newScene: requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        case StandardMainMenu.bringAllToFront:
            let key = keyWindow
            for window in windows where !window.isHidden && window.windowLevel <= .normal && window !== key {
                bringToFront(window)
            }
            if let key { bringToFront(key) }
            restackWindows()
        default: return false
        }
        return true
    }

    /// A small alert naming the app, over the key window.
    private func showAboutPanel() {
        guard var presenter = keyWindow?.rootViewController else { return }
        while let presented = presenter.presentedViewController { presenter = presented }
        let alert = UIAlertController(
            title: UIApplication.applicationName, message: "A UIKit app on Linux, made with Casement.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presenter.present(alert, animated: true)
    }
}
