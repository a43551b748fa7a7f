/// The main menu's bar in a window, and the window's part of the standard menu (Close Window, Enter
/// Full Screen).
///
/// The bar takes the top `MenuBarView.height` points of each main window while the app has a main
/// menu: a main window is the one a scene delegate or the app delegate keeps as its `window` (not
/// palettes, inspectors and other windows the app makes besides). The root controller's view, and
/// what it presents over the whole window, fill the rest (`contentFrame`). So views keep laying out within their bounds, safe area or not, as they would
/// in a window without the bar; the window's frame is still the one the app set. (Mac Catalyst puts
/// the bar outside the window, in the Mac's menu bar; X11 has no shared menu bar to put it in.)
extension UIWindow {
    /// Where the root controller's view goes: the bounds below the menu bar.
    var contentFrame: CGRect {
        guard let menuBar else { return bounds }
        let barHeight = min(menuBar.frame.height, bounds.height)
        return CGRect(
            x: bounds.minX, y: bounds.minY + barHeight, width: bounds.width, height: bounds.height - barHeight)
    }

    /// Whether the window is a main window: its scene delegate's `window`, else the app delegate's.
    var isMainWindow: Bool {
        if let sceneDelegate = windowScene?.delegate as? UIWindowSceneDelegate, sceneDelegate.window === self {
            return true
        }
        return UIApplication.shared.delegate?.window === self
    }

    /// Updates the bar now and again at the end of the turn: a delegate often keeps its window only
    /// after showing it.
    func updateMenuBarNowAndAtEndOfTurn() {
        updateMenuBar()
        UIApplication.shared.backend?.scheduler.scheduleAtEndOfTurn { [weak self] in self?.updateMenuBar() }
    }

    /// Adds, refreshes or removes the bar as the main menu says, and puts the root view below it.
    func updateMenuBar() {
        let wantsBar = !isHidden && windowLevel <= .normal && isMainWindow && UIApplication.shared.mainMenu.isShownAsBar
        if wantsBar {
            let bar = menuBar ?? MenuBarView()
            if menuBar == nil {
                menuBar = bar
                addSubview(bar)
            }
            bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: MenuBarView.height)
            bar.autoresizingMask = .flexibleWidth
            bar.reload()
        } else if let menuBar, !isHidden {
            menuBar.removeFromSuperview()
            self.menuBar = nil
        } else {
            return
        }
        rootViewController?.viewIfLoaded?.frame = contentFrame
    }

    func handlesWindowMenuAction(_ action: Selector) -> Bool {
        switch action {
        case StandardMainMenu.close: windowLevel <= .normal
        case StandardMainMenu.toggleFullScreen: windowScene != nil && windowLevel <= .normal
        default: false
        }
    }

    func performWindowMenuAction(_ action: Selector) -> Bool {
        switch action {
        case StandardMainMenu.close: UIApplication.shared.closeRequested(self)
        case StandardMainMenu.toggleFullScreen: windowScene?.isFullScreen.toggle()
        default: return false
        }
        return true
    }
}
