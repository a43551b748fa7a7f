/// Reads the EXIF orientation tag (0x0112) from a JPEG's APP1 segment.
///
/// A small reader of our own: it walks the JPEG markers up to the first scan, and in an `Exif`
/// APP1 segment reads the TIFF header and the first IFD. Every offset is checked against the
/// segment's end, so malformed metadata gives nil, never a crash.
package enum JPEGOrientation {
    /// The orientation value 1…8 (1 = upright, 6 = rotate 90° clockwise to display), or nil when
    /// the data carries none or it is malformed.
    package static func exifOrientation(in data: Data) -> Int? {
        data.withUnsafeBytes { bytes in exifOrientation(in: bytes) }
    }

    private static func exifOrientation(in bytes: UnsafeRawBufferPointer) -> Int? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 1 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            switch marker {
            case 0xFF:  // fill byte before a marker
                index += 1
                continue
            case 0x01, 0xD0...0xD8:  // markers without a length
                index += 2
                continue
            case 0xD9, 0xDA:  // end of image, start of scan: metadata comes before these
                return nil
            default:
                break
            }
            guard index + 4 <= bytes.count else { return nil }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            let end = index + 2 + length
            guard length >= 2, end <= bytes.count else { return nil }
            if marker == 0xE1, let orientation = orientation(inAPP1: bytes, from: index + 4, to: end) {
                return orientation
            }
            index = end
        }
        return nil
    }

    /// The orientation in an APP1 payload that starts with `Exif\0\0` and a TIFF header.
    private static func orientation(inAPP1 bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int? {
        let exifHeader: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]
        guard end - start >= exifHeader.count,
            exifHeader.indices.allSatisfy({ bytes[start + $0] == exifHeader[$0] })
        else { return nil }
        guard let tiff = TIFFReader(bytes: bytes, start: start + exifHeader.count, end: end),
            let ifd = tiff.uint32(at: 4), let count = tiff.uint16(at: ifd)
        else { return nil }
        for entry in 0..<count {
            let offset = ifd + 2 + entry * 12
            guard let tag = tiff.uint16(at: offset) else { return nil }
            guard tag == 0x0112 else { continue }
            // Type 3 (SHORT), one value, stored in the first two bytes of the value field.
            guard tiff.uint16(at: offset + 2) == 3, let value = tiff.uint16(at: offset + 8), (1...8).contains(value)
            else { return nil }
            return value
        }
        return nil
    }
}

/// Bounds-checked reads from a TIFF structure; offsets are relative to the TIFF header.
private struct TIFFReader {
    let bytes: UnsafeRawBufferPointer
    let start: Int
    let end: Int
    let bigEndian: Bool

    /// Reads the byte-order mark and the magic number 42, or fails.
    init?(bytes: UnsafeRawBufferPointer, start: Int, end: Int) {
        guard end - start >= 8 else { return nil }
        (self.bytes, self.start, self.end) = (bytes, start, end)
        switch (bytes[start], bytes[start + 1]) {
        case (0x49, 0x49): bigEndian = false
        case (0x4D, 0x4D): bigEndian = true
        default: return nil
        }
        guard uint16(at: 2) == 42 else { return nil }
    }

    func uint16(at offset: Int) -> Int? {
        read(at: offset, count: 2)
    }

    func uint32(at offset: Int) -> Int? {
        read(at: offset, count: 4)
    }

    private func read(at offset: Int, count: Int) -> Int? {
        guard offset >= 0, offset <= end - start - count else { return nil }
        var value = 0
        for i in 0..<count {
            let byte = Int(bytes[start + offset + (bigEndian ? i : count - 1 - i)])
            value = value << 8 | byte
        }
        return value
    }
}

extension JPEGOrientation {
    /// `jpeg` with an APP1 `Exif` segment holding only `exifOrientation` (1…8) inserted after its
    /// start-of-image marker; `jpeg` unchanged when it is not a JPEG or the value is out of range.
    package static func inserting(exifOrientation: Int, into jpeg: Data) -> Data {
        guard (1...8).contains(exifOrientation), jpeg.starts(with: [0xFF, 0xD8]) else { return jpeg }
        let tiff: [UInt8] = [
            0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08,  // big-endian TIFF, first IFD at 8
            0x00, 0x01,  // one entry
            0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01,  // orientation, SHORT, one value
            0x00, UInt8(exifOrientation), 0x00, 0x00,
            0x00, 0x00, 0x00, 0x00,  // no next IFD
        ]
        let payload: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00] + tiff
        let length = payload.count + 2
        var result = Data([0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)])
        result.append(contentsOf: payload)
        result.append(jpeg.dropFirst(2))
        return result
    }
}
