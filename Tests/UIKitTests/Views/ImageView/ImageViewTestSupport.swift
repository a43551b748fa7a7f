import UIKit
import UIKitTesting

/// A white window holding one image view, for reading what the view shows.
@MainActor
final class ImageViewStage {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window: UIWindow
    let view: UIImageView

    /// Shows `view` at `frame` in a white window of `size`.
    init(_ view: UIImageView, frame: CGRect, size: CGSize = CGSize(width: 100, height: 100)) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        self.view = view
        view.frame = frame
        window.addSubview(view)
        app.runUntilIdle()
    }

    /// The colour shown at `point` (window points), after ending the turn.
    func color(at point: CGPoint) -> RGBA {
        app.runUntilIdle()
        return app.pixel(in: window, at: point)!
    }
}

/// A `size`-point image of one colour at `scale`.
func solidImage(_ color: RGBA, width: Int = 10, height: Int = 10, scale: CGFloat = 1) -> UIImage {
    let pixels = makeSolid(color, width: width * Int(scale), height: height * Int(scale))
    return UIImage(cgImage: pixels, scale: scale, orientation: .up)
}
