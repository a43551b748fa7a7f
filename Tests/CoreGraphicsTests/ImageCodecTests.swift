import XCTest

@testable import CoreGraphics

/// A `width`×`height` image whose quadrants are red (top-left), green (top-right), blue
/// (bottom-left) and white (bottom-right), each fully opaque.
func makeQuadrantImage(width: Int = 16, height: Int = 16) -> CGImage {
    var bytes = [UInt8]()
    for y in 0..<height {
        for x in 0..<width {
            let (right, bottom) = (x >= width / 2, y >= height / 2)
            let (r, g, b): (UInt8, UInt8, UInt8) =
                switch (right, bottom) {
                case (false, false): (255, 0, 0)
                case (true, false): (0, 255, 0)
                case (false, true): (0, 0, 255)
                case (true, true): (255, 255, 255)
                }
            bytes += [b, g, r, 255]
        }
    }
    return CGImage(width: width, height: height, bytesPerRow: width * 4, premultipliedBGRA: Data(bytes))
}

/// Straight RGBA of a pixel as an array, for comparisons.
func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
    let p = image.pixel(x: x, y: y)
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

/// Asserts each channel of `actual` is within `tolerance` of `expected`.
func assertClose(
    _ actual: [Int], _ expected: [Int], tolerance: Int, file: StaticString = #filePath, line: UInt = #line
) {
    let close = actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    XCTAssertTrue(close, "\(actual) is not within \(tolerance) of \(expected)", file: file, line: line)
}

final class ImageCodecTests: XCTestCase {
    func testPNGRoundTripKeepsEveryPixel() throws {
        let image = makeQuadrantImage()

        let data = try XCTUnwrap(image.pngData())
        let decoded = try XCTUnwrap(CGImage.decodePNG(data))

        XCTAssertEqual(decoded.width, 16)
        XCTAssertEqual(decoded.height, 16)
        for (x, y) in [(0, 0), (15, 0), (0, 15), (15, 15), (7, 7), (8, 8)] {
            XCTAssertEqual(rgba(decoded, x, y), rgba(image, x, y), "pixel (\(x), \(y))")
        }
    }

    func testPNGRoundTripKeepsTranslucentColours() throws {
        // Premultiplied half-transparent red: B, G, R, A = 0, 0, 128, 128.
        let image = CGImage(width: 1, height: 1, bytesPerRow: 4, premultipliedBGRA: Data([0, 0, 128, 128]))

        let decoded = try XCTUnwrap(CGImage.decodePNG(try XCTUnwrap(image.pngData())))

        assertClose(rgba(decoded, 0, 0), [255, 0, 0, 128], tolerance: 1)
    }

    func testJPEGRoundTripKeepsColoursWithinJPEGTolerance() throws {
        let image = makeQuadrantImage(width: 32, height: 32)

        let data = try XCTUnwrap(image.jpegData(quality: 0.9))
        let decoded = try XCTUnwrap(CGImage.decodeJPEG(data))

        XCTAssertEqual(decoded.width, 32)
        XCTAssertEqual(decoded.height, 32)
        assertClose(rgba(decoded, 4, 4), [255, 0, 0, 255], tolerance: 8)
        assertClose(rgba(decoded, 27, 4), [0, 255, 0, 255], tolerance: 8)
        assertClose(rgba(decoded, 4, 27), [0, 0, 255, 255], tolerance: 8)
        assertClose(rgba(decoded, 27, 27), [255, 255, 255, 255], tolerance: 8)
    }

    func testLowerJPEGQualityGivesSmallerData() throws {
        let image = makeQuadrantImage(width: 64, height: 64)

        let high = try XCTUnwrap(image.jpegData(quality: 1))
        let low = try XCTUnwrap(image.jpegData(quality: 0))

        XCTAssertLessThan(low.count, high.count)
    }

    func testJPEGOfATranslucentImageStoresUnpremultipliedColour() throws {
        let halfRed: [UInt8] = [0, 0, 128, 128]
        let image = CGImage(
            width: 8, height: 8, bytesPerRow: 32, premultipliedBGRA: Data((0..<64).flatMap { _ in halfRed }))

        let decoded = try XCTUnwrap(CGImage.decodeJPEG(try XCTUnwrap(image.jpegData(quality: 1))))

        assertClose(rgba(decoded, 4, 4), [255, 0, 0, 255], tolerance: 8)
    }

    func testDecodeDetectsTheFormatByMagicBytes() throws {
        let image = makeQuadrantImage()
        let png = try XCTUnwrap(image.pngData())
        let jpeg = try XCTUnwrap(image.jpegData(quality: 0.8))

        XCTAssertEqual(CGImage.fileFormat(of: png), .png)
        XCTAssertEqual(CGImage.fileFormat(of: jpeg), .jpeg)
        XCTAssertNil(CGImage.fileFormat(of: Data("GIF89a".utf8)))
        XCTAssertEqual(CGImage.decode(png)?.image.width, 16)
        XCTAssertEqual(CGImage.decode(jpeg)?.image.width, 16)
    }

    func testEveryTruncationOfAPNGDecodesAsNil() throws {
        let png = try XCTUnwrap(makeQuadrantImage(width: 8, height: 8).pngData())

        let decodedPrefixes = (0..<png.count).filter { CGImage.decode(png.prefix($0)) != nil }

        XCTAssertEqual(decodedPrefixes, [])
    }

    func testEveryTruncationOfAJPEGDecodesAsNil() throws {
        let jpeg = try XCTUnwrap(makeQuadrantImage(width: 8, height: 8).jpegData(quality: 0.8))

        let decodedPrefixes = (0..<jpeg.count).filter { CGImage.decode(jpeg.prefix($0)) != nil }

        XCTAssertEqual(decodedPrefixes, [])
    }

    func testGarbageDecodesAsNil() {
        var generator = SeededGenerator(seed: 3)
        let garbage = Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

        XCTAssertNil(CGImage.decode(Data()))
        XCTAssertNil(CGImage.decode(garbage))
        XCTAssertNil(CGImage.decode(Data(pngSignature) + garbage))
        XCTAssertNil(CGImage.decode(Data([0xFF, 0xD8, 0xFF]) + garbage))
        XCTAssertNil(CGImage.decodePNG(garbage))
        XCTAssertNil(CGImage.decodeJPEG(garbage))
    }

    func testCorruptedJPEGBodyDecodesAsNilOrAnImageWithoutCrashing() throws {
        let jpeg = try XCTUnwrap(makeQuadrantImage(width: 32, height: 32).jpegData(quality: 0.8))
        var generator = SeededGenerator(seed: 7)

        for _ in 0..<50 {
            var corrupt = jpeg
            for _ in 0..<8 {
                corrupt[Int.random(in: 2..<corrupt.count, using: &generator)] = UInt8.random(
                    in: 0...255, using: &generator)
            }

            if let decoded = CGImage.decode(corrupt) {
                XCTAssertGreaterThan(decoded.image.width, 0)
            }
        }
    }
}

/// A small deterministic random source (xorshift), so garbage tests are repeatable.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
