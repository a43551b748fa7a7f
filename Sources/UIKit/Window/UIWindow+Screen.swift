import WindowSystem

extension UIWindow {
    /// The platform moved or resized the window to `pixels`: when most of it is now on another screen,
    /// its scene's screen becomes that one and the scene's windows take its scale. True when this
    /// window was rescaled (and asked for its new size), so the configuration is handled.
    ///
    /// A screen of another scale is taken only if it would still hold most of the window at its own
    /// scale: a window shrinking onto a less dense screen could otherwise leave most of itself on the
    /// screen it came from, and go back and forth between the two.
    func followScreen(at pixels: PixelRect) -> Bool {
        guard platformKind == .normal, windowLevel <= .normal else { return false }
        let target = UIScreen.screen(holdingMostOf: pixels)
        guard target !== screen else { return false }
        if target.scale != screen.scale {
            let rescaled = PixelRect(
                x: pixels.x, y: pixels.y, width: Int((frame.width * target.scale).rounded()),
                height: Int((frame.height * target.scale).rounded()))
            guard UIScreen.screen(holdingMostOf: rescaled) === target else { return false }
        }
        guard let scene = windowScene else {
            placedScreen = target
            return adoptScreenScale(at: pixels)
        }
        scene.placedScreen = target
        var rescaled = false
        for window in scene.windows {
            let ownPixels = window === self ? pixels : nil
            if window.adoptScreenScale(at: ownPixels), window === self { rescaled = true }
        }
        return rescaled
    }

    /// Takes the scale of the window's screen when it differs from the one the window renders at: the
    /// window keeps its place on the desktop and its size in points, so it asks the platform for its
    /// size (and size limits and rounded corners) in pixels at the new scale, renders every layer again
    /// at that scale, and its views hear of the new `displayScale` before the next layout. Returns
    /// whether the scale changed.
    ///
    /// `pixels` is where the platform has the window now, when the caller knows it better than the
    /// platform window (a configuration being handled).
    @discardableResult
    func adoptScreenScale(at pixels: PixelRect? = nil) -> Bool {
        guard let platformWindow, let host else { return false }
        let scale = screen.scale
        guard host.scale != scale else { return false }
        host.scale = scale
        let place = pixels ?? platformWindow.frame
        let kept = CGRect(
            x: CGFloat(place.x) / scale, y: CGFloat(place.y) / scale, width: frame.width, height: frame.height)
        applyFrame(kept)
        // Limits and corners are in pixels too; the limits go first, so they do not hold the new size back.
        applySizeLimits()
        if platformCornerRadius > 0 { platformWindow.setCornerRadius(platformCornerPixels) }
        platformWindow.setFrame(screen.pixels(kept))
        TraitUpdates.subtreeMoved(self)
        return true
    }
}

extension UIApplication {
    /// The backend's screens changed: the app's screens follow (posting connect and disconnect
    /// notifications), each scene finds the screen holding its window, and windows whose screen's
    /// scale changed render at the new one.
    func screensChanged(_ descriptions: [ScreenDescription]) {
        UIScreen.adopt(descriptions)
        for case let scene as UIWindowScene in scenes {
            let placed = scene.windows.first { $0.platformKind == .normal && $0.platformWindow != nil }
            if let frame = placed?.platformWindow?.frame { scene.placedScreen = UIScreen.screen(holdingMostOf: frame) }
        }
        for window in windows {
            if window.windowScene == nil, window.platformKind == .normal, let frame = window.platformWindow?.frame {
                window.placedScreen = UIScreen.screen(holdingMostOf: frame)
            }
            window.adoptScreenScale()
        }
        if let backend { adoptDesktopSettings(backend.desktopSettings, notify: true) }
    }
}
