import Foundation
import SwiftParser
import SwiftSyntax

/// casement-port: rewrites the Objective-C-only spellings of iOS Swift code (`@objc`, `dynamic`,
/// `#selector`, optional protocol requirements, `#if os(iOS)`) into what compiles against Casement,
/// in place, and prints a `file:line:col: warning:` line for each thing it cannot rewrite.
///
///     casement-port [--check] PATH…
///
/// PATHs are Swift files or folders, searched for `.swift` files (hidden folders and `.build`
/// skipped); all of them are read before any is rewritten, since a protocol in one file decides how
/// calls in another are rewritten. `--check` writes nothing, lists the files it would change and
/// exits with 1 if there are any. Running the tool again on its output changes nothing.

let usage = "usage: casement-port [--check] PATH…"
var arguments = Array(CommandLine.arguments.dropFirst())
let checkOnly = arguments.first == "--check"
if checkOnly { arguments.removeFirst() }
guard !arguments.isEmpty, !arguments.contains(where: { $0.hasPrefix("-") }) else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}

func swiftFiles(at path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        FileHandle.standardError.write(Data("casement-port: no such file or folder: \(path)\n".utf8))
        exit(2)
    }
    guard isDirectory.boolValue else { return [path] }
    var files: [String] = []
    // A folder named through a symbolic link is searched where the link leads.
    let enumerator = FileManager.default.enumerator(atPath: (path as NSString).resolvingSymlinksInPath)
    while let relative = enumerator?.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if name.hasPrefix(".") || name == ".build" {
            enumerator?.skipDescendants()
        } else if name.hasSuffix(".swift") {
            files.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
        }
    }
    return files.sorted()
}

let paths = arguments.flatMap(swiftFiles(at:))
var sources: [(path: String, text: String, tree: SourceFileSyntax)] = []
var index = PortIndex()
for path in paths {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write(Data("casement-port: cannot read \(path)\n".utf8))
        exit(1)
    }
    let tree = Parser.parse(source: text)
    index.add(tree)
    sources.append((path, text, tree))
}

var warnings: [PortWarning] = []
var changed: [String] = []
for source in sources {
    let rewriter = PortRewriter(index: index, path: source.path, file: source.tree)
    let result = rewriter.rewrite(source.tree).description
    warnings += rewriter.warnings
    guard result != source.text else { continue }
    changed.append(source.path)
    if !checkOnly {
        do {
            // Written whole, then given the file's permissions back (a new file gets the default ones).
            let permissions = try? FileManager.default.attributesOfItem(atPath: source.path)[.posixPermissions]
            try result.write(toFile: source.path, atomically: true, encoding: .utf8)
            if let permissions {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: source.path)
            }
        } catch {
            FileHandle.standardError.write(Data("casement-port: cannot write \(source.path): \(error)\n".utf8))
            exit(1)
        }
    }
}

for warning in warnings.sorted() {
    FileHandle.standardError.write(Data((warning.text + "\n").utf8))
}
if checkOnly {
    for path in changed { print("would change \(path)") }
    exit(changed.isEmpty ? 0 : 1)
}
print("casement-port: \(changed.count) of \(sources.count) files changed, \(warnings.count) warnings")
