extension UIImage {
    /// The image named `name` from the app's resources, or nil when there is none or it cannot be
    /// decoded.
    ///
    /// Looks in `Bundle.main`'s resource and bundle directories, in SwiftPM resource bundles
    /// (`*.resources`) beside the executable and in a `Resources` folder beside it. `name` may omit
    /// the extension (`png`, `jpg` and `jpeg` are tried) and the scale suffix: the `@2x`/`@3x`
    /// variant matching `UIScreen.main.scale` is preferred, then larger ones, then smaller ones, and
    /// the image's `scale` comes from the suffix of the file found. Decoded images are cached by
    /// name, as on iOS, until a memory warning.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle` (nil: the app's resources, as `init(named:)` looks), with
    /// the scale variant for `traitCollection`'s display scale (when it has none, the main screen's).
    public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
        let traitScale = traitCollection?.displayScale ?? 0
        let screenScale = traitScale > 0 ? traitScale : UIScreen.mainScale
        guard let found = NamedImageStore.shared.image(named: name, in: bundle, screenScale: screenScale) else {
            return nil
        }
        self.init(attributes: Attributes(cgImage: found.image, scale: found.scale, orientation: found.orientation))
    }

    /// The image in the PNG or JPEG file at `path`, or nil when it is missing or cannot be decoded.
    /// Not cached. An `@2x`/`@3x` suffix in the file name sets the scale.
    public convenience init?(contentsOfFile path: String) {
        let url = URL(fileURLWithPath: path)
        guard let data = try? Data(contentsOf: url), let decoded = CGImage.decode(data) else { return nil }
        let scale = NamedImageStore.scaleSuffix(of: url.deletingPathExtension().lastPathComponent) ?? 1
        self.init(decoded: decoded, scale: scale)
    }

    /// The image in PNG or JPEG `data` at scale 1, or nil when it cannot be decoded.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in PNG or JPEG `data` with `scale` pixels per point, or nil when it cannot be decoded.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let decoded = CGImage.decode(data) else { return nil }
        self.init(decoded: decoded, scale: scale)
    }

    private convenience init(decoded: DecodedImage, scale: CGFloat) {
        self.init(
            cgImage: decoded.image, scale: scale,
            orientation: Orientation(exifValue: decoded.exifOrientation) ?? .up)
    }
}
