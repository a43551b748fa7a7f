import Foundation

/// The demo catalogue left open once it has drawn, as a person leaves an app: the CPU and the
/// wake-ups of all its threads over `CASEMENT_BENCH_CATALOG_IDLE_SECONDS` (default 20 s), read from
/// /proc. Goals: no thread runs at all (no context switch), ≤ 0.1 % CPU. The tests check only that it
/// sleeps through some second (`X11ProcessTests.testIdleCatalogSleeps`); the figures are here, where a
/// loaded machine shows as a worse figure rather than a failed test. Skipped without an X display or
/// without the catalogue built next to the benchmarks (`make bench` builds it).
@MainActor
func runIdleCatalogBenchmarks() {
    let environment = ProcessInfo.processInfo.environment
    let directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    let catalog = directory.appendingPathComponent("catalog")
    guard !(environment["DISPLAY"] ?? "").isEmpty, FileManager.default.isExecutableFile(atPath: catalog.path) else {
        print("Idle catalogue: skipped (needs an X display and the catalog product built next to the benchmarks)")
        return
    }
    let seconds = Double(environment["CASEMENT_BENCH_CATALOG_IDLE_SECONDS"] ?? "") ?? 20
    let ready = FileManager.default.temporaryDirectory.appendingPathComponent("casement-bench-ready-\(UUID())")
    defer { try? FileManager.default.removeItem(at: ready) }
    let process = Process()
    process.executableURL = catalog
    var childEnvironment = environment
    childEnvironment.removeValue(forKey: "CASEMENT_BACKEND")
    childEnvironment["CASEMENT_READY_FILE"] = ready.path
    process.environment = childEnvironment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else {
        print("Idle catalogue: NOT measured (the catalogue did not start)")
        return
    }
    defer {
        process.terminate()
        process.waitUntilExit()
    }
    let deadline = Date() + 30
    while !FileManager.default.fileExists(atPath: ready.path), process.isRunning, Date() < deadline {
        Thread.sleep(forTimeInterval: 0.05)
    }
    let pid = process.processIdentifier
    guard FileManager.default.fileExists(atPath: ready.path), let before = ProcessSample(pid: pid) else {
        print("Idle catalogue: NOT measured (no first frame within 30 s)")
        return
    }

    Thread.sleep(forTimeInterval: seconds)

    guard let after = ProcessSample(pid: pid) else {
        print("Idle catalogue: NOT measured (the catalogue exited while idle)")
        return
    }
    let cpu = (after.cpuSeconds - before.cpuSeconds) / seconds
    let wakeUps = after.switches.reduce(0) { total, thread in
        total + thread.value - (before.switches[thread.key] ?? 0)
    }
    print("Idle catalogue (X11, the catalog product on its first pages, left alone after its first frame)")
    print(
        String(
            format: "    idle catalogue over %.0f s: %d wake-ups (context switches of its %d threads), CPU %.3f %%",
            seconds, wakeUps, after.switches.count, cpu * 100))
    goal("no wake-up and ≤ 0.1 % CPU", wakeUps == 0 && cpu <= 0.001)
    print("")
}

/// A process's CPU time so far (all its threads, ended ones too) and each live thread's context
/// switches (voluntary and involuntary), from /proc.
private struct ProcessSample {
    var cpuSeconds: Double
    var switches: [Int: Int]

    init?(pid: Int32) {
        // Fields after the command's closing parenthesis: state is the first, utime the 12th, stime the 13th.
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        cpuSeconds = (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
        let tasks = "/proc/\(pid)/task"
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: tasks) else { return nil }
        switches = [:]
        for thread in threads {
            guard let id = Int(thread),
                let status = try? String(contentsOfFile: "\(tasks)/\(thread)/status", encoding: .utf8)
            else { continue }
            switches[id] = status.split(separator: "\n").reduce(0) { total, line in
                let parts = line.split(separator: ":")
                guard parts.count == 2, parts[0].hasSuffix("voluntary_ctxt_switches") else { return total }
                return total + (Int(parts[1].trimmingCharacters(in: .whitespaces)) ?? 0)
            }
        }
    }
}
