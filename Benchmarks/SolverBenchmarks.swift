import Cassowary
import Foundation

/// The Cassowary solver alone on the systems Auto Layout gives it. The goals come from kiwi (the
/// reference C++ Cassowary) measured on this kind of machine, so the figures are absolute times
/// rather than ratios to the run's reference.
@MainActor
func runSolverBenchmarks() {
    print("Solver (Cassowary, no UIKit; goals from kiwi, the reference C++ Cassowary, on this kind of machine)")
    runResizeBenchmark()
    runSuggestBenchmark()
    runBuildBenchmark()
    runChainBenchmark()
    runLabelColumnBenchmark()
    print("")
}

/// One figure line: `seconds` in the unit that reads best, with an optional note after it.
private func figure(_ name: String, seconds: Double, _ note: String = "") {
    let value =
        seconds < 1e-6
        ? String(format: "%9.1f ns", seconds * 1e9)
        : seconds < 1e-3 ? String(format: "%9.2f µs", seconds * 1e6) : String(format: "%9.2f ms", seconds * 1e3)
    print("\(name.padding(toLength: 52, withPad: " ", startingAt: 0)) \(value)  \(note)")
}

/// Seconds `body` takes, the median of `runs` (for work too long to repeat as `measure` does).
/// What `body` returns is let go after the clock stops: tearing a system down is not building it.
@MainActor
private func timeRuns<Result>(_ runs: Int = 3, _ body: () -> Result) -> Double {
    let times = (0..<runs).map { _ -> Double in
        let start = DispatchTime.now().uptimeNanoseconds
        let result = body()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        withExtendedLifetime(result) {}
        return elapsed
    }
    return times.sorted()[runs / 2]
}

/// `count` views side by side in a container whose width is an edit variable: each view fixed in
/// place (left 10, top 30 × index, height 20) and as wide as the container less 20 at a medium
/// priority but no wider than 600 at a strong one. Each view's preferences pull on its own width
/// alone, so the optimum is unique and the container follows its edit exactly.
private struct IndependentViews {
    let solver = Solver()
    let container = Variable("container.width")
    var frames: [(left: Variable, width: Variable, top: Variable, height: Variable)] = []

    init(count: Int) {
        do {
            try solver.addEditVariable(container, strength: .strong)
            for index in 0..<count {
                let frame = (Variable("left"), Variable("width"), Variable("top"), Variable("height"))
                try solver.add(frame.0 == 10.0)
                try solver.add((frame.1 == container - 20.0).strength(.medium))
                try solver.add((frame.1 <= 600.0).strength(.strong))
                try solver.add(frame.2 == 30.0 * Double(index))
                try solver.add(frame.3 == 20.0)
                frames.append(frame)
            }
        } catch {
            fatalError("the independent views' system is satisfiable: \(error)")
        }
    }
}

/// Re-solving after the container's width changes, and reading back every view's frame: between two
/// widths where no view's ceiling binds (the re-solve kiwi's figure is for: every row's constant
/// moves, nothing pivots), and across the width where all 1000 ceilings bind at once (1000 pivots
/// each way, for information).
@MainActor
private func runResizeBenchmark() {
    let views = IndependentViews(count: 1000)
    func resize(between narrow: Double, and wide: Double) -> Double {
        var isWide = false
        var sum = 0.0
        let seconds = measure {
            isWide.toggle()
            try! views.solver.suggestValue(isWide ? wide : narrow, for: views.container)
            for frame in views.frames {
                sum += views.solver.value(of: frame.left) + views.solver.value(of: frame.width)
                sum += views.solver.value(of: frame.top) + views.solver.value(of: frame.height)
            }
        }
        precondition(sum > 0)
        return seconds / 1000
    }
    // Each view's 600 ceiling starts to bind at a container width of 620.
    let free = resize(between: 400, and: 500)
    figure(
        "resize 1000 independent views, then read them", seconds: free * 1000,
        String(format: "%.0f ns per view", free * 1e9))
    goal("≤ 250 ns per view", free <= 250e-9)
    let binding = resize(between: 500, and: 800)
    figure(
        "same, every view's ceiling binding and freeing", seconds: binding * 1000,
        String(format: "%.0f ns per view", binding * 1e9))
}

/// One suggestion on a small system: a label and a button in a row of a resizable container, the
/// label shrinking once the button reaches its minimum width.
@MainActor
private func runSuggestBenchmark() {
    let solver = Solver()
    let (containerLeft, containerRight) = (Variable("container.left"), Variable("container.right"))
    let (labelLeft, labelWidth) = (Variable("label.left"), Variable("label.width"))
    let (buttonLeft, buttonWidth) = (Variable("button.left"), Variable("button.width"))
    do {
        try solver.add(containerLeft == 0.0)
        try solver.add(labelLeft == containerLeft + 8.0)
        try solver.add(buttonLeft == labelLeft + labelWidth + 8.0)
        try solver.add(buttonLeft + buttonWidth == containerRight - 8.0)
        try solver.add(buttonWidth >= 60.0)
        try solver.add(labelWidth >= 0.0)
        try solver.add((labelWidth == 200.0).strength(.medium))
        try solver.addEditVariable(containerRight, strength: .strong)
    } catch {
        fatalError("the small system is satisfiable: \(error)")
    }
    var wide = false
    // 400 leaves the label its 200 points; 200 squeezes it to 116.
    let suggest = measure {
        wide.toggle()
        try! solver.suggestValue(wide ? 400 : 200, for: containerRight)
    }
    figure("suggestValue, 6 variables (kiwi 0.83 µs)", seconds: suggest)
    goal("≤ 1.25 µs", suggest <= 1.25e-6)
}

