import CoreGraphics
import Foundation
import XCTest

/// Fails unless `image` matches the reference PNG `<name>.png` in the `References` folder of the
/// calling test's target (`Tests/<Target>/References`), every pixel within `tolerance` per channel.
///
/// A mismatch writes `<name>.expected.png`, `<name>.out.png` (what was rendered) and
/// `<name>.diff.png` (differing pixels red, the rest a faded copy of the reference) to
/// `.build/test-output/<Target>/`, or to `$CASEMENT_TEST_OUTPUT/<Target>/`, and the failure names
/// them with the count of differing pixels and the largest difference. A missing reference is a
/// failure too, unless `CASEMENT_RECORD_REFERENCES=1`: then the image is recorded as the
/// reference, to be looked at and committed. An existing reference is never overwritten: delete
/// it to record it again.
///
/// Colour differences count in proportion to the pixel's alpha, as in premultiplied pixels, so
/// nearly transparent pixels do not fail on rounding.
package func assertMatchesReference(
    _ image: CGImage?, named name: String, tolerance: UInt8 = 2, file: StaticString = #filePath, line: UInt = #line
) {
    guard let image else {
        XCTFail("no image to compare with reference \(name).png", file: file, line: line)
        return
    }
    guard let location = ReferenceLocation(testFile: "\(file)") else {
        XCTFail("\(file) is not inside a Tests/<Target> folder", file: file, line: line)
        return
    }
    let referenceURL = location.references.appendingPathComponent("\(name).png")
    guard let reference = CGImage.readPNG(from: referenceURL) else {
        guard ProcessInfo.processInfo.environment["CASEMENT_RECORD_REFERENCES"] == "1" else {
            XCTFail(
                "no reference image \(referenceURL.path); run the test with CASEMENT_RECORD_REFERENCES=1 to record "
                    + "it, look at it, and commit it", file: file, line: line)
            return
        }
        do {
            try FileManager.default.createDirectory(at: location.references, withIntermediateDirectories: true)
            try image.writePNG(to: referenceURL)
            print("recorded reference image \(referenceURL.path)")
        } catch {
            XCTFail("could not record \(referenceURL.path): \(error)", file: file, line: line)
        }
        return
    }
    let comparison = ImageComparison(expected: reference, actual: image, tolerance: tolerance)
    guard !comparison.matches else { return }
    let written: [String]
    do {
        written = try location.writeFailure(named: name, expected: reference, actual: image, diff: comparison.diffImage)
    } catch {
        XCTFail(
            "\(name) differs from its reference and the images could not be written: \(error)", file: file, line: line)
        return
    }
    XCTFail(
        "\(name) differs from \(referenceURL.path): \(comparison.summary); wrote \(written.joined(separator: ", "))",
        file: file, line: line)
}

/// Where a test target keeps its references and writes what a failure rendered.
struct ReferenceLocation {
    /// `Tests/<Target>/References`.
    let references: URL
    /// `.build/test-output/<Target>`, or `$CASEMENT_TEST_OUTPUT/<Target>`.
    let output: URL

    /// The locations for a test file anywhere inside `Tests/<Target>/`.
    init?(testFile: String) {
        var directory = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while directory.deletingLastPathComponent().lastPathComponent != "Tests" {
            guard directory.pathComponents.count > 1 else { return nil }
            directory = directory.deletingLastPathComponent()
        }
        let target = directory.lastPathComponent
        let packageRoot = directory.deletingLastPathComponent().deletingLastPathComponent()
        references = directory.appendingPathComponent("References")
        if let custom = ProcessInfo.processInfo.environment["CASEMENT_TEST_OUTPUT"], !custom.isEmpty {
            output = URL(fileURLWithPath: custom).appendingPathComponent(target)
        } else {
            output = packageRoot.appendingPathComponent(".build/test-output").appendingPathComponent(target)
        }
    }

    /// Writes the expected, actual and (when the sizes agree) difference images; returns their paths.
    func writeFailure(named name: String, expected: CGImage, actual: CGImage, diff: CGImage?) throws -> [String] {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        var images = [("expected", expected), ("out", actual)]
        if let diff { images.append(("diff", diff)) }
        return try images.map { suffix, image in
            let url = output.appendingPathComponent("\(name).\(suffix).png")
            try image.writePNG(to: url)
            return url.path
        }
    }
}

/// Pixel-by-pixel differences between a reference and a rendered image.
private struct ImageComparison {
    let expected: CGImage
    let actual: CGImage
    let tolerance: UInt8
    /// Pixels differing by more than the tolerance in some channel; nil when the sizes differ.
    private(set) var differing: Int?
    /// The largest difference of any channel of any pixel.
    private(set) var largest = 0
    private var differences: [Int] = []

    init(expected: CGImage, actual: CGImage, tolerance: UInt8) {
        self.expected = expected
        self.actual = actual
        self.tolerance = tolerance
        guard expected.width == actual.width, expected.height == actual.height else { return }
        differences.reserveCapacity(expected.width * expected.height)
        var count = 0
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let difference = Self.difference(expected.pixel(x: x, y: y), actual.pixel(x: x, y: y))
                differences.append(difference)
                largest = max(largest, difference)
                if difference > Int(tolerance) { count += 1 }
            }
        }
        differing = count
    }

    var matches: Bool { differing == 0 }

    var summary: String {
        guard let differing else {
            return
                "the reference is \(expected.width)x\(expected.height) pixels, the image \(actual.width)x\(actual.height)"
        }
        return "\(differing) of \(expected.width * expected.height) pixels differ by more than \(tolerance), "
            + "by up to \(largest)"
    }

    /// The reference faded to light grey, with each pixel differing beyond the tolerance red
    /// (darker red for larger differences); nil when the sizes differ.
    var diffImage: CGImage? {
        guard differing != nil else { return nil }
        let width = expected.width
        var bytes = Data(count: width * expected.height * 4)
        for y in 0..<expected.height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let difference = differences[y * width + x]
                if difference > Int(tolerance) {
                    let red = UInt8(255 - min(127, difference / 2))
                    (bytes[i], bytes[i + 1], bytes[i + 2]) = (0, 0, red)
                } else {
                    let p = expected.pixel(x: x, y: y)
                    let luma = (Int(p.red) * 3 + Int(p.green) * 6 + Int(p.blue)) / 10 * Int(p.alpha) / 255
                    let faded = UInt8(192 + luma / 4)
                    (bytes[i], bytes[i + 1], bytes[i + 2]) = (faded, faded, faded)
                }
                bytes[i + 3] = 255
            }
        }
        return CGImage(width: width, height: expected.height, bytesPerRow: width * 4, premultipliedBGRA: bytes)
    }

    /// The largest channel difference, colour channels weighted by the larger alpha.
    private static func difference(
        _ a: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8),
        _ b: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    ) -> Int {
        let weight = Int(max(a.alpha, b.alpha))
        func colour(_ x: UInt8, _ y: UInt8) -> Int { (abs(Int(x) - Int(y)) * weight + 127) / 255 }
        return max(
            abs(Int(a.alpha) - Int(b.alpha)), colour(a.red, b.red), colour(a.green, b.green), colour(a.blue, b.blue))
    }
}
