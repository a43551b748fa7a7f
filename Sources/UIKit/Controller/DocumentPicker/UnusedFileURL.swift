import Foundation

/// `name` in `folder`, or `name 2`, `name 3`… before the extension when it is taken: where a saved or
/// exported file goes without replacing one already there.
func unusedFileURL(for name: String, in folder: URL) -> URL {
    let base = (name as NSString).deletingPathExtension
    let suffix = (name as NSString).pathExtension
    var candidate = folder.appendingPathComponent(name)
    var number = 2
    while FileManager.default.fileExists(atPath: candidate.path) {
        let numbered = "\(base) \(number)"
        candidate = folder.appendingPathComponent(suffix.isEmpty ? numbered : "\(numbered).\(suffix)")
        number += 1
    }
    return candidate
}
