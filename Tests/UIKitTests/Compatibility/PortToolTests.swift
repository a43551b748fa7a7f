import Foundation
import TestPrerequisites
import XCTest

/// casement-port (`Tools/casement-port`, the package's `casement-port` product) on the cases in
/// `Tests/PortFixtures`: each case's `input` folder is rewritten into its `expected` folder, with the
/// warnings in its `warnings.txt`; the tool changes nothing in its own output; and every expected
/// output compiles against UIKit, in Swift 5 mode without a diagnostic, so each edit the tool makes
/// is one that builds here.
final class PortToolTests: XCTestCase {
    private let compiler = SwiftCompiler()
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private let fixtures = repository.appendingPathComponent("Tests/PortFixtures")

    /// The `casement-port` product, built next to the test bundle (a toolchain without SwiftSyntax
    /// builds a stand-in that says so and fails).
    private func tool() throws -> URL {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("casement-port")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            throw missingPrerequisite("casement-port is not built (swift build --product casement-port)")
        }
        let probe = try runCommand([tool.path], deadline: 30)
        if probe.output.contains("is not available") { throw missingPrerequisite(probe.output) }
        return tool
    }

    private func cases() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: fixtures, includingPropertiesForKeys: nil)
            .filter { $0.hasDirectoryPath }.sorted { $0.path < $1.path }
    }

    private func swiftFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
    }

    func testEachCaseRewritesItsInputIntoItsExpectedOutput() throws {
        let tool = try tool()
        for testCase in try cases() {
            let work = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: work) }
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: testCase.appendingPathComponent("input"), to: work.appendingPathComponent("input"))

            let result = try runCommand([tool.path, work.appendingPathComponent("input").path], deadline: 60)

            let name = testCase.lastPathComponent
            XCTAssertEqual(result.status, 0, "\(name): \(result.output)")
            let expected = testCase.appendingPathComponent("expected")
            XCTAssertEqual(try swiftFiles(in: work.appendingPathComponent("input")), try swiftFiles(in: expected), name)
            for file in try swiftFiles(in: expected) {
                let output = try String(contentsOf: work.appendingPathComponent("input/\(file)"), encoding: .utf8)
                XCTAssertEqual(
                    output, try String(contentsOf: expected.appendingPathComponent(file), encoding: .utf8),
                    "\(name)/\(file)")
            }
            let warnings = result.output.split(separator: "\n").filter { $0.contains(": warning: ") }
                .map { $0.replacingOccurrences(of: work.path + "/", with: "") }
            let expectedWarnings =
                (try? String(contentsOf: testCase.appendingPathComponent("warnings.txt"), encoding: .utf8))?
                .split(separator: "\n").map(String.init) ?? []
            XCTAssertEqual(warnings, expectedWarnings, name)
        }
    }

    /// `--dry-run` and `--diff` write nothing; the summary counts each kind of edit; the diff shows it.
    func testDryRunAndDiffWriteNothingAndTheSummaryCountsEachKindOfEdit() throws {
        let tool = try tool()
        let input = try cases().first { $0.lastPathComponent == "attributes" }!.appendingPathComponent("input")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.copyItem(at: input, to: work)
        let original = try String(contentsOf: work.appendingPathComponent("AttributesBadge.swift"), encoding: .utf8)

        let dryRun = try runCommand([tool.path, "--dry-run", work.path], deadline: 60)
        let diff = try runCommand([tool.path, "--diff", work.path], deadline: 60)

        let after = try String(contentsOf: work.appendingPathComponent("AttributesBadge.swift"), encoding: .utf8)
        XCTAssertEqual(after, original)
        XCTAssertTrue(dryRun.output.contains("1 of 1 files to change"), dryRun.output)
        XCTAssertTrue(dryRun.output.contains("  @objc removed: 7"), dryRun.output)
        XCTAssertTrue(dryRun.output.contains("  @IBAction removed: 1"), dryRun.output)
        XCTAssertTrue(diff.output.contains("+++ b/\(work.path)/AttributesBadge.swift"), diff.output)
        XCTAssertTrue(diff.output.contains("-    @IBAction func tapped(_ sender: Any) {"), diff.output)
    }

    /// Overrides move from extensions in one file into a class body in another, and the summary
    /// counts them once (the edits are summed over all the files changed).
    func testTheSummaryCountsOverridesMovedBetweenFiles() throws {
        let tool = try tool()
        let input = fixtures.appendingPathComponent("overrides-in-extensions/input")

        let result = try runCommand([tool.path, "--dry-run", input.path], deadline: 60)

        XCTAssertTrue(result.output.contains("3 of 3 files to change"), result.output)
        XCTAssertTrue(result.output.contains("  overrides moved from extensions into class bodies: 7"), result.output)
        XCTAssertFalse(result.output.contains("optional requirement uses"), result.output)
    }

    /// Running the tool on what it wrote changes nothing.
    func testRewritingTheOutputAgainChangesNothing() throws {
        let tool = try tool()
        for testCase in try cases() {
            let result = try runCommand(
                [tool.path, "--check", testCase.appendingPathComponent("expected").path], deadline: 60)

            XCTAssertEqual(result.status, 0, "\(testCase.lastPathComponent): \(result.output)")
            XCTAssertFalse(result.output.contains("would change"), result.output)
        }
    }

    /// What the tool writes builds against UIKit; a case marked `not-compiled` holds what it cannot port.
    func testExpectedOutputsCompileAgainstUIKitWithoutDiagnostics() throws {
        var files: [URL] = []
        for testCase in try cases()
        where !FileManager.default.fileExists(atPath: testCase.appendingPathComponent("not-compiled").path) {
            let expected = testCase.appendingPathComponent("expected")
            files += try swiftFiles(in: expected).map { expected.appendingPathComponent($0) }
        }

        let result = try compiler.typecheck(files, mode: .swift5)

        XCTAssertGreaterThan(files.count, 6)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "")
    }
}