/// Building the independent views' system from nothing, 1000 and then 10 000 of them (each in a
/// fresh solver, timed until it is built, not while it is torn down), in a process of its own.
///
/// Both sizes are built in memory the process already has. Left to itself, malloc hands the tens of
/// megabytes a 10 000 build frees back to the kernel, so every such build pays for fresh zeroed
/// pages while the 1000 builds run in memory earlier benchmarks left: the ratio would measure page
/// faults, not the solver. So the child process's malloc keeps what is freed (glibc's tunables) and
/// one untimed build of 10 000 comes first; the first build's time is printed too, for information.
/// A process of its own, so that no other benchmark runs with that malloc.
@MainActor
private func runBuildBenchmark() {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    var environment = ProcessInfo.processInfo.environment
    environment[solverBuildVariable] = "1"
    environment["GLIBC_TUNABLES"] = "glibc.malloc.trim_threshold=1073741824:glibc.malloc.mmap_threshold=33554432"
    child.environment = environment
    fflush(nil)
    do {
        try child.run()
        child.waitUntilExit()
    } catch {
        print("the build benchmark's process did not start: \(error)")
    }
}

/// Set in the environment of the process `runBuildBenchmark()` starts, which runs
/// `runSolverBuildBenchmark()` alone.
let solverBuildVariable = "CASEMENT_SOLVER_BUILD"

@MainActor
func runSolverBuildBenchmark() {
    let cold = timeRuns(1) { IndependentViews(count: 10_000) }
    withExtendedLifetime(IndependentViews(count: 10_000)) {}
    let small = timeRuns(5) { IndependentViews(count: 1000) }
    let large = timeRuns(3) { IndependentViews(count: 10_000) }
    figure("build 1000 independent views", seconds: small)
    figure("build 10 000 independent views", seconds: large, String(format: "%.1f× the 1000", large / small))
    goal("linear: ≤ 12× (kiwi ~111×)", large / small <= 12)
    figure("first build of 10 000, in fresh memory", seconds: cold, String(format: "%.1f× the 1000", cold / small))
}

/// 1000 views in a row, each 8 points after the one before, 50 wide at a strong priority but at
/// least 20, the first at the container's left and the last no further right than its width.
@MainActor
private func runChainBenchmark() {
    let count = 1000
    let solver = Solver()
    let width = Variable("container.width")
    var lefts: [Variable] = []
    var widths: [Variable] = []
    let build = timeRuns(1) {
        do {
            try solver.addEditVariable(width, strength: Strength(priority: 999))
            try solver.suggestValue(60_000, for: width)
            for index in 0..<count {
                let (left, viewWidth) = (Variable("left"), Variable("width"))
                if index == 0 {
                    try solver.add(left == 0.0)
                } else {
                    try solver.add(left == lefts[index - 1] + widths[index - 1] + 8.0)
                }
                try solver.add(viewWidth >= 20.0)
                try solver.add((viewWidth == 50.0).strength(.strong))
                lefts.append(left)
                widths.append(viewWidth)
            }
            try solver.add(lefts[count - 1] + widths[count - 1] <= width)
        } catch {
            fatalError("the chain is satisfiable: \(error)")
        }
    }
    // The row needs 57 992 points: 50 000 makes the last view's bound bind, 60 000 frees it.
    let resize = timeRuns(5) {
        try! solver.suggestValue(50_000, for: width)
        try! solver.suggestValue(60_000, for: width)
    }
    figure("build a chain of 1000 dependent views (kiwi 2.0 s)", seconds: build)
    figure("resize it, binding then freeing (kiwi 0.56 s)", seconds: resize)
    goal("build < 2.0 s and resize < 0.56 s", build < 2.0 && resize < 0.56)
}

/// A form's label column: `rows` labels made as wide as the first, each hugging its text (≤ at
/// priority 250) and resisting compression (≥ at 750), with a field filling the rest of the row
/// and hugging as hard. The intrinsic constraints go in first, as the constraints pass adds them.
/// Every label's width is tied to one variable by constraints of equal priority, and the optimum
/// is flat over hundreds of points: the case that once made building grow with the cube of rows.
private func buildLabelColumn(rows: Int) -> Solver {
    let solver = Solver()
    let (left, width) = (Variable("container.left"), Variable("container.width"))
    var relations: [Constraint] = []
    var intrinsic: [Constraint] = []
    var first: Variable?
    for index in 0..<rows {
        let (labelLeft, labelWidth) = (Variable("label.left"), Variable("label.width"))
        let (fieldLeft, fieldWidth) = (Variable("field.left"), Variable("field.width"))
        let text = Double(40 + (index * 37) % 90)
        relations += [
            labelLeft == left + 20.0, fieldLeft == labelLeft + labelWidth + 8.0,
            fieldLeft + fieldWidth == left + width - 20.0,
        ]
        if let first { relations.append(labelWidth == first) }
        first = first ?? labelWidth
        intrinsic += [
            (labelWidth <= text).strength(.weak), (labelWidth >= text).strength(.strong),
            (fieldWidth <= 100.0).strength(.weak), (fieldWidth >= 100.0).strength(.strong),
        ]
    }
    do {
        try solver.add(left == 0.0)
        try solver.add(width == 800.0)
        for constraint in intrinsic + relations { try solver.add(constraint) }
    } catch {
        fatalError("the label column is satisfiable: \(error)")
    }
    return solver
}

/// Building the label column at 100 and 1000 rows (for information: no kiwi figure).
@MainActor
private func runLabelColumnBenchmark() {
    let small = timeRuns(5) { buildLabelColumn(rows: 100) }
    let large = timeRuns(3) { buildLabelColumn(rows: 1000) }
    figure("build a form of 100 labels sharing one width", seconds: small)
    figure("same, 1000 labels", seconds: large, String(format: "%.1f× the 100", large / small))
}
