import WindowSystem

/// The app's icon on the desktop: what a task bar, a window switcher and a window's title bar show.
extension UIApplication {
    /// The sizes the icon is given to window managers in (`_NET_WM_ICON` holds several; each picks
    /// the one that suits it).
    static let iconSizes = [16, 24, 32, 48, 64, 128]

    /// Casement's extension: the app's icon, shown by the desktop for each of the app's windows (iOS
    /// takes it from the asset catalogue's app icon, which Linux apps do not have). Set it at launch;
    /// a change reaches windows already on screen. Nil: the window manager's default icon.
    public var applicationIconImage: UIImage? {
        get { iconImage }
        set {
            iconImage = newValue
            platformIcons = newValue.map(Self.icons(of:)) ?? []
            for window in windows { window.platformWindow?.setIcon(platformIcons) }
        }
    }

    /// `image` drawn into each of `iconSizes`, fitted and centred, with straight alpha.
    static func icons(of image: UIImage) -> [WindowIcon] {
        iconSizes.compactMap { side in
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            format.opaque = false
            let box = CGSize(width: side, height: side)
            let drawn = UIGraphicsImageRenderer(size: box, format: format).image { _ in
                let size = image.size
                guard size.width > 0, size.height > 0 else { return }
                let scale = min(box.width / size.width, box.height / size.height)
                let fitted = CGSize(width: size.width * scale, height: size.height * scale)
                image.draw(
                    in: CGRect(
                        origin: CGPoint(x: (box.width - fitted.width) / 2, y: (box.height - fitted.height) / 2),
                        size: fitted))
            }
            guard let cgImage = drawn.cgImage, cgImage.width == side, cgImage.height == side else { return nil }
            var pixels: [UInt32] = []
            pixels.reserveCapacity(side * side)
            for y in 0..<side {
                for x in 0..<side {
                    let pixel = cgImage.pixel(x: x, y: y)
                    pixels.append(
                        UInt32(pixel.alpha) << 24 | UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8
                            | UInt32(pixel.blue))
                }
            }
            return WindowIcon(width: side, height: side, pixels: pixels)
        }
    }
}
