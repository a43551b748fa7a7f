import CoreGraphics
import XCTest

final class StringConversionTests: XCTestCase {
    func testStructuresPrintInUIKitsFormats() {
        let point = NSStringFromCGPoint(CGPoint(x: 1.5, y: 2))
        let size = NSStringFromCGSize(CGSize(width: 3, height: -4))
        let rect = NSStringFromCGRect(CGRect(x: 0, y: 0, width: 3, height: 4))
        let vector = NSStringFromCGVector(CGVector(dx: 0.25, dy: 1e100))
        let transform = NSStringFromCGAffineTransform(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -2))

        XCTAssertEqual(point, "{1.5, 2}")
        XCTAssertEqual(size, "{3, -4}")
        XCTAssertEqual(rect, "{{0, 0}, {3, 4}}")
        XCTAssertEqual(vector, "{0.25, 1e+100}")
        XCTAssertEqual(transform, "[1, 0, 0, 1, 10, -2]")
    }

    func testNumbersPrintWithSeventeenSignificantDigitsAsUIKitDoes() {
        let text = NSStringFromCGPoint(CGPoint(x: 0.1, y: 1.0 / 3))

        XCTAssertEqual(text, "{0.10000000000000001, 0.33333333333333331}")
    }

    func testStringsParseBackToTheSameStructures() {
        let rect = CGRect(x: -1.5, y: 2, width: 0.1, height: 1.0 / 3)
        let transform = CGAffineTransform(rotationAngle: 0.7)

        XCTAssertEqual(CGRectFromString(NSStringFromCGRect(rect)), rect)
        XCTAssertEqual(CGAffineTransformFromString(NSStringFromCGAffineTransform(transform)), transform)
        XCTAssertEqual(CGVectorFromString("{3, 4}"), CGVector(dx: 3, dy: 4))
        XCTAssertEqual(CGSizeFromString("{3.5,4e1}"), CGSize(width: 3.5, height: 40))
    }

    func testParsingIsLenientAndFillsMissingNumbersWithZero() {
        XCTAssertEqual(CGPointFromString("garbage"), .zero)
        XCTAssertEqual(CGPointFromString(""), .zero)
        XCTAssertEqual(CGPointFromString("{7}"), CGPoint(x: 7, y: 0))
        XCTAssertEqual(CGPointFromString("x = 1; y = -2"), CGPoint(x: 1, y: -2))
        XCTAssertEqual(CGRectFromString("{{1, 2}, {3}}"), CGRect(x: 1, y: 2, width: 3, height: 0))
    }

    func testNSCoderClassMethodsUseTheSameFormats() {
        let point = CGPoint(x: 1, y: 2)

        XCTAssertEqual(NSCoder.string(for: point), NSStringFromCGPoint(point))
        XCTAssertEqual(NSCoder.string(for: CGSize(width: 3, height: 4)), "{3, 4}")
        XCTAssertEqual(NSCoder.string(for: CGRect(x: 0, y: 0, width: 3, height: 4)), "{{0, 0}, {3, 4}}")
        XCTAssertEqual(NSCoder.string(for: CGVector(dx: 5, dy: 6)), "{5, 6}")
        XCTAssertEqual(NSCoder.string(for: CGAffineTransform.identity), "[1, 0, 0, 1, 0, 0]")
        XCTAssertEqual(NSCoder.cgPoint(for: "{1, 2}"), point)
        XCTAssertEqual(NSCoder.cgSize(for: "{3, 4}"), CGSize(width: 3, height: 4))
        XCTAssertEqual(NSCoder.cgRect(for: "{{0, 0}, {3, 4}}"), CGRect(x: 0, y: 0, width: 3, height: 4))
        XCTAssertEqual(NSCoder.cgVector(for: "{5, 6}"), CGVector(dx: 5, dy: 6))
        XCTAssertEqual(NSCoder.cgAffineTransform(for: "[1, 0, 0, 1, 0, 0]"), .identity)
    }

    func testKeyedArchivesRoundTripCoreGraphicsStructures() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(CGPoint(x: 1.5, y: 2), forKey: "point")
        archiver.encode(CGSize(width: 3, height: 4), forKey: "size")
        archiver.encode(CGRect(x: 5, y: 6, width: 7, height: 8), forKey: "rect")
        archiver.encode(CGVector(dx: -1, dy: 9), forKey: "vector")
        archiver.encode(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6), forKey: "transform")
        archiver.finishEncoding()

        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false

        XCTAssertEqual(unarchiver.decodeCGPoint(forKey: "point"), CGPoint(x: 1.5, y: 2))
        XCTAssertEqual(unarchiver.decodeCGSize(forKey: "size"), CGSize(width: 3, height: 4))
        XCTAssertEqual(unarchiver.decodeCGRect(forKey: "rect"), CGRect(x: 5, y: 6, width: 7, height: 8))
        XCTAssertEqual(unarchiver.decodeCGVector(forKey: "vector"), CGVector(dx: -1, dy: 9))
        XCTAssertEqual(
            unarchiver.decodeCGAffineTransform(forKey: "transform"),
            CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        XCTAssertEqual(unarchiver.decodeCGPoint(forKey: "missing"), .zero)
    }

    func testArchivedPointBoxesComeBackAsPoints() throws {
        let data = try NSKeyedArchiver.archivedData(
            withRootObject: NSValue(cgPoint: CGPoint(x: 3, y: 4)), requiringSecureCoding: false)

        let box = try NSKeyedUnarchiver.unarchivedObject(ofClass: NSValue.self, from: data)

        XCTAssertEqual(box?.cgPointValue, CGPoint(x: 3, y: 4))
    }
}
