import XCTest

@testable import QuartzCore

/// Fails unless every entry of `a` is within `accuracy` of the same entry of `b`.
func assertTransform(
    _ a: CATransform3D?, _ b: CATransform3D, accuracy: CGFloat = 1e-9, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let a else { return XCTFail("no transform \(message)", file: file, line: line) }
    for (x, y) in zip(a.rows.joined(), b.rows.joined()) where abs(x - y) > accuracy {
        return XCTFail("\(a) is not \(b) \(message)", file: file, line: line)
    }
}

/// The transform an `AnimationValue` holds, nil for other kinds.
func transform(_ value: AnimationValue?) -> CATransform3D? {
    if case .transform(let t)? = value { t } else { nil }
}

/// The straight-alpha components of the colour an `AnimationValue` holds.
func rgba(_ value: AnimationValue?) -> [CGFloat]? {
    guard case .color(let color?)? = value else { return nil }
    let (r, g, b, a) = color.rgba
    return [r, g, b, a]
}

/// Fails unless the two arrays have the same length and every pair is within `accuracy`.
func assertValues(
    _ a: [CGFloat]?, _ b: [CGFloat], accuracy: CGFloat = 1e-9, file: StaticString = #filePath, line: UInt = #line
) {
    guard let a, a.count == b.count else {
        return XCTFail("\(String(describing: a)) is not \(b)", file: file, line: line)
    }
    for (x, y) in zip(a, b) where abs(x - y) > accuracy {
        return XCTFail("\(a) is not \(b)", file: file, line: line)
    }
}

/// The number an `AnimationValue` holds.
func scalar(_ value: AnimationValue?) -> Double? {
    if case .scalar(let x)? = value { x } else { nil }
}
