import CoreGraphics
import Foundation

/// Looks at PDF bytes with poppler's tools when they are installed.
package enum PDFInspector {
    /// The path of an executable on PATH, or nil.
    package static func tool(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Pages counted from the file's page objects (`/Type /Page`, not `/Pages`).
    package static func pageObjectCount(_ data: Data) -> Int {
        let text = String(decoding: data, as: UTF8.self)
        var count = 0
        var rest = text[...]
        while let range = rest.range(of: "/Type /Page") {
            if !rest[range.upperBound...].hasPrefix("s") { count += 1 }
            rest = rest[range.upperBound...]
        }
        return count
    }

    /// `pdfinfo`'s page count and page size line, or nil without the tool.
    package static func info(_ data: Data) throws -> String? {
        guard let pdfinfo = tool("pdfinfo") else { return nil }
        let url = try temporaryFile(data)
        defer { try? FileManager.default.removeItem(at: url) }
        return try run(pdfinfo, [url.path])
    }

    /// Renders `page` (1-based) at 72 dpi (1 pixel per point) with `pdftoppm`; nil without the tool.
    package static func render(_ data: Data, page: Int) throws -> CGImage? {
        guard let pdftoppm = tool("pdftoppm") else { return nil }
        let url = try temporaryFile(data)
        let prefix = url.deletingPathExtension().path + "-render"
        defer {
            try? FileManager.default.removeItem(at: url)
            try? FileManager.default.removeItem(atPath: prefix + ".png")
        }
        _ = try run(pdftoppm, ["-png", "-r", "72", "-f", "\(page)", "-l", "\(page)", "-singlefile", url.path, prefix])
        return CGImage.readPNG(from: URL(fileURLWithPath: prefix + ".png"))
    }

    private static func temporaryFile(_ data: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("casement-\(UUID()).pdf")
        try data.write(to: url)
        return url
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }
}
