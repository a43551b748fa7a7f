/// An image decoded from PNG or JPEG file data, with the EXIF orientation a JPEG may carry.
package struct DecodedImage: Sendable {
    package let image: CGImage
    /// The EXIF orientation value 1…8, 1 (upright) when the file has none; the pixels are as stored.
    package let exifOrientation: Int
}

/// Picking the decoder by the file's first bytes, never by its name.
extension CGImage {
    /// The file formats Casement decodes.
    package enum FileFormat: Sendable {
        case png
        case jpeg
    }

    /// The format `data` is in, judged by its magic bytes, or nil when it is neither PNG nor JPEG.
    package static func fileFormat(of data: Data) -> FileFormat? {
        if data.starts(with: pngSignature) { return .png }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    /// Decodes PNG or JPEG data, or returns nil for any other, corrupt or truncated data.
    package static func decode(_ data: Data) -> DecodedImage? {
        switch fileFormat(of: data) {
        case .png:
            return decodePNG(data).map { DecodedImage(image: $0, exifOrientation: 1) }
        case .jpeg:
            guard let image = decodeJPEG(data) else { return nil }
            return DecodedImage(image: image, exifOrientation: JPEGOrientation.exifOrientation(in: data) ?? 1)
        case nil:
            return nil
        }
    }
}
