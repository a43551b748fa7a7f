import Foundation
import UIKit

/// Eight images rendered with `UIGraphicsImageRenderer` on two threads at once against the same
/// eight on one thread, in the same run: each thread has its own context stack and text layout
/// cache, so with no lock serialising drawing two cores take about half the time.
@MainActor
func runImageRenderingBenchmarks() {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print("Image rendering off the main thread (\(cores) cores; reference: the same 8 images on one thread)")

    let oneThread = measure(budget: 1) {
        for index in 0..<8 { _ = benchmarkPicture(index) }
    }
    report("8 images, 256×256 at scale 2, on one thread", seconds: oneThread, reference: oneThread)

    let twoThreads = measure(budget: 1) {
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            for index in stride(from: half, to: 8, by: 2) { _ = benchmarkPicture(index) }
        }
    }
    report("the same 8 images, 4 on each of 2 threads", seconds: twoThreads, reference: oneThread)
    if cores >= 2 { goal("two threads ≤ 0.65× one thread (no global drawing lock)", twoThreads / oneThread <= 0.65) }
    print("")
}

/// A picture with what apps draw off the main thread: fills, a gradient, strokes and text.
private func benchmarkPicture(_ index: Int) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let size = CGSize(width: 256, height: 256)
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        UIColor(hue: CGFloat(index) / 8, saturation: 0.5, brightness: 0.95, alpha: 1).setFill()
        context.fill(CGRect(origin: .zero, size: size))
        let colors = [UIColor.white.cgColor, UIColor.systemBlue.cgColor]
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
            context.cgContext.drawRadialGradient(
                gradient, startCenter: CGPoint(x: 128, y: 128), startRadius: 0,
                endCenter: CGPoint(x: 128, y: 128), endRadius: 100, options: [])
        }
        UIColor.black.setStroke()
        for ring in 0..<12 {
            let path = UIBezierPath(
                roundedRect: CGRect(x: 8 + ring * 9, y: 8 + ring * 9, width: 240 - ring * 18, height: 240 - ring * 18),
                cornerRadius: 12)
            path.lineWidth = 1.5
            path.stroke()
        }
        let text = "Image \(index): drawn on \(Thread.isMainThread ? "the main thread" : "a worker")" as NSString
        text.draw(
            in: CGRect(x: 20, y: 110, width: 216, height: 60),
            withAttributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black])
    }
}
