import Foundation
import UIKit

/// One of eight different pictures: paths, a gradient, text and an image drawn into an image.
func picture(_ index: Int) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 48), format: format)
    return renderer.image { context in
        UIColor(hue: CGFloat(index) / 8, saturation: 0.8, brightness: 0.9, alpha: 1).setFill()
        context.fill(renderer.format.bounds)
        let cg = context.cgContext
        let colors = [UIColor.white.cgColor, UIColor.black.cgColor] as CFArray
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
            cg.saveGState()
            cg.clip(to: CGRect(x: 0, y: 36, width: 64, height: 12))
            cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 64, y: 0), options: [])
            cg.restoreGState()
        }
        UIColor.black.setStroke()
        let star = UIBezierPath()
        star.move(to: CGPoint(x: 8, y: 8))
        star.addLine(to: CGPoint(x: 20 + CGFloat(index), y: 30))
        star.addLine(to: CGPoint(x: 30, y: 6))
        star.lineWidth = 2
        star.stroke()
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 1, height: 1)
        shadow.shadowBlurRadius = 2
        ("Nº\(index)" as NSString).draw(
            at: CGPoint(x: 34, y: 8),
            withAttributes: [
                .font: UIFont.boldSystemFont(ofSize: 11), .foregroundColor: UIColor.white, .shadow: shadow,
            ])
        badge.draw(in: CGRect(x: 44, y: 26, width: 10, height: 10))
    }
}

func checkConcurrentRendering() {
    let onMain = (0..<8).map { picture($0).pngData() }
    let lock = NSLock()
    var onWorkers = [Data?](repeating: nil, count: 8)
    var threads = Set<String>()
    DispatchQueue.concurrentPerform(iterations: 8) { index in
        let data = picture(index).pngData()
        lock.lock()
        onWorkers[index] = data
        threads.insert(Thread.isMainThread ? "main" : "\(pthread_self())")
        lock.unlock()
    }
    check("renders on any thread", onWorkers.allSatisfy { $0 != nil })
    check(
        "same pixels on every thread", onWorkers == onMain, "\(zip(onWorkers, onMain).filter { $0 != $1 }.count) differ"
    )
    let distinct = Set(onMain.compactMap { $0 }).count
    check("eight different pictures", distinct == 8, "\(distinct) distinct")
    _ = threads
}
