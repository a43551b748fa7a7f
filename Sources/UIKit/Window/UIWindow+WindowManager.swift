import WindowSystem

/// What a window tells the window manager beyond its frame and stacking: its scene's size limits and
/// full-screen state, the app's icon, and that it wants attention.
extension UIWindow {
    /// Sends the window's hints to a platform window just made.
    func applyWindowManagerHints(to platform: PlatformWindow) {
        platform.setSizeLimits(sizeLimits)
        let icons = UIApplication.shared.platformIcons
        if !icons.isEmpty { platform.setIcon(icons) }
        if windowScene?.isFullScreen == true, windowLevel <= .normal { platform.setFullScreen(true) }
    }

    /// The scene's size restrictions in pixels (normal windows only: popups and alerts size themselves).
    private var sizeLimits: WindowSizeLimits {
        guard windowLevel <= .normal, let restrictions = windowScene?.sizeRestrictions else { return .none }
        let scale = screen.scale
        // No limit: a zero minimum, an unbounded maximum.
        func pixels(_ size: CGSize) -> PixelSize? {
            let unlimited = CGFloat.greatestFiniteMagnitude
            guard size.width > 0 || size.height > 0, size.width < unlimited || size.height < unlimited else {
                return nil
            }
            let limit = CGFloat(Int32.max) / scale
            return PixelSize(
                width: Int((min(size.width, limit) * scale).rounded(.up)),
                height: Int((min(size.height, limit) * scale).rounded(.up)))
        }
        return WindowSizeLimits(
            minimum: pixels(restrictions.minimumSize), maximum: pixels(restrictions.maximumSize))
    }

    func applySizeLimits() {
        platformWindow?.setSizeLimits(sizeLimits)
    }

    func applyFullScreen() {
        platformWindow?.setFullScreen(windowScene?.isFullScreen == true)
    }

    /// Whether the window asks for the user's attention (a task bar flashes it): set when an alert is
    /// presented over it while the app is not active, cleared when it becomes key.
    var demandsAttention: Bool {
        get { demandsAttentionStorage }
        set {
            guard newValue != demandsAttentionStorage else { return }
            demandsAttentionStorage = newValue
            platform?.setDemandsAttention(newValue)
        }
    }
}
