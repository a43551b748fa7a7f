import CoreGraphics
import XCTest

final class NSValueGeometryTests: XCTestCase {
    func testBoxedPointSizeAndRectCastBackFromAny() {
        let boxes: [Any] = [
            NSValue(cgPoint: CGPoint(x: 1, y: 2)), NSValue(cgSize: CGSize(width: 3, height: 4)),
            NSValue(cgRect: CGRect(x: 5, y: 6, width: 7, height: 8)),
        ]

        let point = (boxes[0] as? NSValue)?.cgPointValue
        let size = (boxes[1] as? NSValue)?.cgSizeValue
        let rect = (boxes[2] as? NSValue)?.cgRectValue

        XCTAssertEqual(point, CGPoint(x: 1, y: 2))
        XCTAssertEqual(size, CGSize(width: 3, height: 4))
        XCTAssertEqual(rect, CGRect(x: 5, y: 6, width: 7, height: 8))
    }

    func testBoxedVectorAndAffineTransformCastBackFromAny() {
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let boxes: [Any] = [NSValue(cgVector: CGVector(dx: -1, dy: 0.5)), NSValue(cgAffineTransform: transform)]

        let vector = (boxes[0] as? NSValue)?.cgVectorValue
        let unboxed = (boxes[1] as? NSValue)?.cgAffineTransformValue

        XCTAssertEqual(vector, CGVector(dx: -1, dy: 0.5))
        XCTAssertEqual(unboxed, transform)
    }

    func testBoxesCompareAndHashByValue() {
        let vector = NSValue(cgVector: CGVector(dx: 1, dy: 2))
        let same = NSValue(cgVector: CGVector(dx: 1, dy: 2))
        let other = NSValue(cgVector: CGVector(dx: 1, dy: 3))

        XCTAssertTrue(vector.isEqual(same))
        XCTAssertEqual(vector.hash, same.hash)
        XCTAssertFalse(vector.isEqual(other))
        XCTAssertTrue(NSValue(cgPoint: CGPoint(x: 1, y: 2)).isEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2))))
        XCTAssertFalse(NSValue(cgPoint: CGPoint(x: 1, y: 2)).isEqual(NSValue(cgPoint: CGPoint(x: 2, y: 1))))
        XCTAssertEqual(Set([vector, same, other]).count, 2)
    }

    func testABoxIsNotEqualToABoxOfAnotherStructureWithTheSameNumbers() {
        let transform = NSValue(cgAffineTransform: .identity)
        let vector = NSValue(cgVector: CGVector(dx: 1, dy: 0))

        XCTAssertFalse(transform.isEqual(vector))
        XCTAssertFalse(vector.isEqual(NSValue(cgPoint: CGPoint(x: 1, y: 0))))
    }

    func testBoxesReportAppleTypeEncodingsAndCopyTheirBytes() {
        let box = NSValue(cgVector: CGVector(dx: 3, dy: 4))
        var vector = CGVector()

        box.getValue(&vector)

        XCTAssertEqual(String(cString: box.objCType), "{CGVector=dd}")
        XCTAssertEqual(String(cString: NSValue(cgAffineTransform: .identity).objCType), "{CGAffineTransform=dddddd}")
        XCTAssertEqual(vector, CGVector(dx: 3, dy: 4))
    }

    func testRangesBoxAsFoundationDoes() {
        let box: Any = NSValue(range: NSRange(location: 2, length: 5))

        let range = (box as? NSValue)?.rangeValue

        XCTAssertEqual(range, NSRange(location: 2, length: 5))
    }

    func testFoundationPointBoxesReadAsCoreGraphicsPoints() {
        let box = NSValue(point: CGPoint(x: 7, y: 8))

        XCTAssertEqual(box.cgPointValue, CGPoint(x: 7, y: 8))
        XCTAssertTrue(box.isEqual(NSValue(cgPoint: CGPoint(x: 7, y: 8))))
    }
}
