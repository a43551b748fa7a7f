import Cassowary
import XCTest

/// Edit variables and stays: values asked for, followed at once and clamped by stronger constraints.
final class EditTests: XCTestCase {
    func testManySuggestionsEachGiveTheClampedWidth() throws {
        let solver = Solver()
        let (container, width) = (Variable("container"), Variable("width"))
        try solver.add(width == container - 20.0)
        try solver.add(width >= 0.0)
        try solver.add((width <= 600.0).strength(.strong))
        try solver.addEditVariable(container, strength: .medium)
        var generator = SeededGenerator(seed: 1)

        for _ in 0..<1000 {
            let suggested = Double(Int.random(in: -100...1200, using: &generator))
            try solver.suggestValue(suggested, for: container)

            // The required floor and the strong ceiling both beat the medium edit.
            let expected = min(max(suggested, 20), 620)
            XCTAssertEqual(solver.value(of: container), expected, accuracy: 1e-9)
            XCTAssertEqual(solver.value(of: width), expected - 20, accuracy: 1e-9)
        }
    }

    func testStrongerEditOutweighsTheWidthCeiling() throws {
        let solver = Solver()
        let (container, width) = (Variable("container"), Variable("width"))
        try solver.add(width == container - 20.0)
        try solver.add((width <= 600.0).strength(.medium))
        try solver.addEditVariable(container, strength: .strong)

        try solver.suggestValue(1000, for: container)
        XCTAssertEqual(solver.value(of: width), 980, accuracy: 1e-9)
        try solver.suggestValue(300, for: container)
        XCTAssertEqual(solver.value(of: width), 280, accuracy: 1e-9)
        try solver.suggestValue(1000, for: container)
        XCTAssertEqual(solver.value(of: width), 980, accuracy: 1e-9)
    }

    func testWeakerEditYieldsToTheWidthCeiling() throws {
        let solver = Solver()
        let (container, width) = (Variable("container"), Variable("width"))
        try solver.add(width == container - 20.0)
        try solver.add((width <= 600.0).strength(.strong))
        try solver.addEditVariable(container, strength: .medium)

        try solver.suggestValue(1000, for: container)
        XCTAssertEqual(solver.value(of: width), 600, accuracy: 1e-9)
        try solver.suggestValue(300, for: container)
        XCTAssertEqual(solver.value(of: width), 280, accuracy: 1e-9)
        try solver.suggestValue(700, for: container)
        XCTAssertEqual(solver.value(of: width), 600, accuracy: 1e-9)
    }

    func testRequiredEditStrengthStillYieldsToRequiredConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x <= 100.0)
        try solver.addEditVariable(x, strength: .required)

        try solver.suggestValue(500, for: x)

        XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
    }

    func testTwoEditVariablesAreFollowedIndependently() throws {
        let solver = Solver()
        let (x, y, sum) = (Variable("x"), Variable("y"), Variable("sum"))
        try solver.add(sum == x + y)
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .strong)

        try solver.suggestValue(10, for: x)
        try solver.suggestValue(32, for: y)
        try solver.suggestValue(-4, for: x)

        XCTAssertEqual(solver.value(of: sum), 28, accuracy: 1e-9)
    }

    func testAddingAnEditVariableTwiceIsRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .strong)

        XCTAssertThrowsError(try solver.addEditVariable(x, strength: .weak)) { error in
            XCTAssertEqual(error as? SolverError, .duplicateEditVariable)
        }
        XCTAssertTrue(solver.hasEditVariable(x))
    }

    func testSuggestingForAnUnknownEditVariableIsRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 5.0)

        XCTAssertThrowsError(try solver.suggestValue(10, for: x)) { error in
            XCTAssertEqual(error as? SolverError, .unknownEditVariable)
        }
        XCTAssertThrowsError(try solver.removeEditVariable(x)) { error in
            XCTAssertEqual(error as? SolverError, .unknownEditVariable)
        }
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)
    }

    func testRemovedEditVariableNoLongerPullsOrTakesSuggestions() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 5.0).strength(.weak))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(50, for: x)
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)

        try solver.removeEditVariable(x)

        XCTAssertFalse(solver.hasEditVariable(x))
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.suggestValue(60, for: x))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(70, for: x)
        XCTAssertEqual(solver.value(of: x), 70, accuracy: 1e-9)
    }

    func testStayKeepsAValueAgainstWeakerPulls() throws {
        let solver = Solver()
        let x = Variable("x")
        let start = x == 40.0
        try solver.add(start)
        try solver.addStay(x, strength: .medium)
        try solver.remove(start)
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)

        try solver.add((x == 10.0).strength(.weak))
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)

        try solver.add((x == 90.0).strength(.strong))
        XCTAssertEqual(solver.value(of: x), 90, accuracy: 1e-9)
    }

    func testStayOfAnUnheldVariableKeepsItAtZero() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        try solver.addStay(x)

        try solver.add(y == x + 10.0)
        try solver.add((y == 50.0).strength(Strength(priority: 200)))

        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 10, accuracy: 1e-9)
    }
}
