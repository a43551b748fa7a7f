/// Encoding the bitmap as PNG or JPEG file data.
extension UIImage {
    /// The image as PNG data, or nil when it has no bitmap. The stored pixels are written as they
    /// are: orientation and scale are not recorded.
    public func pngData() -> Data? {
        cgImage?.pngData()
    }

    /// The image as JPEG data at `compressionQuality` (0 smallest … 1 best), or nil when it has no
    /// bitmap. Alpha is dropped; an orientation other than `.up` is recorded as an EXIF tag, so
    /// `UIImage(data:)` reads it back. The scale is not recorded.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let data = cgImage?.jpegData(quality: compressionQuality) else { return nil }
        guard imageOrientation != .up else { return data }
        return JPEGOrientation.inserting(exifOrientation: imageOrientation.exifValue, into: data)
    }
}
