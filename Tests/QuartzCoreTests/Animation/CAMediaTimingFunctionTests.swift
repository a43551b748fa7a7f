import QuartzCore
import XCTest

/// The y of a cubic Bézier timing curve at `x`, found by plain bisection on the curve parameter: a
/// slow reference that shares nothing with the solver under test.
private func referenceProgress(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, at x: Double) -> Double {
    func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if bezier(c1x, c2x, middle) < x { low = middle } else { high = middle }
    }
    return bezier(c1y, c2y, (low + high) / 2)
}

private func controlPoint(_ function: CAMediaTimingFunction, _ index: Int) -> [Float] {
    var values: [Float] = [-1, -1]
    function.getControlPoint(at: index, values: &values)
    return values
}

private let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]

final class CAMediaTimingFunctionTests: XCTestCase {
    func testNamedFunctionsHaveTheControlPointsOfIOS() {
        let expected: [CAMediaTimingFunctionName: [[Float]]] = [
            .linear: [[0, 0], [1, 1]],
            .easeIn: [[0.42, 0], [1, 1]],
            .easeOut: [[0, 0], [0.58, 1]],
            .easeInEaseOut: [[0.42, 0], [0.58, 1]],
            .default: [[0.25, 0.1], [0.25, 1]],
        ]

        for name in names {
            let function = CAMediaTimingFunction(name: name)

            XCTAssertEqual(controlPoint(function, 0), [0, 0], "\(name.rawValue)")
            XCTAssertEqual(controlPoint(function, 1), expected[name]?[0], "\(name.rawValue)")
            XCTAssertEqual(controlPoint(function, 2), expected[name]?[1], "\(name.rawValue)")
            XCTAssertEqual(controlPoint(function, 3), [1, 1], "\(name.rawValue)")
        }
    }

    func testCustomControlPointsComeBackExactly() {
        let function = CAMediaTimingFunction(controlPoints: 0.1, 0.8, 0.3, -0.4)

        XCTAssertEqual(controlPoint(function, 1), [0.1, 0.8])
        XCTAssertEqual(controlPoint(function, 2), [0.3, -0.4])
    }

    func testEndsAreExactAndTimeOutsideTheCurveIsClamped() {
        let functions =
            names.map { CAMediaTimingFunction(name: $0) } + [
                CAMediaTimingFunction(controlPoints: 0.1, 0.8, 0.3, -0.4),
                CAMediaTimingFunction(controlPoints: 0, 1, 1, 0),
            ]

        for function in functions {
            XCTAssertEqual(function.progress(at: 0), 0, "\(function)")
            XCTAssertEqual(function.progress(at: 1), 1, "\(function)")
            XCTAssertEqual(function.progress(at: -0.5), 0, "\(function)")
            XCTAssertEqual(function.progress(at: 1.5), 1, "\(function)")
        }
    }

    func testEaseInEaseOutIsHalfwayAtHalfTime() {
        let function = CAMediaTimingFunction(name: .easeInEaseOut)

        XCTAssertEqual(function.progress(at: 0.5), 0.5, accuracy: 1e-6)
    }

    /// Values computed independently with 50-digit arithmetic from the curves' Float control
    /// points, by bisection on the curve parameter.
    func testNamedCurvesMatchHighPrecisionValues() {
        let fractions = [0.1, 0.25, 0.5, 0.75, 0.9]
        let expected: [CAMediaTimingFunctionName: [Double]] = [
            .easeIn: [
                0.017026610491376114, 0.093464654015763357, 0.31535681876384837, 0.62186187464895204,
                0.83942784866552529,
            ],
            .easeOut: [
                0.16057215793233566, 0.37813813779209774, 0.68464319530730857, 0.90653535347727852,
                0.98297339141729011,
            ],
            .easeInEaseOut: [
                0.019722454785955973, 0.12916193876118987, 0.50000001926874298,
                0.87083807775645589, 0.98027754796429119,
            ],
            .default: [
                0.094796306204027739, 0.4085105919937359, 0.80240338786711976, 0.96045897841111949,
                0.99431647749379929,
            ],
        ]

        for (name, values) in expected {
            let function = CAMediaTimingFunction(name: name)
            for (fraction, value) in zip(fractions, values) {
                XCTAssertEqual(
                    function.progress(at: fraction), value, accuracy: 1e-9, "\(name.rawValue) at \(fraction)")
            }
        }
    }

