import Foundation

extension UIApplication {
    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Open only if an app (not the browser) handles the link; no such apps here, so such a
        /// request fails.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether `url` can be opened: a scheme the desktop opens (web, mail, telephone, files) and
    /// `xdg-open` is there to open it.
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), Self.openableSchemes.contains(scheme) else { return false }
        return urlOpener != nil || Self.desktopOpener != nil
    }

    /// Opens `url` with the desktop's handler for it (`xdg-open`: the browser for web links), then
    /// calls `completion` on the main queue with whether it could.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let universalOnly = options[.universalLinksOnly] as? Bool ?? false
        let opened = !universalOnly && canOpenURL(url) && (urlOpener ?? Self.openWithDesktop)(url)
        if let completion { DispatchQueue.main.async { completion(opened) } }
    }

    private static let openableSchemes: Set<String> = ["http", "https", "mailto", "tel", "file", "ftp"]

    /// `xdg-open`'s path, when it is installed.
    private static let desktopOpener: String? = ["/usr/bin/xdg-open", "/usr/local/bin/xdg-open"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Hands `url` to `xdg-open`, not waiting for it.
    private static func openWithDesktop(_ url: URL) -> Bool {
        guard let desktopOpener else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: desktopOpener)
        process.arguments = [url.absoluteString]
        return (try? process.run()) != nil
    }
}
