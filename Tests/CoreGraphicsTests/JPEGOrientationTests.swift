import XCTest

@testable import CoreGraphics

final class JPEGOrientationTests: XCTestCase {
    private func makeJPEG() throws -> Data {
        try XCTUnwrap(makeQuadrantImage(width: 8, height: 8).jpegData(quality: 0.8))
    }

    /// A JPEG with an APP1 segment of `payload` (which starts after the length) after its SOI.
    private func jpeg(withAPP1 payload: [UInt8]) throws -> Data {
        let length = payload.count + 2
        return Data([0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload)
            + (try makeJPEG()).dropFirst(2)
    }

    private let exifHeader: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]

    func testEveryOrientationValueReadsBackAfterInsertion() throws {
        let plain = try makeJPEG()

        let values = (1...8).map {
            JPEGOrientation.exifOrientation(in: JPEGOrientation.inserting(exifOrientation: $0, into: plain))
        }

        XCTAssertEqual(values, [1, 2, 3, 4, 5, 6, 7, 8])
    }

    func testJPEGWithoutExifHasNoOrientation() throws {
        XCTAssertNil(JPEGOrientation.exifOrientation(in: try makeJPEG()))
    }

    func testLittleEndianTIFFIsRead() throws {
        let tiff: [UInt8] = [
            0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00,
            0x02, 0x00,
            0x0F, 0x01, 0x02, 0x00, 0x04, 0x00, 0x00, 0x00, 0x41, 0x42, 0x43, 0x00,  // Make, ASCII
            0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x06, 0x00, 0x00, 0x00,  // Orientation 6
            0x00, 0x00, 0x00, 0x00,
        ]

        let data = try jpeg(withAPP1: exifHeader + tiff)

        XCTAssertEqual(JPEGOrientation.exifOrientation(in: data), 6)
        XCTAssertEqual(CGImage.decode(data)?.exifOrientation, 6)
    }

    func testMalformedExifGivesNoOrientationAndStillDecodes() throws {
        let hugeCount: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08, 0xFF, 0xFF, 0x01, 0x12]
        let offsetPastEnd: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0x7F, 0xFF, 0xFF, 0xFF]
        let badByteOrder: [UInt8] = [0x4D, 0x49, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00]
        let outOfRangeValue: [UInt8] = [
            0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01,
            0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x09, 0x00, 0x00,
        ]

        for tiff in [hugeCount, offsetPastEnd, badByteOrder, outOfRangeValue, []] {
            let data = try jpeg(withAPP1: exifHeader + tiff)

            XCTAssertNil(JPEGOrientation.exifOrientation(in: data), "\(tiff)")
            XCTAssertEqual(CGImage.decode(data)?.exifOrientation, 1, "\(tiff)")
        }
    }

    func testSegmentLengthPastTheEndGivesNoOrientation() {
        let data = Data([0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF] + exifHeader)

        XCTAssertNil(JPEGOrientation.exifOrientation(in: data))
    }

    func testEveryTruncationOfExifMetadataIsSafe() throws {
        let data = JPEGOrientation.inserting(exifOrientation: 6, into: try makeJPEG())

        let found = (0..<60).map { JPEGOrientation.exifOrientation(in: data.prefix($0)) }

        XCTAssertTrue(found.allSatisfy { $0 == nil || $0 == 6 })
    }
}
