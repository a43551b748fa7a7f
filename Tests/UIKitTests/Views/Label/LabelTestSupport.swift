import UIKit
import UIKitTesting

/// Shows `label` alone in a white window of `size` (filling it unless it has a frame already) and
/// returns what the window presents.
@MainActor
func snapshot(of label: UILabel, in size: CGSize = CGSize(width: 300, height: 60)) -> CGImage {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    if label.frame == .zero { label.frame = window.bounds }
    window.addSubview(label)
    app.runUntilIdle()
    return withExtendedLifetime(window) { app.presentedImage(of: window)! }
}

/// Ink predicates for text drawn on white.
enum Ink {
    /// Anything noticeably darker than the white background.
    static func any(_ pixel: Pixel) -> Bool { min(pixel.red, pixel.green, pixel.blue) < 160 }
    /// Dark grey to black.
    static func black(_ pixel: Pixel) -> Bool { max(pixel.red, pixel.green, pixel.blue) < 110 }
    static func red(_ pixel: Pixel) -> Bool { pixel.red > 150 && pixel.green < 110 && pixel.blue < 110 }
    static func blue(_ pixel: Pixel) -> Bool { pixel.blue > 150 && pixel.red < 110 && pixel.green < 110 }
}

/// The attributed string `text` in the 17-point system font, with `red` and `blue` (substrings of
/// it) coloured so.
func colouredText(_ text: String, red: String? = nil, blue: String? = nil) -> NSAttributedString {
    let result = NSMutableAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 17)])
    for (word, color) in [(red, UIColor.red), (blue, UIColor.blue)] {
        guard let word else { continue }
        result.addAttribute(.foregroundColor, value: color, range: (text as NSString).range(of: word))
    }
    return result
}
