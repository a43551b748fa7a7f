import Foundation
import UniformTypeIdentifiers

/// The temporary files `loadFileRepresentation` hands over: each in a folder of its own, deleted with
/// the folder once the completion handler has returned.
extension NSItemProvider {
    /// Hands a copy of the file at `url` to `completion`; an error when it cannot be copied.
    static func handOver(copyOf url: URL, to completion: @Sendable (URL?, (any Error)?) -> Void) {
        do {
            let folder = try makeHandOverFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let copy = folder.appendingPathComponent(url.lastPathComponent)
            try FileManager.default.copyItem(at: url, to: copy)
            completion(copy, nil)
        } catch {
            completion(nil, error)
        }
    }

    /// Hands `data` to `completion` as a file named `name` (else "item") with the extension of `type`.
    static func handOver(
        data: Data, named name: String?, type: String, to completion: @Sendable (URL?, (any Error)?) -> Void
    ) {
        do {
            let folder = try makeHandOverFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            var file = folder.appendingPathComponent(name.flatMap { $0.isEmpty ? nil : $0 } ?? "item")
            if let ext = UTType(type)?.preferredFilenameExtension { file.appendPathExtension(ext) }
            try data.write(to: file)
            completion(file, nil)
        } catch {
            completion(nil, error)
        }
    }

    private static func makeHandOverFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "casement-item-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
