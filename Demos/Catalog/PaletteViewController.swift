import UIKit

/// A floating palette at `.statusBar` level: colour swatches as plain subviews with corner radii.
final class PaletteViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Palette"
        view.backgroundColor = UIColor(white: 0.15, alpha: 1)
        let colors: [UIColor] = [
            .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
            .systemIndigo, .systemPurple, .systemPink,
        ]
        for (index, color) in colors.enumerated() {
            let swatch = UIView(
                frame: CGRect(
                    x: 20 + CGFloat(index % 3) * 72, y: 20 + CGFloat(index / 3) * 56,
                    width: 56, height: 40))
            swatch.backgroundColor = color
            swatch.layer.cornerRadius = 8
            view.addSubview(swatch)
        }
    }
}
