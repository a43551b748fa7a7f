import Foundation
import TestPrerequisites
import XCTest

/// A program a test starts: its output is collected as it arrives, and the test always ends it.
final class ChildProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    /// Starts a product built next to the test bundle (`make test` builds every product first).
    init(product: String, arguments: [String] = [], environment: [String: String]) throws {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let executable = directory.appendingPathComponent(product)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw missingPrerequisite(
                "\(product) is not built next to the tests; run `make test` (it builds every product)")
        }
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        stdout.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.append(handle.availableData, error: false)
        }
        stderr.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.append(handle.availableData, error: true)
        }
        try process.run()
    }

    deinit {
        end()
    }

    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }
    var exitStatus: Int32? { process.isRunning ? nil : process.terminationStatus }
    var standardOutput: String { lock.withLock { out } }
    var standardError: String { lock.withLock { err } }

    private func append(_ data: Data, error: Bool) {
        let text = String(decoding: data, as: UTF8.self)
        lock.withLock {
            if error { err += text } else { out += text }
        }
    }

    /// Waits until `condition` holds, checking every 10 ms, for at most `timeout` seconds.
    @discardableResult
    func wait(timeout: Double = 10, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }

    /// Waits for the process to exit; false if it is still running at the deadline.
    @discardableResult
    func waitForExit(timeout: Double = 10) -> Bool {
        wait(timeout: timeout) { !process.isRunning }
    }

    func signal(_ number: Int32) {
        if process.isRunning { kill(process.processIdentifier, number) }
    }

    /// Ends the process: SIGTERM, then SIGKILL if it is still there a second later.
    func end() {
        guard process.isRunning else { return }
        signal(SIGTERM)
        if !waitForExit(timeout: 1) { signal(SIGKILL) }
        process.waitUntilExit()
    }

    /// CPU time (user + system) the process has used, in seconds, from /proc.
    func cpuSeconds() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