    func testCurvesMatchABisectionReferenceWithinAMillionth() {
        let curves: [(Float, Float, Float, Float)] = [
            (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.25, 0.1, 0.25, 1), (0.1, 0.8, 0.3, -0.4),
            (0, 1, 1, 0), (1, 0, 0, 1), (0.9, 0, 0.1, 1), (0.5, -0.5, 0.5, 1.5), (0, 0, 0, 1), (1, 0, 1, 0),
        ]

        for (c1x, c1y, c2x, c2y) in curves {
            let function = CAMediaTimingFunction(controlPoints: c1x, c1y, c2x, c2y)
            var worst = 0.0
            // The ends are exact (tested above); there the reference itself loses digits to the flat x(t).
            for step in 1..<1000 {
                let x = Double(step) / 1000
                let reference = referenceProgress(Double(c1x), Double(c1y), Double(c2x), Double(c2y), at: x)
                worst = max(worst, abs(function.progress(at: x) - reference))
            }
            XCTAssertLessThan(worst, 1e-6, "(\(c1x), \(c1y)) (\(c2x), \(c2y))")
        }
    }

    func testCurvesWithinTheUnitSquareNeverGoBack() {
        let functions =
            names.map { CAMediaTimingFunction(name: $0) } + [
                CAMediaTimingFunction(controlPoints: 0.9, 0, 0.1, 1),
                CAMediaTimingFunction(controlPoints: 0, 1, 1, 0),
            ]

        for function in functions {
            var previous = 0.0
            for step in 1...2000 {
                let value = function.progress(at: Double(step) / 2000)
                XCTAssertGreaterThanOrEqual(value, previous, "\(function) at \(Double(step) / 2000)")
                previous = value
            }
        }
    }

    func testSlopeIsTheDerivativeOfProgress() {
        let functions =
            names.map { CAMediaTimingFunction(name: $0) } + [
                CAMediaTimingFunction(controlPoints: 0.1, 0.8, 0.3, -0.4)
            ]
        let h = 1e-6

        for function in functions {
            for step in 1..<20 {
                let x = Double(step) / 20
                let numeric = (function.progress(at: x + h) - function.progress(at: x - h)) / (2 * h)
                XCTAssertEqual(function.slope(at: x), numeric, accuracy: 1e-4, "\(function) at \(x)")
            }
        }
    }

    func testSlopeAtTheEndsOfTheEaseCurves() {
        XCTAssertEqual(CAMediaTimingFunction(name: .linear).slope(at: 0), 1, accuracy: 1e-12)
        XCTAssertEqual(CAMediaTimingFunction(name: .easeIn).slope(at: 0), 0, accuracy: 1e-12)
        XCTAssertEqual(CAMediaTimingFunction(name: .easeOut).slope(at: 1), 0, accuracy: 1e-12)
        // (0.25, 0.1): the starting slope is 0.1 / 0.25.
        XCTAssertEqual(CAMediaTimingFunction(name: .default).slope(at: 0), 0.4, accuracy: 1e-6)
        // easeIn ends where both derivatives vanish; the slope is the limit, which a one-sided
        // difference approaches.
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        let h = 1e-7
        XCTAssertEqual(easeIn.slope(at: 1), (1 - easeIn.progress(at: 1 - h)) / h, accuracy: 1e-3)
    }

    func testFunctionsWithTheSameNameAreEqualAndCustomOnesOnlyToThemselves() {
        let custom = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)

        XCTAssertEqual(CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeIn))
        XCTAssertEqual(CAMediaTimingFunction(name: .easeIn).hash, CAMediaTimingFunction(name: .easeIn).hash)
        XCTAssertNotEqual(CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut))
        XCTAssertNotEqual(custom, CAMediaTimingFunction(name: .easeInEaseOut))
        XCTAssertNotEqual(custom, CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1))
        XCTAssertEqual(custom, custom)
        XCTAssertEqual(CAMediaTimingFunction(name: .default).description, "default")
    }

    func testAFunctionCanBeUsedOffTheMainActor() async {
        let function = CAMediaTimingFunction(name: .easeInEaseOut)

        let value = await Task.detached { function.progress(at: 0.25) }.value

        XCTAssertEqual(value, 0.12916193876118987, accuracy: 1e-9)
    }
}
