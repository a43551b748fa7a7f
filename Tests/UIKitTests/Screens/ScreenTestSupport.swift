import Foundation
import UIKit
import UIKitTesting
import WindowSystem

/// A desktop of two monitors side by side: a primary one at scale 1 and a denser one to its right.
enum TwoMonitors {
    static let left = ScreenDescription(
        pixelSize: PixelSize(width: 1280, height: 800), dotsPerInch: 96, refreshRate: 60, name: "left")
    static let right = ScreenDescription(
        pixelSize: PixelSize(width: 2560, height: 1600), dotsPerInch: 192, refreshRate: 60,
        origin: PixelPoint(x: 1280, y: 0), name: "right", isPrimary: false)
}

/// A view that draws (so it has a backing store) and records the display scales it hears of.
final class ScaleRecordingView: UIView {
    var didChangeScales: [CGFloat] = []

    override func draw(_ rect: CGRect) {
        UIColor.black.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width, height: 1 / contentScaleFactor))
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.displayScale != previousTraitCollection?.displayScale {
            didChangeScales.append(traitCollection.displayScale)
        }
    }
}

/// An app whose window (400×300 points, at 100,100 pixels on the main screen) holds a `ScaleRecordingView`.
@MainActor
struct ScreenScene {
    let app: HeadlessApp
    let window: UIWindow
    let view = ScaleRecordingView(frame: CGRect(x: 10, y: 10, width: 101, height: 51))

    init(screen: ScreenDescription = TwoMonitors.left, environment: [String: String] = [:]) {
        app = HeadlessApp(delegate: LoggingAppDelegate(), screen: screen, environment: environment)
        let scene = app.application.connectedScenes.first as! UIWindowScene
        window = UIWindow(windowScene: scene)
        window.frame = CGRect(x: 100 / scene.screen.scale, y: 100 / scene.screen.scale, width: 400, height: 300)
        window.rootViewController = UIViewController()
        window.rootViewController?.view.addSubview(view)
        window.makeKeyAndVisible()
        app.runUntilIdle()
    }

    /// The scene on the main monitor, with the denser one plugged in to its right.
    static func onTwoMonitors() -> ScreenScene {
        let scene = ScreenScene()
        scene.app.backend.setScreens([TwoMonitors.left, TwoMonitors.right])
        scene.app.runUntilIdle()
        return scene
    }

    /// Adds a view drawing a one-pixel black line along its top edge over a white root view.
    func addHairlineView(frame: CGRect) {
        window.rootViewController?.view.backgroundColor = .white
        let hairline = ScaleRecordingView(frame: frame)
        hairline.isOpaque = false
        hairline.backgroundColor = .clear
        window.rootViewController?.view.addSubview(hairline)
        app.runUntilIdle()
    }

    var platformWindow: HeadlessWindow { app.platformWindow(of: window)! }

    /// Moves the window as a user dragging it through the window manager would, to `origin` in desktop pixels.
    func move(toPixel origin: PixelPoint) {
        let frame = platformWindow.frame
        platformWindow.simulateWindowManagerConfigure(
            PixelRect(x: origin.x, y: origin.y, width: frame.width, height: frame.height))
        app.runUntilIdle()
        app.runUntilIdle()
    }
}

/// Counts the notifications of one name posted while it lives.
final class NotificationRecorder: @unchecked Sendable {
    private(set) var objects: [AnyObject] = []
    private var token: NSObjectProtocol?

    init(_ name: Notification.Name) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
            self?.objects.append(note.object as AnyObject)
        }
    }

    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }
}
