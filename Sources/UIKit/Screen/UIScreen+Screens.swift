import Foundation
import WindowSystem

extension UIScreen {
    /// Posted with the new screen as the object when a monitor is connected.
    public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted with the screen as the object when its monitor is disconnected.
    public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    /// Posted with the screen as the object when its size or scale changed.
    public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")

    /// Makes the backend's screens the app's, the primary one `main`; `CASEMENT_SCALE` in the
    /// environment overrides every screen's scale.
    package static func connect(_ descriptions: [ScreenDescription], environment: [String: String]) {
        scaleOverride = ScreenDescription.scaleOverride(in: environment).map { CGFloat($0) }
        connected = ordered(descriptions).map { UIScreen(description: $0, scaleOverride: scaleOverride) }
        mainScaleMirror.withLock { $0 = main.scale }
    }

    /// Takes the backend's new list of screens: a screen of the same name (else at the same place) is
    /// the same object, updated; the others connect or disconnect, with their notifications posted.
    /// Returns the screens whose points changed.
    @discardableResult
    static func adopt(_ descriptions: [ScreenDescription]) -> (changed: [UIScreen], connected: [UIScreen]) {
        var remaining = connected
        var changed: [UIScreen] = []
        var added: [UIScreen] = []
        var screens: [UIScreen] = []
        for description in ordered(descriptions) {
            let index =
                remaining.firstIndex { !description.name.isEmpty && $0.screenDescription.name == description.name }
                ?? remaining.firstIndex {
                    $0.screenDescription.name.isEmpty && $0.screenDescription.origin == description.origin
                }
            if let index {
                let screen = remaining.remove(at: index)
                if screen.update(description, scaleOverride: scaleOverride) { changed.append(screen) }
                screens.append(screen)
            } else {
                let screen = UIScreen(description: description, scaleOverride: scaleOverride)
                added.append(screen)
                screens.append(screen)
            }
        }
        connected = screens
        mainScaleMirror.withLock { $0 = main.scale }
        for screen in added { NotificationCenter.default.post(name: didConnectNotification, object: screen) }
        for screen in remaining { NotificationCenter.default.post(name: didDisconnectNotification, object: screen) }
        for screen in changed { NotificationCenter.default.post(name: modeDidChangeNotification, object: screen) }
        return (changed, screens)
    }

    /// The screen holding most of `pixels` (desktop pixels), else the main screen.
    static func screen(holdingMostOf pixels: PixelRect) -> UIScreen {
        let screens = Self.screens
        return screens.map(\.screenDescription).index(holdingMostOf: pixels).map { screens[$0] } ?? main
    }

    /// The primary screen first, the others in the backend's order.
    private static func ordered(_ descriptions: [ScreenDescription]) -> [ScreenDescription] {
        guard let primary = descriptions.firstIndex(where: \.isPrimary) else { return descriptions }
        var ordered = descriptions
        ordered.insert(ordered.remove(at: primary), at: 0)
        return ordered
    }
}
