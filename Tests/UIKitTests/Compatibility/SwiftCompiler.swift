import Foundation

/// Type-checks Swift source against the modules `make test` built, as a user's package sees them.
struct SwiftCompiler {
    enum LanguageMode: String {
        case swift5 = "5"
        case swift6 = "6"
    }

    /// The built modules sit next to the test bundle; the C module maps in the repository's Sources.
    private let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("Modules")
    private let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Type-checks `files` as one module in `mode`, every warning counted as an error.
    func typecheck(_ files: [URL], mode: LanguageMode) throws -> CommandResult {
        var arguments = ["swiftc", "-typecheck", "-swift-version", mode.rawValue, "-warnings-as-errors"]
        arguments += ["-I", modules.path]
        for module in ["CX11", "CCairo", "CJPEG", "CPixman", "CDBus", "UIKitSubmodules"] {
            arguments += ["-Xcc", "-fmodule-map-file=\(sources.appendingPathComponent(module).path)/module.modulemap"]
        }
        let includes = try runCommand(
            [
                "pkg-config", "--cflags-only-I", "pangocairo", "x11", "xext", "xi", "xrandr", "xpresent", "pixman-1",
                "dbus-1",
            ],
            deadline: 10)
        for flag in includes.output.split(whereSeparator: \.isWhitespace) { arguments += ["-Xcc", String(flag)] }
        return try runCommand(arguments + files.map(\.path), deadline: 120)
    }

    /// Type-checks `source` as the only file of a module.
    func typecheck(source: String, mode: LanguageMode) throws -> CommandResult {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("casement-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try typecheck([file], mode: mode)
    }
}
