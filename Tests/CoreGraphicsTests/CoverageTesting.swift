import XCTest

@testable import CoreGraphics

/// The alpha channel of everything `draw` paints into a fresh transparent flipped context.
struct Coverage {
    let width: Int
    let height: Int
    let alpha: [UInt8]
    let image: CGImage

    init(width: Int = 120, height: Int = 120, _ draw: (CGContext) -> Void) {
        let context = makeFlippedContext(width: width, height: height)
        draw(context)
        self.width = width
        self.height = height
        image = context.makeImage()!
        alpha = (0..<(width * height)).map { [image] in image.pixel(x: $0 % width, y: $0 / width).alpha }
    }

    /// Pixels any coverage at all.
    var paintedCount: Int { alpha.filter { $0 > 0 }.count }

    /// Of the pixels either coverage paints, the fraction whose alphas differ by at most `tolerance`.
    func agreement(with other: Coverage, tolerance: Int) -> Double {
        var (painted, agreeing) = (0, 0)
        for (a, b) in zip(alpha, other.alpha) where a > 0 || b > 0 {
            painted += 1
            if abs(Int(a) - Int(b)) <= tolerance { agreeing += 1 }
        }
        return painted == 0 ? 1 : Double(agreeing) / Double(painted)
    }
}

/// Fails unless two renderings cover the same pixels: at least 99 % of the painted pixels within
/// `tolerance` levels of alpha (antialiased edges may differ a little; 16 levels is an edge moved
/// by about a sixteenth of a pixel). On failure both images are written to the temporary directory
/// and their paths reported.
func assertSameCoverage(
    _ actual: Coverage, _ expected: Coverage, _ name: String, tolerance: Int = 16,
    file: StaticString = #filePath, line: UInt = #line
) {
    let agreement = actual.agreement(with: expected, tolerance: tolerance)
    XCTAssertGreaterThan(
        expected.paintedCount, 20, "\(name): the reference paints almost nothing", file: file, line: line)
    guard agreement < 0.99 else { return }
    let directory = FileManager.default.temporaryDirectory
    let actualURL = directory.appendingPathComponent("\(name).out.png")
    let expectedURL = directory.appendingPathComponent("\(name).expected.png")
    try? actual.image.writePNG(to: actualURL)
    try? expected.image.writePNG(to: expectedURL)
    XCTFail(
        "\(name): only \(Int(agreement * 1000) / 10) % of painted pixels agree; see \(actualURL.path) and \(expectedURL.path)",
        file: file, line: line)
}
