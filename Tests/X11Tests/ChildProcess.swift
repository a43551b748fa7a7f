import Foundation
import TestPrerequisites
import XCTest

/// A program a test starts: its output is collected as it arrives, and the test always ends it.
final class ChildProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var out = Data()
    /// Whether the whole standard output has been read (its end of file reached).
    private var outEnded = false
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
        try start(input: nil)
    }

    /// Starts a command found on `PATH` in the test's environment, with `input` on its standard input
    /// (closed after it), or none; `environment`, when given, replaces the test's.
    init(command: String, arguments: [String] = [], input: Data? = nil, environment: [String: String]? = nil) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        if let environment { process.environment = environment }
        try start(input: input)
    }

    private func start(input: Data?) throws {
        let stdin = Pipe()
        process.standardInput = stdin
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        // A thread of its own reads standard output to its end, so `hasFinished` knows when all of it is in.
        let output = stdout.fileHandleForReading
        Thread.detachNewThread { [weak self] in
            while true {
                let data = output.availableData
                self?.append(data, error: false)
                if data.isEmpty { return }
            }
        }
        stderr.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.append(handle.availableData, error: true)
        }
        try process.run()
        stdin.fileHandleForWriting.write(input ?? Data())
        try stdin.fileHandleForWriting.close()
    }

    deinit {
        end()
    }

    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }
    var exitStatus: Int32? { process.isRunning ? nil : process.terminationStatus }
    var standardOutput: String { String(decoding: standardOutputData, as: UTF8.self) }
    var standardOutputData: Data { lock.withLock { out } }
    /// Whether the process exited and everything it wrote to standard output has been read.
    var hasFinished: Bool { !process.isRunning && lock.withLock { outEnded } }
    var standardError: String { lock.withLock { err } }

    private func append(_ data: Data, error: Bool) {
        lock.withLock {
            if error {
                err += String(decoding: data, as: UTF8.self)
            } else {
                out += data
                if data.isEmpty { outEnded = true }
            }
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

    /// Waits until every thread of the process has slept `quiet` seconds in one go (no thread ran:
    /// none switched context, voluntarily or not, and none started), for at most `limit` seconds;
    /// false if that never happened.
    ///
    /// A sleeping thread's counts stand still however busy the machine is, so load can delay this but
    /// never fake it; anything that wakes the process more often than every `quiet` seconds keeps it
    /// from ever holding. Threads that end in between (a Dispatch worker retiring) are not counted.
    func sleeps(for quiet: Double, within limit: Double) -> Bool {
        wait(timeout: limit) {
            guard let before = contextSwitchesByThread() else { return false }
            Thread.sleep(forTimeInterval: quiet)
            guard let after = contextSwitchesByThread() else { return false }
            return after.allSatisfy { thread, switches in before[thread] == switches }
        }
    }

    /// Each thread's voluntary plus involuntary context switches so far, by thread id, from /proc.
    private func contextSwitchesByThread() -> [Int: Int]? {
        let tasks = "/proc/\(pid)/task"
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: tasks) else { return nil }
        var switches: [Int: Int] = [:]
        for thread in threads {
            // A thread that ends between the listing and the read is left out.
            guard let id = Int(thread),
                let status = try? String(contentsOfFile: "\(tasks)/\(thread)/status", encoding: .utf8)
            else { continue }
            switches[id] = status.split(separator: "\n").reduce(0) { total, line in
                let fields = line.split(separator: ":")
                guard fields.count == 2, fields[0].hasSuffix("voluntary_ctxt_switches") else { return total }
                return total + (Int(fields[1].trimmingCharacters(in: .whitespaces)) ?? 0)
            }
        }
        return switches
    }
}
