import UIKit

/// The photo grid's pictures: a few dozen small landscapes — a sky of one hue, a sun, two hills —
/// drawn once each on first use and shared by every photo showing them.
@MainActor
enum PhotoSwatches {
    /// How many different pictures there are; photo `n` shows picture `n % count`.
    static let count = 36
    private static let side: CGFloat = 160
    private static var drawn: [Int: UIImage] = [:]

    /// The picture photo `photo` shows.
    static func image(_ photo: Int) -> UIImage {
        let index = photo % count
        if let image = drawn[index] { return image }
        let image = draw(index)
        drawn[index] = image
        return image
    }

    private static func draw(_ index: Int) -> UIImage {
        let hue = CGFloat(index) / CGFloat(count)
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            UIColor(hue: hue, saturation: 0.45, brightness: 0.95, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
            UIColor(hue: (hue + 0.12).truncatingRemainder(dividingBy: 1), saturation: 0.6, brightness: 1, alpha: 1)
                .setFill()
            let sunX = side * (0.2 + 0.6 * CGFloat(index % 5) / 4)
            let sun = side * 0.2
            UIBezierPath(ovalIn: CGRect(x: sunX - sun / 2, y: side * 0.15, width: sun, height: sun)).fill()
            for (depth, brightness) in [(0.55, 0.7), (0.7, 0.5)] {
                UIColor(
                    hue: (hue + 0.33).truncatingRemainder(dividingBy: 1), saturation: 0.55, brightness: brightness,
                    alpha: 1
                )
                .setFill()
                let hill = UIBezierPath()
                hill.move(to: CGPoint(x: 0, y: side))
                hill.addLine(to: CGPoint(x: 0, y: side * (depth + 0.1)))
                hill.addQuadCurve(
                    to: CGPoint(x: side, y: side * depth),
                    controlPoint: CGPoint(x: side * 0.4, y: side * (depth - 0.25)))
                hill.addLine(to: CGPoint(x: side, y: side))
                hill.close()
                hill.fill()
            }
        }
    }
}
