import CoreGraphics
import WindowSystem
import XCTest

/// Checking a frame that repainted only its damage (and moved scrolled pixels) against repainting
/// everything.
extension HeadlessLayerHost {
    /// Fails unless what the window shows is, pixel for pixel, what repainting the whole tree as it
    /// is now paints. The repaint is then presented whole, so that the next frame starts from it
    /// whatever this one showed. Not while the `flash` debug option is on: the repaint would flash.
    package func assertShowsWholeRepaint(_ context: String = "", file: StaticString = #filePath, line: UInt = #line) {
        guard let shown = presentedImage else {
            XCTFail("the window has not presented a frame", file: file, line: line)
            return
        }
        _ = layerHost.paintFrameWithoutPresenting(everything: true)
        guard let repainted = window.beginFrame().makeImage(), repainted.width == shown.width,
            repainted.height == shown.height
        else {
            XCTFail("the repaint is not the size of the shown frame", file: file, line: line)
            return
        }
        var differing = 0
        var box: (x0: Int, y0: Int, x1: Int, y1: Int) = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<shown.height {
            for x in 0..<shown.width where shown.pixel(x: x, y: y) != repainted.pixel(x: x, y: y) {
                differing += 1
                box = (min(box.x0, x), min(box.y0, y), max(box.x1, x + 1), max(box.y1, y + 1))
            }
        }
        window.present([PixelRect(x: 0, y: 0, width: shown.width, height: shown.height)], moves: [])
        XCTAssertEqual(
            differing, 0,
            "\(context): pixels differ from a whole repaint within x \(box.x0)..<\(box.x1), y \(box.y0)..<\(box.y1)",
            file: file, line: line)
    }
}
