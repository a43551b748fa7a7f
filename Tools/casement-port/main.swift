import Foundation
import SwiftParser
import SwiftSyntax

/// casement-port: rewrites the Objective-C-only spellings of iOS Swift code (`@objc`, `dynamic`,
/// `#selector`, optional protocol requirements, `#if os(iOS)`) into what compiles against Casement,
/// in place, and prints a `file:line:col: warning:` line for each thing it cannot rewrite.
///
///     casement-port [--dry-run] [--diff] [--check] PATH…
///
/// PATHs are Swift files or folders, searched for `.swift` files (hidden folders and `.build`
/// skipped); all of them are read before any is rewritten, since a protocol in one file decides how
/// calls in another are rewritten. `--dry-run` writes nothing; `--diff` prints each change as a
/// unified diff (and writes nothing); `--check` writes nothing, lists the files it would change and
/// exits with 1 if there are any. The summary counts the files changed and each kind of edit.
/// Running the tool again on its output changes nothing.

let usage = "usage: casement-port [--dry-run] [--diff] [--check] PATH…"
var arguments = Array(CommandLine.arguments.dropFirst())
let options: Set<String> = ["--dry-run", "--diff", "--check"]
let given = Set(arguments.filter(options.contains))
arguments.removeAll(where: options.contains)
let checkOnly = given.contains("--check")
let showsDiff = given.contains("--diff")
let writes = given.isDisjoint(with: options)
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
    index.add(tree, path: path)
    sources.append((path, text, tree))
}

var warnings: [PortWarning] = []
var rewrittenTrees: [Syntax] = []
var insertions = ClassInsertions()
for source in sources {
    let rewriter = PortRewriter(index: index, path: source.path, file: source.tree)
    rewrittenTrees.append(rewriter.rewrite(source.tree))
    warnings += rewriter.warnings
    insertions.merge(rewriter.insertions)
}
// Overrides moved out of extensions and members the tool declares go into class bodies, which may
// be in files rewritten before the extensions were.
if !insertions.isEmpty {
    rewrittenTrees = rewrittenTrees.map { ClassBodyInserter(insertions).rewrite($0) }
}

var changed: [String] = []
var before = PortCensus()
var after = PortCensus()
for (source, rewritten) in zip(sources, rewrittenTrees) {
    let result = rewritten.description
    guard result != source.text else { continue }
    changed.append(source.path)
    before = before + PortCensus(source.tree)
    after = after + PortCensus(rewritten)
    if showsDiff { print(unifiedDiff(source.path, from: source.text, to: result), terminator: "") }
    if writes {
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
let verb = writes ? "changed" : "to change"
print("casement-port: \(changed.count) of \(sources.count) files \(verb), \(warnings.count) warnings")
for (kind, count) in after.edits(since: before).sorted(by: { $0.key < $1.key }) { print("  \(kind): \(count)") }

/// `diff -u` of `old` and `new`, labelled with `path`.
func unifiedDiff(_ path: String, from old: String, to new: String) -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("casement-port-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = folder.appendingPathComponent("before")
    let after = folder.appendingPathComponent("after")
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try old.write(to: before, atomically: true, encoding: .utf8)
        try new.write(to: after, atomically: true, encoding: .utf8)
    } catch {
        return "casement-port: cannot write a diff of \(path): \(error)\n"
    }
    let diff = Process()
    diff.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
    diff.arguments = ["-u", "--label", "a/\(path)", "--label", "b/\(path)", before.path, after.path]
    let pipe = Pipe()
    diff.standardOutput = pipe
    guard (try? diff.run()) != nil else { return "casement-port: diff is not installed\n" }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    diff.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
}
