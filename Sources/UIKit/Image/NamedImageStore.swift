import Synchronization

/// Finds and caches the files behind `UIImage(named:)`. Safe to use from any thread.
package final class NamedImageStore: Sendable {
    /// A decoded named image and the scale its file name gave it.
    package struct Entry: Sendable {
        let image: CGImage
        let scale: CGFloat
        let orientation: UIImage.Orientation
    }

    private struct State {
        var cache: [String: Entry] = [:]
        var searchDirectoriesOverride: [URL]?
    }

    package static let shared = NamedImageStore()

    private let state = Mutex(State())

    private init() {
        _ = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
        ) { [weak self] _ in
            self?.removeAllCachedImages()
        }
    }

    /// Replaces the folders searched (nil: the app's usual ones) and empties the cache; for tests.
    package func setSearchDirectories(_ directories: [URL]?) {
        state.withLock {
            $0.searchDirectoriesOverride = directories
            $0.cache.removeAll()
        }
    }

    package func removeAllCachedImages() {
        state.withLock { $0.cache.removeAll() }
    }

    /// The best file for `name` on a screen of `screenScale`, decoded, from the cache when possible.
    /// Looks in `bundle`'s resource and bundle folders, or the app's usual ones when it is nil or
    /// `Bundle.main`.
    func image(named name: String, in bundle: Bundle? = nil, screenScale: CGFloat) -> Entry? {
        guard !name.isEmpty else { return nil }
        let bundle = bundle === Bundle.main ? nil : bundle
        let key = "\(name)\u{0}\(screenScale)\u{0}\(bundle?.bundleURL.path ?? "")"
        let (cached, directoriesOverride) = state.withLock { ($0.cache[key], $0.searchDirectoriesOverride) }
        if let cached { return cached }
        let directories =
            bundle.map(NamedImageStore.searchDirectories(of:))
            ?? directoriesOverride ?? NamedImageStore.defaultSearchDirectories()
        for candidate in NamedImageStore.candidates(for: name, screenScale: screenScale) {
            for directory in directories {
                let url = directory.appendingPathComponent(candidate.file)
                guard let data = try? Data(contentsOf: url) else { continue }
                guard let decoded = CGImage.decode(data) else { continue }
                let entry = Entry(
                    image: decoded.image, scale: candidate.scale,
                    orientation: UIImage.Orientation(exifValue: decoded.exifOrientation) ?? .up)
                state.withLock { $0.cache[key] = entry }
                return entry
            }
        }
        return nil
    }

    /// File names to try for `name`, best first, each with the scale its suffix means.
    static func candidates(for name: String, screenScale: CGFloat) -> [(file: String, scale: CGFloat)] {
        let knownExtensions = ["png", "jpg", "jpeg"]
        let pathExtension = (name as NSString).pathExtension.lowercased()
        let hasExtension = knownExtensions.contains(pathExtension)
        let base = hasExtension ? (name as NSString).deletingPathExtension : name
        let extensions = hasExtension ? [(name as NSString).pathExtension] : knownExtensions
        func files(_ stem: String) -> [String] {
            extensions.map { "\(stem).\($0)" }
        }
        if let explicit = scaleSuffix(of: base) {
            return ((hasExtension ? [] : [name]) + files(base)).map { ($0, explicit) }
        }
        let preferred = Int(min(3, max(1, screenScale.rounded())))
        let order = [preferred] + (preferred + 1..<4) + (1..<preferred).reversed()
        return order.flatMap { scale -> [(file: String, scale: CGFloat)] in
            let stems = scale == 1 ? files(base) + (hasExtension ? [] : [name]) : files("\(base)@\(scale)x")
            return stems.map { ($0, CGFloat(scale)) }
        }
    }

    /// The scale an `@2x`/`@3x` (or `@1x`) suffix at the end of `stem` names, or nil.
    static func scaleSuffix(of stem: String) -> CGFloat? {
        for scale in 1...3 where stem.hasSuffix("@\(scale)x") {
            return CGFloat(scale)
        }
        return nil
    }

    /// A bundle's resource folder, then its own folder.
    static func searchDirectories(of bundle: Bundle) -> [URL] {
        let folders = [bundle.resourceURL, bundle.bundleURL].compactMap { $0?.standardizedFileURL }
        return folders.count == 2 && folders[0] == folders[1] ? [folders[0]] : folders
    }

    /// The app's resource folders: `Bundle.main`'s, SwiftPM resource bundles beside the
    /// executable, and a `Resources` folder beside it, without duplicates.
    package static func defaultSearchDirectories() -> [URL] {
        var directories: [URL] = []
        func add(_ url: URL?) {
            guard let url = url?.standardizedFileURL, !directories.contains(url) else { return }
            directories.append(url)
        }
        add(Bundle.main.resourceURL)
        add(Bundle.main.bundleURL)
        let executableDirectory =
            Bundle.main.executableURL?.deletingLastPathComponent() ?? Bundle.main.bundleURL
        let contents =
            (try? FileManager.default.contentsOfDirectory(
                at: executableDirectory, includingPropertiesForKeys: nil)) ?? []
        for bundle in contents.filter({ $0.pathExtension == "resources" }).sorted(by: { $0.path < $1.path }) {
            add(bundle)
        }
        add(executableDirectory.appendingPathComponent("Resources"))
        return directories
    }
}
