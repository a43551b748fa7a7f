import Foundation

/// Times `body` over enough iterations to take about `budget` seconds and returns seconds per iteration
/// (the median of five rounds, so one noisy round does not decide).
@MainActor
func measure(budget: Double = 0.25, _ body: () -> Void) -> Double {
    body()
    var iterations = 1
    var elapsed = 0.0
    while elapsed < budget / 5 {
        iterations *= 2
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations { body() }
        elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
    let rounds = (0..<5).map { _ -> Double in
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations { body() }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(iterations)
    }
    return rounds.sorted()[2]
}

/// The fewest runs of a body per round of `measureInterleaved`: 1, or `CASEMENT_BENCH_REPEAT` for a
/// profiler, under which one run would fill the budget and each body would run after the other
/// instead of after itself.
let minimumRepeats = Int(ProcessInfo.processInfo.environment["CASEMENT_BENCH_REPEAT"] ?? "") ?? 1

/// What `measureInterleaved` found: each body's seconds per call, and the ratios between bodies.
struct InterleavedFigures {
    /// Seconds per call of each body in each round.
    let rounds: [[Double]]

    /// The median seconds one call of body `index` took.
    subscript(index: Int) -> Double { median(rounds[index]) }

    /// How many times body `reference`'s time body `index` took: the median over the rounds of the
    /// two bodies' times in the same round. Each pair was measured moments apart, so a machine whose
    /// speed drifts between rounds moves both sides of every ratio alike (a ratio of the two medians
    /// could divide a median from a fast round by one from a slow round).
    func ratio(_ index: Int, to reference: Int) -> Double {
        median(zip(rounds[index], rounds[reference]).map { $0 / $1 })
    }

    private func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
}

/// Times each body, the bodies measured in turn, round after round (seven rounds): a machine that
/// slows down or speeds up during the run (shared cores) moves every figure of a round alike, so
/// ratios within a round hold. Each body runs as often per round as fills about `budget` / 7
/// divided among the bodies.
func measureInterleaved(budget: Double = 1, _ bodies: [() -> Void]) -> InterleavedFigures {
    let iterations = bodies.map { body -> Int in
        body()
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let once = max(1e-7, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        return max(minimumRepeats, Int(budget / 7 / Double(bodies.count) / once))
    }
    var rounds = [[Double]](repeating: [], count: bodies.count)
    for _ in 0..<7 {
        for (index, body) in bodies.enumerated() {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<iterations[index] { body() }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            rounds[index].append(seconds / Double(iterations[index]))
        }
    }
    return InterleavedFigures(rounds: rounds)
}

/// One line of the report: a figure in microseconds and its ratio to the run's reference.
func report(_ name: String, seconds: Double, reference: Double) {
    report(name, seconds: seconds, ratio: seconds / reference)
}

/// One line of the report: a figure in microseconds and its ratio to the run's reference, found by
/// `InterleavedFigures.ratio(_:to:)`.
func report(_ name: String, seconds: Double, ratio: Double) {
    let micros = String(format: "%9.1f µs", seconds * 1e6)
    let times = String(format: "%7.2f×", ratio)
    print("\(name.padding(toLength: 52, withPad: " ", startingAt: 0)) \(micros)  \(times) reference")
}

/// One goal line under a figure.
@MainActor
func goal(_ text: String, _ met: Bool) {
    print("    goal \(text): \(met ? "met" : "NOT met")")
}

/// The median seconds one run of `body` takes over `runs` runs, each after `prepare` (not timed): for
/// work too slow to repeat in a loop, or that changes what it works on.
@MainActor
func measureRuns(_ runs: Int = 7, prepare: () -> Void = {}, _ body: () -> Void) -> Double {
    let times = (0..<runs).map { _ -> Double in
        prepare()
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
    return times.sorted()[runs / 2]
}
