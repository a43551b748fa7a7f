import Foundation
import XCTest

/// What a finished command printed (standard output and error together) and its exit status.
struct CommandResult {
    let status: Int32
    let output: String
}

/// Runs a command through `env` (a name on PATH or an absolute path), ending it and failing the
/// test if it outlives `deadline` seconds, so a hung child never hangs the suite.
func runCommand(_ arguments: [String], deadline: TimeInterval) throws -> CommandResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let collected = output.fileHandleForReading.readToEndInBackground()
    let end = Date(timeIntervalSinceNow: deadline)
    while process.isRunning, Date() < end { usleep(20_000) }
    if process.isRunning {
        process.terminate()
        XCTFail("\(arguments.prefix(2).joined(separator: " ")) did not finish within \(deadline) s")
    }
    process.waitUntilExit()
    return CommandResult(status: process.terminationStatus, output: String(decoding: collected(), as: UTF8.self))
}

extension FileHandle {
    /// Reads to the end on another thread, so a full pipe never blocks the writer; the returned
    /// function waits for the end and returns the data.
    fileprivate func readToEndInBackground() -> () -> Data {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var data = Data()
        Thread.detachNewThread {
            data = self.readDataToEndOfFile()
            done.signal()
        }
        return {
            done.wait()
            return data
        }
    }
}
