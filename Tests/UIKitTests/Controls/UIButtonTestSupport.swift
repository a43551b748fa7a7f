import UIKit
import UIKitTesting
import XCTest

/// A key window of 400 × 400 points at (100, 100) on the screen, white, holding `button` at `frame`.
@MainActor
func buttonWindow(
    _ button: UIButton, frame: CGRect = CGRect(x: 100, y: 100, width: 120, height: 44)
) -> (HeadlessApp, UIWindow) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 100, y: 100, width: 400, height: 400))
    window.rootViewController = UIViewController()
    window.rootViewController!.view.backgroundColor = .white
    window.makeKeyAndVisible()
    button.frame = frame
    window.rootViewController!.view.addSubview(button)
    app.runUntilIdle()
    return (app, window)
}

/// Pixel classes for button tests, against a white background.
enum ButtonInk {
    /// Clearly the default tint (system blue), at any strength.
    static func isTint(_ pixel: RGBA) -> Bool {
        Int(pixel.blue) > 200 && Int(pixel.red) < Int(pixel.blue) - 60 && Int(pixel.green) < Int(pixel.blue) - 40
    }

    /// Saturated tint, as drawn at full strength.
    static func isStrongTint(_ pixel: RGBA) -> Bool {
        pixel.red < 80 && pixel.green < 160 && pixel.blue > 220
    }

    /// Any mark on white.
    static func isInk(_ pixel: RGBA) -> Bool {
        Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 3 * 235
    }

    /// A grey mark: channels close together and darker than the background.
    static func isGrey(_ pixel: RGBA) -> Bool {
        let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
        return channels.max()! - channels.min()! < 16 && channels.max()! < 200
    }
}

extension HeadlessApp {
    /// How many pixels of `rect` (window points, scale 1) `isInk` accepts.
    @MainActor
    func inkCount(in window: UIWindow, region: CGRect, where isInk: (RGBA) -> Bool) -> Int {
        var count = 0
        for y in Int(region.minY)..<Int(region.maxY) {
            for x in Int(region.minX)..<Int(region.maxX) {
                if let pixel = pixel(in: window, at: CGPoint(x: x, y: y)), isInk(pixel) { count += 1 }
            }
        }
        return count
    }
}

/// Menu buttons and their popups.
enum MenuButtonSupport {
    /// The centre of the button `window(with:onTap:)` makes.
    static let buttonCentre = CGPoint(x: 70, y: 35)

    /// A system button titled "Menu" at (20, 20), 100 × 30, in the test window, opening `menu` when
    /// tapped (`onTap`) or held.
    @MainActor
    static func window(with menu: UIMenu, onTap: Bool = true) -> (HeadlessApp, UIWindow, UIButton) {
        let button = UIButton(type: .system)
        button.setTitle("Menu", for: .normal)
        button.menu = menu
        button.showsMenuAsPrimaryAction = onTap
        let (app, window) = buttonWindow(button, frame: CGRect(x: 20, y: 20, width: 100, height: 30))
        return (app, window, button)
    }

    /// The menu popup on screen, if any.
    @MainActor
    static var popup: UIWindow? {
        UIApplication.shared.windows.last { $0.windowLevel == .alert && !$0.isHidden }
    }

    /// Opens `menu` from a button tapped in the test window; returns the popup window too.
    @MainActor
    static func open(_ menu: UIMenu) -> (HeadlessApp, UIWindow, UIWindow) {
        let (app, window, _) = Self.window(with: menu)
        app.click(at: buttonCentre, in: window)
        return (app, window, popup!)
    }

    /// The centre of row `row` of a popup whose rows are all 44-point actions.
    static func row(_ row: Int) -> CGPoint {
        CGPoint(x: 100, y: 22 + 44 * CGFloat(row))
    }
}
