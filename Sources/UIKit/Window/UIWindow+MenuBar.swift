/// The main menu's bar in a window, and the window's part of the standard menu (Close Window, Enter
/// Full Screen).
///
/// The bar takes the top `MenuBarView.height` points of every normal-level window while the app has a
/// main menu; the root controller's view, and what it presents over the whole window, fill the rest
/// (`contentFrame`). So views keep laying out within their bounds, safe area or not, as they would
/// in a window without the bar; the window's frame is still the one the app set. (Mac Catalyst puts
/// the bar outside the window, in the Mac's menu bar; X11 has no shared menu bar to put it in.)
extension UIWindow {
    /// Where the root controller's view goes: the bounds below the menu bar.
    var contentFrame: CGRect {
        guard let menuBar else { return bounds }
        let barHeight = min(menuBar.frame.height, bounds.height)
        return CGRect(x: bounds.minX, y: bounds.minY + barHeight, width: bounds.width, height: bounds.height - barHeight)
    }

    /// Adds, refreshes or removes the bar as the main menu says, and puts the root view below it.
    func updateMenuBar() {
        let wantsBar =
            windowLevel <= .normal && !(self is MenuPopupWindow) && UIApplication.shared.mainMenu.isShownAsBar
        if wantsBar {
            let bar = menuBar ?? MenuBarView()
            if menuBar == nil {
                menuBar = bar
                addSubview(bar)
            }
            bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: MenuBarView.height)
            bar.autoresizingMask = .flexibleWidth
            bar.reload()
        } else if let menuBar {
            menuBar.removeFromSuperview()
            self.menuBar = nil
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
