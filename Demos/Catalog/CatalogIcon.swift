import UIKit

/// The catalogue's icon, drawn: a blue rounded square holding a white window with a title bar, as
/// the desktop shows it in task bars and window switchers (`UIApplication.applicationIconImage`).
enum CatalogIcon {
    static func make() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 128, height: 128), format: format).image { _ in
            UIColor.systemBlue.setFill()
            UIBezierPath(roundedRect: CGRect(x: 4, y: 4, width: 120, height: 120), cornerRadius: 28).fill()
            UIColor.white.setFill()
            UIBezierPath(roundedRect: CGRect(x: 26, y: 34, width: 76, height: 60), cornerRadius: 8).fill()
            UIColor.systemBlue.withAlphaComponent(0.45).setFill()
            UIBezierPath(rect: CGRect(x: 26, y: 46, width: 76, height: 3)).fill()
        }
    }
}
